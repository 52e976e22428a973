import { getFirms } from '@/lib/content';
import { firmSummary } from '@/lib/firms/summary';
import {
  MATCH_WEIGHTS,
  matchBookingParams,
  matchFirms,
  matchSearch,
  parseMatchState,
  type MatchableFirm,
} from '@/lib/match';

/** A neutral firm: no specialty or office any answer looks for, no minimum. */
function firm(slug: string, overrides: Partial<MatchableFirm> = {}): MatchableFirm {
  return {
    slug,
    name: `Firm ${slug}`,
    rank: 1,
    rankText: '#1',
    score: 8,
    specialties: ['General advice', 'Plain planning'],
    services: ['Advice'],
    offices: ['Somewhere'],
    compensation: { model: 'fee-only', basis: 'AUM-based', methods: [], affiliations: [] },
    minimum: { kind: 'none' },
    ...overrides,
  };
}

const realFirms = () => getFirms().map(firmSummary);

describe('matchFirms: each answer moves the firms that fit it', () => {
  it('with no answers and nothing ranked yet, returns the first three A–Z, with no rank', () => {
    const real = realFirms();
    expect(real.every((entry) => entry.rank === null && entry.rankText === undefined && entry.score === null)).toBe(
      true,
    );
    const { results } = matchFirms({}, [...real].reverse());
    const firstThree = real
      .map((entry) => entry.name)
      .sort((a, b) => a.localeCompare(b, 'en'))
      .slice(0, 3);
    expect(results.map((result) => result.name)).toEqual(firstThree);
    expect(results.map((result) => result.rank)).toEqual([null, null, null]);
  });

  it('with no answers on a ranked list, returns the three best by published rank (ties keep their shared rank)', () => {
    const firms = [
      firm('fourth', { rank: 4, score: 6 }),
      firm('tied-b', { rank: 1, rankText: '#1 (tied)', score: 9 }),
      firm('third', { rank: 3, score: 7 }),
      firm('tied-a', { rank: 1, rankText: '#1 (tied)', score: 9 }),
    ];
    const { results } = matchFirms({}, firms);
    expect(results.map((result) => result.slug)).toEqual(['tied-a', 'tied-b', 'third']);
    expect(results.map((result) => result.rank)).toEqual([1, 1, 3]);
  });

  it('never recommends a firm whose registration is unconfirmed', () => {
    const slugs = realFirms().map((entry) => entry.slug);
    expect(slugs).not.toContain('hcm-wealth-advisors');
    expect(slugs).toHaveLength(9);
  });

  it('help: a firm listing the need as a specialty beats one offering it only as a service, which beats neither', () => {
    const firms = [
      firm('neither', { rank: 1 }),
      firm('service', { rank: 2, services: ['Tax Planning'] }),
      firm('specialty', { rank: 3, specialties: ['Tax-aware investing', 'Other'] }),
    ];
    const { results } = matchFirms({ help: 'tax' }, firms);
    expect(results.map((result) => result.slug)).toEqual(['specialty', 'service', 'neither']);
    expect(results[0]?.score).toBe(8 * MATCH_WEIGHTS.publishedScore + MATCH_WEIGHTS.helpSpecialty);
    expect(results[0]?.reasons[0]).toBe('You want tax planning: “Tax-aware investing” is one of its specialties.');
    expect(results[1]?.reasons[0]).toBe('You want tax planning: it offers “Tax Planning”.');
  });

  it('employer: a P&G answer favours a firm listing employer or executive benefits', () => {
    const firms = [
      firm('plain', { rank: 1 }),
      firm('benefits', { rank: 2, specialties: ['Employer benefit plans', 'Other'] }),
    ];
    const { results } = matchFirms({ employer: 'pg' }, firms);
    expect(results[0]?.slug).toBe('benefits');
    expect(results[0]?.reasons).toContain(
      'For P&G benefits (pension, savings plan, stock): it lists “Employer benefit plans” among its specialties.',
    );
    expect(matchFirms({ employer: 'none' }, firms).results[0]?.slug).toBe('plain');
  });

  it('pay: a flat-fee preference favours flat-fee firms, then hybrids, and "not sure" changes nothing', () => {
    const firms = [
      firm('aum', { rank: 1 }),
      firm('hybrid', { rank: 2, compensation: { model: 'fee-based', basis: 'Hybrid', methods: [], affiliations: [] } }),
      firm('flat', { rank: 3, compensation: { model: 'fee-only', basis: 'Flat-fee', methods: [], affiliations: [] } }),
    ];
    expect(matchFirms({ pay: 'flat' }, firms).results.map((result) => result.slug)).toEqual(['flat', 'hybrid', 'aum']);
    expect(matchFirms({ pay: 'percent' }, firms).results.map((result) => result.slug)).toEqual([
      'aum',
      'hybrid',
      'flat',
    ]);
    expect(matchFirms({ pay: 'not-sure' }, firms).results.map((result) => result.slug)).toEqual([
      'aum',
      'hybrid',
      'flat',
    ]);
    expect(matchFirms({ pay: 'flat' }, firms).results[0]?.reasons[0]).toBe(
      'It charges a flat yearly fee, the way you prefer to pay.',
    );
  });

  it("area: a firm with an office in the visitor's area moves up and says where", () => {
    const firms = [
      firm('far', { rank: 1 }),
      firm('near', { rank: 2, offices: ['Downtown Cincinnati', 'Northern Kentucky'] }),
    ];
    const { results } = matchFirms({ area: 'nky' }, firms);
    expect(results[0]?.slug).toBe('near');
    expect(results[0]?.reasons[0]).toBe('It has an office near you: Northern Kentucky.');
    expect(matchFirms({ area: 'elsewhere' }, firms).results[0]?.slug).toBe('far');
  });

  it('special situation: a business owner is matched to a firm listing business owners', () => {
    const firms = [firm('plain', { rank: 1 }), firm('owners', { rank: 2, specialties: ['Business owners', 'Other'] })];
    const { results } = matchFirms({ special: 'business-owner' }, firms);
    expect(results[0]?.slug).toBe('owners');
    expect(results[0]?.reasons[0]).toBe('For business owners: “Business owners” is one of its specialties.');
  });

  it('the published score counts: a higher score wins when the answers fit both firms equally', () => {
    const firms = [firm('lower', { rank: 1, score: 7 }), firm('higher', { rank: 2, score: 9 })];
    expect(matchFirms({ help: 'retirement' }, firms).results[0]?.slug).toBe('higher');
  });
});

describe('matchFirms: asset minimums', () => {
  it('excludes a firm whose asset minimum is above the whole range, and says why', () => {
    const firms = [
      firm('big', { rank: 1, minimum: { kind: 'assets', amount: 1_000_000 } }),
      firm('small', { rank: 2 }),
    ];
    const outcome = matchFirms({ assets: '250k-500k' }, firms);
    expect(outcome.results.map((result) => result.slug)).toEqual(['small']);
    expect(outcome.excluded).toEqual([
      {
        slug: 'big',
        name: 'Firm big',
        reason: 'Its asset minimum of $1,000,000 is above your range ($250,000 – $500,000).',
      },
    ]);
  });

  it('down-ranks, with a caution, a firm whose minimum falls inside the range', () => {
    const firms = [
      firm('inside', { rank: 1, minimum: { kind: 'assets', amount: 400_000 } }),
      firm('none', { rank: 2 }),
    ];
    const { results } = matchFirms({ assets: '250k-500k' }, firms);
    expect(results.map((result) => result.slug)).toEqual(['none', 'inside']);
    expect(results[1]?.score).toBe(8 * MATCH_WEIGHTS.publishedScore - MATCH_WEIGHTS.mayNotMeetMinimum);
    expect(results[1]?.cautions).toEqual([
      'Its asset minimum is $400,000; your range ($250,000 – $500,000) may fall short of it.',
    ]);
  });

  it('on the real data, a visitor with under $250,000 is never shown a firm with a higher asset minimum', () => {
    const outcome = matchFirms({ assets: 'under-250k' }, realFirms());
    for (const result of outcome.results) {
      const shown = realFirms().find((candidate) => candidate.slug === result.slug);
      if (shown?.minimum?.kind === 'assets') expect(shown.minimum.amount).toBeLessThan(250_000);
    }
  });

  it('never drops a firm whose minimum is not recorded: it stays, with a caution to ask', () => {
    const firms = [
      firm('unrecorded', { minimum: null }),
      firm('high', { minimum: { kind: 'assets', amount: 2_000_000 } }),
    ];
    const outcome = matchFirms({ assets: 'under-250k' }, firms);
    expect(outcome.results.map((result) => result.slug)).toEqual(['unrecorded']);
    expect(outcome.results[0]?.cautions).toEqual(['Its minimum is not recorded yet: ask the firm what it is.']);
    expect(outcome.excluded.map((entry) => entry.slug)).toEqual(['high']);
  });

  it('never moves a firm on fees that are not recorded: it says to ask', () => {
    const firms = [
      firm('unrecorded', { compensation: null }),
      firm('flat', { compensation: { model: 'fee-only', basis: 'Flat-fee', methods: [], affiliations: [] } }),
    ];
    const outcome = matchFirms({ pay: 'flat' }, firms);
    expect(outcome.results.map((result) => result.slug)).toEqual(['flat', 'unrecorded']);
    expect(outcome.results[1]?.cautions).toEqual(['How it charges is not recorded yet: ask the firm.']);
  });

  it('on the real data, where no minimum is confirmed for most firms, nobody is left out for a small portfolio on a minimum nobody recorded', () => {
    const real = realFirms();
    const outcome = matchFirms({ assets: 'under-250k' }, real);
    const unrecorded = real.filter((entry) => entry.minimum === null).map((entry) => entry.slug);
    expect(unrecorded.length).toBeGreaterThan(0);
    for (const slug of unrecorded) expect(outcome.excluded.map((entry) => entry.slug)).not.toContain(slug);
  });
});

describe('matchFirms: ties and the "no firm fits" case', () => {
  it('breaks equal points by the published rank, whatever the input order', () => {
    const firms = [firm('third', { rank: 3 }), firm('first', { rank: 1 }), firm('second', { rank: 2 })];
    const { results } = matchFirms({ help: 'second-opinion' }, firms);
    expect(results.map((result) => result.score)).toEqual([24, 24, 24]);
    expect(results.map((result) => result.slug)).toEqual(['first', 'second', 'third']);
  });

  it("returns no results, and every firm with its reason, when no firm takes the visitor's assets", () => {
    const firms = [
      firm('a', { minimum: { kind: 'assets', amount: 500_000 } }),
      firm('b', { rank: 2, minimum: { kind: 'assets', amount: 2_000_000 } }),
    ];
    const outcome = matchFirms({ assets: 'under-250k' }, firms);
    expect(outcome.results).toEqual([]);
    expect(outcome.excluded.map((entry) => entry.slug)).toEqual(['a', 'b']);
  });

  it('ends the reasons with the published rank on a ranked list, so the method is named in every result', () => {
    const firms = [
      firm('a', { rank: 1, rankText: '#1 (tied)', score: 8.5 }),
      firm('b', { rank: 1, rankText: '#1 (tied)', score: 8.5 }),
      firm('c', { rank: 3, rankText: '#3', score: 7 }),
    ];
    const { results } = matchFirms({ help: 'retirement' }, firms);
    expect(results).toHaveLength(3);
    for (const result of results)
      expect(result.reasons.at(-1)).toMatch(
        /^Ranked #\d+( \(tied\))? by our published method \(score \d+\.\d{2} of 10\)\.$/,
      );
  });

  it('names no rank while nothing is ranked (the real data today)', () => {
    const { results } = matchFirms({ help: 'retirement' }, realFirms());
    expect(results).toHaveLength(3);
    for (const result of results) expect(result.reasons.join(' ')).not.toMatch(/Ranked|#\d/);
  });
});

describe('the quiz URL and the booking hand-off', () => {
  it('reads the answers and step from the URL and never skips an unanswered question', () => {
    expect(parseMatchState('?step=3&help=tax&assets=1m-5m')).toEqual({
      step: 3,
      answers: { help: 'tax', assets: '1m-5m' },
    });
    expect(parseMatchState('?step=6&help=tax')).toEqual({ step: 2, answers: { help: 'tax' } });
    expect(parseMatchState('?step=2&help=bogus')).toEqual({ step: 1, answers: {} });
    expect(parseMatchState('')).toEqual({ step: 1, answers: {} });
  });

  it('round-trips a finished quiz through its URL', () => {
    const answers = {
      help: 'estate',
      assets: '500k-1m',
      employer: 'strs',
      pay: 'flat',
      area: 'east',
      special: 'none',
    } as const;
    expect(parseMatchState(matchSearch(7, answers))).toEqual({ step: 7, answers });
  });

  it('hands the answers to the scheduler as the lead form does: a2 assets, a3 topic, a4–a7 the rest, a8 the firms, with match UTM values', () => {
    const params = matchBookingParams(
      { help: 'retirement', assets: '500k-1m', employer: 'pg', pay: 'percent', area: 'nky', special: 'none' },
      [{ name: 'Firm A' }, { name: 'Firm B' }],
    );
    expect(params.get('a2')).toBe('$500,000 – $1 million');
    expect(params.get('a3')).toBe('Planning for retirement');
    expect([params.get('a4'), params.get('a5'), params.get('a6'), params.get('a7')]).toEqual([
      'P&G',
      'A percentage of the assets managed',
      'Northern Kentucky',
      'Nothing special',
    ]);
    expect(params.get('a8')).toBe('Firm A, Firm B');
    expect(params.get('a1')).toBeNull();
    expect([params.get('utm_source'), params.get('utm_medium'), params.get('utm_campaign')]).toEqual([
      'website',
      'match',
      'match',
    ]);
  });
});
