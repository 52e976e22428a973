import { brochureChange } from '@/lib/brochures/brochure-change';
import { brochureRecord, oneRate } from '@/test-support/jest/brochure-records';
import { brochureMarkdown } from '@/scripts/adv/brochures/brochure-summary';
import type { BrochureReport, FirmResult } from '@/scripts/adv/brochures/run-brochures';

/**
 * What changed (issue 56 §7): a new brochure, a changed fee schedule or a changed minimum, read by today's parsers
 * from the record before and after the command's write, and listed in the pull request under its own heading with
 * the parse's flags.
 */

const MINIMUM = ['We require a minimum account of $500,000.'];
const TIERED = 'An annual fee of 1% on the first $1,000,000 and 0.75% thereafter.';

describe('the change a new brochure makes', () => {
  it('is none for the same filing and for a firm looked for the first time; a new brochure where there was none', () => {
    const record = brochureRecord('7001', TIERED, { id: '55501' });
    expect(brochureChange(record, brochureRecord('7001', TIERED, { id: '55501' }))).toBeNull();
    // The first brochure step reads every firm's: a change page listing them all would say nothing.
    expect(brochureChange(undefined, record)).toBeNull();
    expect(brochureChange({ crd: '7001', brochure: null }, record)).toEqual({ kinds: ['new-brochure'], flags: [] });
  });

  it('names a changed schedule and a changed minimum, not a refiling with the same figures in other words', () => {
    const before = brochureRecord('7002', TIERED, { minimums: MINIMUM });
    const reworded = brochureRecord('7002', `Fees.\n${TIERED}`, { minimums: MINIMUM });
    expect(brochureChange(before, reworded)?.kinds).toEqual(['new-brochure']);
    const raised = brochureRecord('7002', 'An annual fee of 1.10% on the first $1,000,000 and 0.75% thereafter.', {
      minimums: ['We require a minimum account of $1,000,000.'],
    });
    expect(brochureChange(before, raised)?.kinds).toEqual(['new-brochure', 'schedule', 'minimum']);
    const negotiable = brochureRecord('7002', `${oneRate('1.00')} Fees are negotiable.`, { minimums: MINIMUM });
    expect(brochureChange(before, negotiable)).toEqual({
      kinds: ['new-brochure', 'schedule'],
      flags: ['The brochure says fees are negotiable.'],
    });
  });
});

describe('the pull request’s summary', () => {
  const firm = (crd: string, name: string, change?: FirmResult['change']): FirmResult => ({
    crd,
    name,
    outcome: 'new',
    brochure: brochureRecord(crd, TIERED).brochure,
    ...(change ? { change } : {}),
  });
  const report: BrochureReport = {
    zips: [],
    firms: [
      firm('8001', 'Ash Counsel', { kinds: ['new-brochure'], flags: [] }),
      firm('8002', 'Birch Partners', {
        kinds: ['new-brochure', 'schedule', 'minimum'],
        flags: ['The brochure says fees are negotiable.'],
      }),
    ],
    problems: [],
    bytesRead: 1000,
    zipBytes: 10_000,
    milliseconds: 10,
    dryRun: false,
  };

  it('lists the firms whose fee schedule or minimum changed under their own heading, with the flags', () => {
    const markdown = brochureMarkdown(report);
    expect(markdown).toContain('### New or changed brochures (2)');
    expect(markdown).toContain(
      '### Fee schedule or minimum changed (1)\n\n' +
        '- [Birch Partners](https://adviserinfo.sec.gov/firm/brochure/8002) (CRD 8002): fee schedule and minimum changed; ' +
        'flags: The brochure says fees are negotiable.',
    );
  });
});
