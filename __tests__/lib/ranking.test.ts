/** @jest-environment node */
import type { Criterion } from '@/lib/content/schemas';
import { getContent } from '@/lib/content';
import { rankFirms, rankLabel, weightedScore } from '@/lib/ranking';
import { testFirm, type TestFirmOptions } from '../support/firm-facts';

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

  it('an unchecked input scores "no data" and cannot lift a firm', () => {
    const ranked = rankFirms(
      [firm('claims-more', { localPresence: 10, unchecked: ['localPresence'] }), firm('checked', { localPresence: 6 })],
      criteria,
    );
    expect(ranked.map((entry) => entry.slug)).toEqual(['checked', 'claims-more']);
    expect(ranked[1]?.criterionScores['local-presence']).toBeNull();
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

describe('the shipped ranking', () => {
  it('ranks only listed firms: the unconfirmed HCM Wealth Advisors has no rank', () => {
    const { firms, unconfirmedFirms } = getContent();
    expect(firms.map((entry) => entry.slug)).not.toContain('hcm-wealth-advisors');
    expect(unconfirmedFirms.map((entry) => entry.slug)).toEqual(['hcm-wealth-advisors']);
    expect(firms).toHaveLength(9);
  });

  it('with no fact checked yet, every listed firm scores 0 and shares first place, in alphabetical order', () => {
    const { firms } = getContent();
    expect(firms.every((entry) => entry.score === 0 && entry.rank === 1 && entry.tied)).toBe(true);
    const names = firms.map((entry) => entry.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
