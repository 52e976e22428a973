import type { Criterion } from '@/lib/content/schemas';
import { getContent } from '@/lib/content';
import {
  UNRANKED_LIST_TITLE,
  criteriaInUse,
  isRanked,
  listTitle,
  rankFirms,
  rankLabel,
  rankingBasis,
  weightedScore,
} from '@/lib/firms/ranking';
import { testFirm, type TestFirmOptions } from '@/test-support/jest/firm-facts';

const criteria: Criterion[] = [
  { id: 'regulatory-record', label: 'Record', weight: 60, description: 'x' },
  { id: 'local-presence', label: 'Local', weight: 40, description: 'x' },
];
const firm = (slug: string, options: TestFirmOptions) => ({ ...testFirm({ name: slug, ...options }), slug });

describe('weightedScore', () => {
  it('weights each criterion and gives a total out of 10', () => {
    expect(weightedScore({ 'regulatory-record': 10, 'local-presence': 5 }, criteria)).toBe(8);
  });

  it('a criterion without data (null) adds nothing', () => {
    expect(weightedScore({ 'regulatory-record': 10, 'local-presence': null }, criteria)).toBe(6);
  });
});

describe('rankFirms', () => {
  it('puts the highest weighted score first and numbers positions from 1', () => {
    const ranked = rankFirms(
      [firm('low', { disclosures: 3 }), firm('high', { localPresence: 10 }), firm('mid', { disclosures: 1 })],
      criteria,
    );
    expect(ranked.map((entry) => [entry.slug, entry.rank, entry.score, entry.tied])).toEqual([
      ['high', 1, 10, false],
      ['mid', 2, 7.4, false],
      ['low', 3, 3.8, false],
    ]);
  });

  it('an unchecked input scores "no data" and cannot lift a firm: its criterion waits, the others rank', () => {
    const ranked = rankFirms(
      [firm('claims-more', { localPresence: 10, unchecked: ['localPresence'] }), firm('checked', { localPresence: 6 })],
      criteria,
    );
    expect(ranked[1]?.criterionScores['local-presence']).toBeNull();
    // Local presence is not confirmed for every firm, so only the regulatory record counts: a tie.
    expect(criteriaInUse(ranked, criteria).map((criterion) => criterion.id)).toEqual(['regulatory-record']);
    expect(ranked.map((entry) => [entry.slug, entry.rank, entry.score, entry.tied])).toEqual([
      ['checked', 1, 10, true],
      ['claims-more', 1, 10, true],
    ]);
  });

  it('firms with the same total share a position, listed alphabetically by name, and the next position skips', () => {
    const ranked = rankFirms(
      [firm('Zeta', {}), firm('Alpha', {}), firm('Last', { disclosures: 1 }), firm('Mid', {})],
      criteria,
    );
    expect(ranked.map((entry) => [entry.name, entry.rank, entry.tied])).toEqual([
      ['Alpha', 1, true],
      ['Mid', 1, true],
      ['Zeta', 1, true],
      ['Last', 4, false],
    ]);
    expect(ranked.map(rankLabel)).toEqual(['#1 (tied)', '#1 (tied)', '#1 (tied)', '#4']);
  });
});

describe('criteria in use', () => {
  const method = getContent().methodology.criteria;
  /** Every fact unchecked but local presence, so only that criterion has data for the firm. */
  const onlyLocal = (name: string, localPresence: number) =>
    firm(name, {
      localPresence,
      unchecked: ['rating', 'compensation', 'ownership', 'registration', 'disclosures', 'minimum'],
    });

  it('with no criterion confirmed for every firm, nothing is ranked: A–Z, no rank, no score, no label', () => {
    const ranked = rankFirms(
      [firm('Zeta', { unrecorded: ['localPresence', 'registration'] }), onlyLocal('Alpha', 3)],
      method,
    );
    expect(criteriaInUse(ranked, method)).toEqual([]);
    expect(ranked.map((entry) => [entry.name, entry.rank, entry.score, entry.tied])).toEqual([
      ['Alpha', null, null, false],
      ['Zeta', null, null, false],
    ]);
    expect(ranked.map(rankLabel)).toEqual([undefined, undefined]);
    expect(isRanked(ranked)).toBe(false);
    expect(listTitle(ranked, 'Top firms')).toBe(UNRANKED_LIST_TITLE);
    expect(UNRANKED_LIST_TITLE).toBe('Firms we list, A–Z (not yet ranked)');
    expect(rankingBasis([], method)).toBe(
      'Not yet ranked: none of the 6 criteria of our method is recorded and confirmed for every listed firm, so the firms are listed A–Z with no positions.',
    );
    // The criterion scores a firm has are still kept, for the methodology table.
    expect(ranked[0]?.criterionScores['local-presence']).toBe(3);
  });

  it('with one criterion confirmed for every firm, ranks on that one alone and says so', () => {
    const ranked = rankFirms([onlyLocal('Low', 2), onlyLocal('High', 9), onlyLocal('Also high', 9)], method);
    const inUse = criteriaInUse(ranked, method);
    expect(inUse.map((criterion) => criterion.id)).toEqual(['local-presence']);
    expect(rankingBasis(inUse, method)).toBe(
      'Ranked on 1 of 6 criteria (Local presence); the others wait until they are recorded for every listed firm.',
    );
    // Scored over the criteria in use only: out of 10 on local presence; equal scores tie, A–Z.
    expect(ranked.map((entry) => [entry.name, entry.rank, entry.score, entry.tied])).toEqual([
      ['Also high', 1, 9, true],
      ['High', 1, 9, true],
      ['Low', 3, 2, false],
    ]);
    expect(ranked.map(rankLabel)).toEqual(['#1 (tied)', '#1 (tied)', '#3']);
    expect(isRanked(ranked)).toBe(true);
    expect(listTitle(ranked, 'Top firms')).toBe('Top firms');
  });

  it('an empty list has no criterion in use', () => {
    expect(criteriaInUse([], method)).toEqual([]);
    expect(rankFirms([], method)).toEqual([]);
  });
});

describe('the shipped ranking', () => {
  it('ranks only listed firms: the unconfirmed HCM Wealth Advisors has no rank', () => {
    const { firms, unconfirmedFirms } = getContent();
    expect(firms.map((entry) => entry.slug)).not.toContain('hcm-wealth-advisors');
    expect(unconfirmedFirms.map((entry) => entry.slug)).toEqual(['hcm-wealth-advisors']);
    expect(firms).toHaveLength(9);
  });

  it('with no fact checked yet, no criterion is in use: every listed firm is unranked, listed in alphabetical order', () => {
    const { firms, methodology } = getContent();
    expect(criteriaInUse(firms, methodology.criteria)).toEqual([]);
    expect(isRanked(firms)).toBe(false);
    expect(firms.every((entry) => entry.score === null && entry.rank === null && !entry.tied)).toBe(true);
    const names = firms.map((entry) => entry.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
