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

/**
 * The production gate for firms (SITE_ENV=production): every firm is confirmed in the public
 * records and has its CRD number, and every fact the site shows was checked by a named person in
 * the last six months against a firm-specific, dated source. Each gap is one line,
 * `content/firms/x.md → slug → field: what to do`, so the owner gets the whole to-do list at once.
 */
export function checkFirmsForProduction(firms: readonly GateFirm[], today: Date, issues: IssueCollector): void {
  const oldest = monthsBefore(today, FIRM_FACT_MAX_AGE_MONTHS);
  for (const firm of firms) {
    const file = `content/firms/${firm.slug}.md`;
    if (firm.status === 'unconfirmed') {
      issues.add(
        file,
        firm.slug,
        'status',
        'is "unconfirmed": find the firm on adviserinfo.sec.gov or brokercheck.finra.org and set status: "listed" with its CRD number, or replace the firm',
      );
    }
    for (const field of FIRM_SOURCED_FIELDS) {
      const fact = firm[field];
      if (!fact.verified) {
        issues.add(
          file,
          firm.slug,
          `${field}.verified`,
          'is false: check this fact against its source, then set verified: true with checked (the day) and checkedBy (your name)',
        );
      } else if (fact.checked && fact.checked < oldest) {
        issues.add(
          file,
          firm.slug,
          `${field}.checked`,
          `${fact.checked} is more than ${FIRM_FACT_MAX_AGE_MONTHS} months ago: check the fact again and record the new day`,
        );
      }
      for (const problem of sourceProblems(fact.source)) {
        issues.add(file, firm.slug, `${field}.${problem.field}`, problem.message);
      }
    }
    if (firm.registration.value.crd === null) {
      issues.add(
        file,
        firm.slug,
        'registration.value.crd',
        'is not recorded: look the firm up on adviserinfo.sec.gov and record its CRD number',
      );
    }
  }
}
