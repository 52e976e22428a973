import { FIRM_SOURCED_FIELDS, type FirmSourcedField } from './schemas';
import { unrecordedFigures } from './about-figures';
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

/** What a firm lacks before a production build accepts it: one entry per field, with what to do. */
export interface FirmProblem {
  /** The field, as a path in the firm's front matter, e.g. "minimum.verified". */
  field: string;
  /**
   * `unchecked`: nobody checked it yet; `stale`: the check is too old; `expired`: the Form ADV data
   * file is too old; `source`: the source is incomplete; `record`: the firm's public-record
   * identity; `missing`: no value is recorded (the site says "Not yet recorded"; not refused).
   */
  kind: 'unchecked' | 'stale' | 'expired' | 'source' | 'record' | 'missing';
  message: string;
}

/** How old the SEC data file behind an imported fact may be at build time. */
export const FORM_ADV_MAX_AGE_DAYS = 90;

function daysBetween(earlier: string, today: Date): number {
  return Math.floor((today.getTime() - Date.parse(`${earlier}T00:00:00Z`)) / 86_400_000);
}

function factProblems(
  fact: GateFirm[FirmSourcedField],
  oldestCheck: string,
  today: Date,
): Omit<FirmProblem, 'field'>[] {
  switch (fact.origin) {
    case 'none':
      return [
        {
          kind: 'missing',
          message:
            fact.reason === 'not-published'
              ? 'is recorded as not published by the firm: look again when its brochure changes'
              : 'is not yet recorded: record the value with the page and date you read it on (the site shows "Not yet recorded" until then)',
        },
      ];
    case 'form-adv': {
      const age = daysBetween(fact.dataFile.date, today);
      if (age <= FORM_ADV_MAX_AGE_DAYS) return [];
      return [
        {
          kind: 'expired',
          message: `comes from the SEC data file ${fact.dataFile.name} of ${fact.dataFile.date}, ${age} days old (at most ${FORM_ADV_MAX_AGE_DAYS}): run the Form ADV refresh (npm run adv:import) with the current feeds`,
        },
      ];
    }
    case 'person': {
      const problems: Omit<FirmProblem, 'field'>[] = [];
      if (!fact.verified) {
        problems.push({
          kind: 'unchecked',
          message:
            'is false: check this fact against its source, then set verified: true with checked (the day) and checkedBy (your name)',
        });
      } else if (fact.checked && fact.checked < oldestCheck) {
        problems.push({
          kind: 'stale',
          message: `${fact.checked} is more than ${FIRM_FACT_MAX_AGE_MONTHS} months ago: check the fact again and record the new day`,
        });
      }
      if (isHomePage(fact.source.url)) {
        problems.push({
          kind: 'source',
          message: `is a home page (${fact.source.url}): record the firm's own page on that site, e.g. its IAPD summary or brochure`,
        });
      }
      return problems;
    }
  }
}

const FIELD_SUFFIX: Partial<Record<FirmProblem['kind'], string>> = {
  unchecked: '.verified',
  stale: '.checked',
  expired: '.dataFile.date',
  source: '.source.url',
};

/**
 * Everything that stands between one firm and a production build, plus what is not yet recorded:
 * confirmed in the public records with its CRD number; every value a person recorded checked by a
 * named person in the last six months against a firm-specific, dated source; every Form ADV value
 * from a data file at most 90 days old. The gate below refuses all but `missing`; `npm run facts`
 * (facts-report.ts) lists them all.
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
    for (const problem of factProblems(firm[field], oldest, today))
      problems.push({ field: `${field}${FIELD_SUFFIX[problem.kind] ?? ''}`, ...problem });
  }
  const registration = firm.registration.origin === 'none' ? undefined : firm.registration.value;
  if (registration?.crd === null || registration === undefined) {
    problems.push({
      field: 'registration.value.crd',
      kind: 'record',
      message:
        "is not recorded: run the Form ADV import (npm run adv:import) and accept the firm's CRD, or look the firm up on adviserinfo.sec.gov and record it",
    });
  }
  return problems;
}

/**
 * The production gate for firms (SITE_ENV=production): each of `firmProblems` but `missing` is one
 * line, `content/firms/x.md → slug → field: what to do`, so the owner gets the whole to-do list at
 * once; so is a figure in the About text that is not one of the firm's recorded facts.
 */
export function checkFirmsForProduction(
  firms: readonly (GateFirm & { aboutHtml: string })[],
  today: Date,
  issues: IssueCollector,
): void {
  for (const firm of firms) {
    for (const problem of firmProblems(firm, today)) {
      if (problem.kind !== 'missing')
        issues.add(`content/firms/${firm.slug}.md`, firm.slug, problem.field, problem.message);
    }
    for (const figure of unrecordedFigures(firm))
      issues.add(
        `content/firms/${firm.slug}.md`,
        firm.slug,
        'About text',
        `names "${figure}", which is not one of the firm's recorded facts: remove it, or record the fact with its source`,
      );
  }
}
