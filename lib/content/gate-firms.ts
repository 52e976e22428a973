import { FIRM_SOURCED_FIELDS, type FactSource, type FirmSourcedField } from './schemas';
import { monthsBefore } from './months-before';
import type { IssueCollector } from './report';
import type { FirmEntry } from './types';

/** What the gate reads of a firm: its slug, status and sourced facts. */
export type GateFirm = Pick<FirmEntry, 'slug' | 'status' | FirmSourcedField>;

/** How long a firm fact's check stays good before a production build asks for it again. */
const FIRM_FACT_MAX_AGE_MONTHS = 6;

/** A site's front page (no path) cannot show a firm's figure; the page that does is needed. */
function isHomePage(url: string): boolean {
  const { pathname, search } = new URL(url);
  return (pathname === '/' || pathname === '') && search === '';
}

function sourceProblems(source: FactSource): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (!source.url) {
    problems.push({
      field: 'source.url',
      message: 'is missing: record the address of the page that shows this fact for this firm',
    });
  } else if (isHomePage(source.url)) {
    problems.push({
      field: 'source.url',
      message: `is a home page (${source.url}): record the firm's own page on that site, e.g. its IAPD summary or brochure`,
    });
  }
  if (!source.date) {
    problems.push({ field: 'source.date', message: 'is missing: record the date printed on the source' });
  }
  return problems;
}

/** What a firm lacks before a production build accepts it: one entry per field, with what to do. */
export interface FirmProblem {
  /** The field, as a path in the firm's front matter, e.g. "minimum.verified". */
  field: string;
  /** `unchecked`: nobody checked it yet; `stale`: the check is too old; `source`: the source is incomplete; `record`: the firm's public-record identity. */
  kind: 'unchecked' | 'stale' | 'source' | 'record';
  message: string;
}

/**
 * Everything a production build would refuse about one firm: confirmed in the public records with
 * its CRD number, and every fact checked by a named person in the last six months against a
 * firm-specific, dated source. The gate below and `npm run facts` (facts-report.ts) both read this.
 */
export function firmProblems(firm: GateFirm, today: Date): FirmProblem[] {
  const oldest = monthsBefore(today, FIRM_FACT_MAX_AGE_MONTHS);
  const problems: FirmProblem[] = [];
  if (firm.status === 'unconfirmed') {
    problems.push({
      field: 'status',
      kind: 'record',
      message:
        'is "unconfirmed": find the firm on adviserinfo.sec.gov or brokercheck.finra.org and set status: "listed" with its CRD number, or replace the firm',
    });
  }
  for (const field of FIRM_SOURCED_FIELDS) {
    const fact = firm[field];
    if (!fact.verified) {
      problems.push({
        field: `${field}.verified`,
        kind: 'unchecked',
        message:
          'is false: check this fact against its source, then set verified: true with checked (the day) and checkedBy (your name)',
      });
    } else if (fact.checked && fact.checked < oldest) {
      problems.push({
        field: `${field}.checked`,
        kind: 'stale',
        message: `${fact.checked} is more than ${FIRM_FACT_MAX_AGE_MONTHS} months ago: check the fact again and record the new day`,
      });
    }
    for (const problem of sourceProblems(fact.source)) {
      problems.push({ field: `${field}.${problem.field}`, kind: 'source', message: problem.message });
    }
  }
  if (firm.registration.value.crd === null) {
    problems.push({
      field: 'registration.value.crd',
      kind: 'record',
      message: 'is not recorded: look the firm up on adviserinfo.sec.gov and record its CRD number',
    });
  }
  return problems;
}

/**
 * The production gate for firms (SITE_ENV=production): each of `firmProblems` is one line,
 * `content/firms/x.md → slug → field: what to do`, so the owner gets the whole to-do list at once.
 */
export function checkFirmsForProduction(firms: readonly GateFirm[], today: Date, issues: IssueCollector): void {
  for (const firm of firms) {
    for (const problem of firmProblems(firm, today)) {
      issues.add(`content/firms/${firm.slug}.md`, firm.slug, problem.field, problem.message);
    }
  }
}
