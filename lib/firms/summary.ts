import type { Firm } from '../content';
import { fiduciaryLabel, ownershipLabel } from './labels';
import type { Registration, Sourced } from '../content/schemas';
import {
  compensationText,
  feeStructureLabel,
  formatAum,
  formatEmployees,
  formatMinimum,
  formatShortDate,
  NOT_YET_CHECKED,
  provenanceText,
  ratingSummary,
} from '../format';
import { factText, isUnchecked, NOT_YET_RECORDED, recordedValue } from './sourced';
import type { MatchableFirm } from '../match';
import { brokerCheckFirmUrl, formCrsUrl, hasBrokerCheck, iapdFirmUrl, registrationLabel } from './regulatory';
import { firmPath } from '../site/paths';
import { rankLabel } from './ranking';

/**
 * A firm as the compare and match islands receive it: plain JSON (no functions, no dates), built on
 * the server from the validated content, so the islands never import lib/content. Each fact keeps
 * its provenance line and verified flag, because the trust rules apply in the tools too.
 */
export interface SummaryFact {
  text: string;
  /** "Form ADV Part 2A brochure (dated 28 Mar 2025) · Not yet checked". */
  provenance: string;
  verified: boolean;
}

export interface FirmSummary extends MatchableFirm {
  href: string;
  fee: SummaryFact;
  minimumText: SummaryFact;
  aum: SummaryFact;
  employees: SummaryFact;
  /** `stars` is null while no rating is recorded. */
  rating: SummaryFact & { stars: number | null };
  registration: SummaryFact;
  fiduciary: string;
  ownership: SummaryFact;
  disclosures: SummaryFact;
  /** IAPD, BrokerCheck and Form CRS links; empty while the CRD number is not recorded. */
  verifyLinks: { label: string; href: string }[];
}

function summaryFact<T>(fact: Sourced<T>, format: (value: T) => string): SummaryFact {
  return { text: factText(fact, format), provenance: provenanceText(fact), verified: !isUnchecked(fact) };
}

/**
 * Item 11 answers or recorded events; "None reported in its Form ADV filed …" from the regulator's
 * record, "None found as of …" only after a named person searched; otherwise "Not yet recorded".
 */
export function disclosuresText(disclosures: Firm['disclosures']): string {
  if (disclosures.origin === 'none') return factText(disclosures, () => '');
  const events = disclosures.value;
  if (events.length === 0) {
    if (disclosures.origin === 'form-adv')
      return `None reported in its Form ADV filed ${formatShortDate(disclosures.source.date)}`;
    return disclosures.verified && disclosures.checked
      ? `None found as of ${formatShortDate(disclosures.checked)}`
      : NOT_YET_CHECKED;
  }
  return events
    .map((event) => (event.date ? `${event.summary} (${formatShortDate(event.date)})` : event.summary))
    .join('; ');
}

function registrationText(registration: Registration): string {
  return registration.crd === null
    ? `${registrationLabel(registration)}; CRD number not yet recorded`
    : `${registrationLabel(registration)}; CRD ${registration.crd}`;
}

export function firmSummary(firm: Firm): FirmSummary {
  const registration = recordedValue(firm.registration);
  const crd = registration?.crd ?? null;
  const verifyLinks =
    registration === undefined || crd === null
      ? []
      : [
          { label: 'SEC adviser record (IAPD)', href: iapdFirmUrl(crd) },
          ...(hasBrokerCheck(registration) ? [{ label: 'FINRA BrokerCheck', href: brokerCheckFirmUrl(crd) }] : []),
          { label: 'Form CRS', href: registration.brochureUrl ?? formCrsUrl(crd) },
        ];
  const rating = recordedValue(firm.rating);
  return {
    ...matchSummary(firm),
    fee: summaryFact(firm.compensation, compensationText),
    minimumText: summaryFact(firm.minimum, (minimum) =>
      firm.minimum.note ? `${formatMinimum(minimum)}. ${firm.minimum.note}` : formatMinimum(minimum),
    ),
    aum: summaryFact(firm.aum, formatAum),
    employees: summaryFact(firm.employees, formatEmployees),
    rating: {
      ...summaryFact(firm.rating, (value) => ratingSummary(value.stars, value.reviews)),
      stars: rating?.stars ?? null,
    },
    registration: summaryFact(firm.registration, registrationText),
    fiduciary: fiduciaryLabel(firm),
    ownership: summaryFact(firm.ownership, ownershipLabel),
    disclosures: {
      text: disclosuresText(firm.disclosures),
      provenance: provenanceText(firm.disclosures),
      verified: !isUnchecked(firm.disclosures),
    },
    verifyLinks,
  };
}

/** The lighter summary the match island needs: the facts it scores, plus the profile link. */
export function matchSummary(firm: Firm): MatchableFirm & { href: string } {
  return {
    slug: firm.slug,
    name: firm.name,
    rank: firm.rank,
    rankText: rankLabel(firm),
    score: firm.score,
    href: firmPath(firm.slug),
    specialties: firm.specialties,
    services: firm.services,
    offices: firm.offices,
    compensation: recordedValue(firm.compensation) ?? null,
    minimum: recordedValue(firm.minimum) ?? null,
  };
}

/**
 * A profile's meta description: only recorded facts and the published rank, if any. No rating (a
 * search snippet could not show its source and check beside it) and no rank while nothing is ranked.
 */
export function firmMetaDescription(firm: Firm): string {
  const fees = factText(firm.compensation, feeStructureLabel).replace(
    NOT_YET_RECORDED,
    'fee structure not yet recorded',
  );
  const rank = rankLabel(firm);
  const standing = rank === undefined ? 'Listed, not yet ranked' : `Ranked ${rank}`;
  const full = `${firm.name}, Cincinnati: ${fees}, ${fiduciaryLabel(firm).toLowerCase()}. ${standing}; public records to verify it.`;
  // Search results cut descriptions near 160 characters: a long name drops the closing words first.
  return full.length <= 160
    ? full
    : `${firm.name}, Cincinnati: ${fees}, ${fiduciaryLabel(firm).toLowerCase()}. ${standing}.`;
}
