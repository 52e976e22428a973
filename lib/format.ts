import type { Aum, Compensation, Employees, Minimum } from '@/lib/content/firm-fact-schemas';
import type { FactSource, Sourced } from '@/lib/content/sourced-schema';

/** `tel:` URL for a US number written like (513) 555-0100. */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '')}`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** "APPROVED" → "Approved": the regulator's data shouts; the site prints the same word in sentence case. */
export function sentenceCase(word: string): string {
  const lower = word.trim().toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** Whole stars shown for a rating: the rating rounded down (4.8 → 4). */
export function fullStars(rating: number): number {
  return Math.floor(rating);
}

/** "4.8/5.0 from 212 reviews" */
export function ratingSummary(rating: number, reviews: number): string {
  return `${rating.toFixed(1)}/5.0 from ${reviews} reviews`;
}

const MODEL_LABEL = { 'fee-only': 'Fee-only', 'fee-based': 'Fee-based' } as const;
const BASIS_LABEL = { 'AUM-based': 'AUM-based', Hybrid: 'Hybrid', 'Flat-fee': 'Flat fee' } as const;

/**
 * The fee structure exactly as every page shows it, e.g. "Fee-only · AUM-based"; "AUM-based (fee-only
 * or fee-based not determined)" when the source does not say which.
 */
export function feeStructureLabel(compensation: Compensation): string {
  if (compensation.model === null) return `${BASIS_LABEL[compensation.basis]} (fee-only or fee-based not determined)`;
  return `${MODEL_LABEL[compensation.model]} · ${BASIS_LABEL[compensation.basis]}`;
}

const AFFILIATION_WORDS = { 'broker-dealer': 'a broker-dealer', insurance: 'an insurance business' } as const;

/**
 * The fee structure with what Form ADV says the firm or a related person also is (6.A/7.A), e.g.
 * "Fee-based · Hybrid; affiliated with a broker-dealer": the profile and compare view name it.
 */
export function compensationText(compensation: Compensation): string {
  const { affiliations } = compensation;
  if (affiliations.length === 0) return feeStructureLabel(compensation);
  return `${feeStructureLabel(compensation)}; affiliated with ${affiliations.map((kind) => AFFILIATION_WORDS[kind]).join(' and ')}`;
}

const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
/** "2026-09-14" → "September 14, 2026" (UTC, so the day never shifts). */
export function formatDate(isoDay: string): string {
  return longDate.format(new Date(`${isoDay}T00:00:00Z`));
}

const monthYear = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', timeZone: 'UTC' });
export function formatMonthYear(isoDay: string): string {
  return monthYear.format(new Date(`${isoDay}T00:00:00Z`));
}

/** A firm's minimum as shown everywhere: "$250,000", "$5,000 minimum annual fee", "No minimum". */
export function formatMinimum(minimum: Minimum): string {
  switch (minimum.kind) {
    case 'assets':
      return formatUsd(minimum.amount);
    case 'annual-fee':
      return minimum.amount === null
        ? 'Minimum annual fee (amount not published)'
        : `${formatUsd(minimum.amount)} minimum annual fee`;
    case 'none':
      return 'No minimum';
    case 'not-published':
      return 'No minimum published';
  }
}

/** The short name of a fact's source: the document's name, else the web site's host name. */
export function sourceLabel(source: FactSource): string {
  return source.document ?? new URL(source.url).hostname.replace(/^www\./, '');
}

const shortDate = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
/** "2027-01-12" → "12 Jan 2027" (UTC, so the day never shifts). */
export function formatShortDate(isoDay: string): string {
  return shortDate.format(new Date(`${isoDay}T00:00:00Z`));
}

/** What the site may say about a check. */
export const NOT_YET_CHECKED = 'Not yet checked';

/**
 * "checked 12 Jan 2027 by Jane Doe" for a fact a named person checked, otherwise "Not yet checked":
 * no date is ever shown for a check that did not happen.
 */
export function checkText(fact: {
  verified: boolean;
  checked?: string | undefined;
  checkedBy?: string | undefined;
}): string {
  if (!fact.verified || !fact.checked || !fact.checkedBy) return NOT_YET_CHECKED;
  return `checked ${formatShortDate(fact.checked)} by ${fact.checkedBy}`;
}

/** The source's name with the date printed on it, e.g. "Form ADV Part 2A brochure (dated 28 Mar 2025)". */
export function sourceWithDate(source: FactSource): string {
  return `${sourceLabel(source)} (dated ${formatShortDate(source.date)})`;
}

/** "From its Form ADV filed 12 Mar 2026": an imported fact is the regulator's record, not a person's check. */
export function formAdvText(filingDate: string): string {
  return `From its Form ADV filed ${formatShortDate(filingDate)}`;
}

/**
 * The provenance line next to every firm fact: "Form ADV Part 2A brochure (dated 28 Mar 2025) · Not
 * yet checked", "From its Form ADV filed 12 Mar 2026", or, for a value nobody recorded, nothing
 * (the value's place already says "Not yet recorded") unless the firm was found not to publish it.
 */
export function provenanceText(fact: Sourced<unknown>): string {
  switch (fact.origin) {
    case 'person':
      return `${sourceWithDate(fact.source)} · ${checkText(fact)}`;
    case 'form-adv':
      return formAdvText(fact.source.date);
    case 'none':
      return fact.source ? `Looked for on ${sourceWithDate(fact.source)}` : '';
  }
}

const compactUsd = (amount: number, unit: number, word: string) =>
  `$${(Math.round((amount / unit) * 10) / 10).toLocaleString('en-US')} ${word}`;

/** "$81.1 billion", "$600 million", "$950,000": an amount of assets as the site writes it. */
export function formatAssets(amount: number): string {
  if (amount >= 1e9) return compactUsd(amount, 1e9, 'billion');
  if (amount >= 1e6) return compactUsd(amount, 1e6, 'million');
  return formatUsd(amount);
}

/** "$81.1 billion ($80.2 billion discretionary)". */
export function formatAum(aum: Aum): string {
  return aum.discretionary === null
    ? formatAssets(aum.total)
    : `${formatAssets(aum.total)} (${formatAssets(aum.discretionary)} discretionary)`;
}

/** "1,234 employees, 567 in advisory roles". */
export function formatEmployees(employees: Employees): string {
  const total = `${employees.total.toLocaleString('en-US')} ${employees.total === 1 ? 'employee' : 'employees'}`;
  return employees.advisory === null
    ? total
    : `${total}, ${employees.advisory.toLocaleString('en-US')} in advisory roles`;
}
