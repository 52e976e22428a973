import type { Firm } from './content';
import { fiduciaryLabel, ownershipLabel } from './firm-labels';
import {
  feeStructureLabel,
  formatMinimum,
  formatShortDate,
  NOT_YET_CHECKED,
  provenanceText,
  ratingSummary,
} from './format';
import type { MatchableFirm } from './match';
import { brokerCheckFirmUrl, formCrsUrl, hasBrokerCheck, iapdFirmUrl, registrationLabel } from './regulatory';
import { firmPath } from './paths';
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
  teamSize: SummaryFact;
  rating: SummaryFact & { stars: number };
  registration: SummaryFact;
  fiduciary: string;
  ownership: SummaryFact;
  disclosures: SummaryFact;
  /** IAPD, BrokerCheck and Form CRS links; empty while the CRD number is not recorded. */
  verifyLinks: { label: string; href: string }[];
}

function fact(text: string, source: Pick<Firm['aum'], 'source' | 'checked' | 'checkedBy' | 'verified'>): SummaryFact {
  return { text, provenance: provenanceText(source), verified: source.verified };
}

/** "None found as of …" only after a named person searched the records; otherwise the recorded events or "Not yet checked". */
function disclosuresText(firm: Firm): string {
  const { disclosures } = firm;
  const events = disclosures.value;
  if (events.length === 0) {
    return disclosures.verified && disclosures.checked
      ? `None found as of ${formatShortDate(disclosures.checked)}`
      : NOT_YET_CHECKED;
  }
  return events
    .map((event) => (event.date ? `${event.summary} (${formatShortDate(event.date)})` : event.summary))
    .join('; ');
}

export function firmSummary(firm: Firm): FirmSummary {
  const registration = firm.registration.value;
  const verifyLinks =
    registration.crd === null
      ? []
      : [
          { label: 'SEC adviser record (IAPD)', href: iapdFirmUrl(registration.crd) },
          ...(hasBrokerCheck(registration)
            ? [{ label: 'FINRA BrokerCheck', href: brokerCheckFirmUrl(registration.crd) }]
            : []),
          { label: 'Form CRS', href: registration.brochureUrl ?? formCrsUrl(registration.crd) },
        ];
  return {
    ...matchSummary(firm),
    fee: fact(feeStructureLabel(firm.compensation.value), firm.compensation),
    minimumText: fact(
      firm.minimum.note
        ? `${formatMinimum(firm.minimum.value)}. ${firm.minimum.note}`
        : formatMinimum(firm.minimum.value),
      firm.minimum,
    ),
    aum: fact(firm.aum.value, firm.aum),
    teamSize: fact(firm.teamSize.value, firm.teamSize),
    rating: {
      ...fact(ratingSummary(firm.rating.value.stars, firm.rating.value.reviews), firm.rating),
      stars: firm.rating.value.stars,
    },
    registration: fact(
      registration.crd === null
        ? `${registrationLabel(registration)}; CRD number not yet recorded`
        : `${registrationLabel(registration)}; CRD ${registration.crd}`,
      firm.registration,
    ),
    fiduciary: fiduciaryLabel(firm),
    ownership: fact(ownershipLabel(firm.ownership.value), firm.ownership),
    disclosures: fact(disclosuresText(firm), firm.disclosures),
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
    compensation: firm.compensation.value,
    minimum: firm.minimum.value,
  };
}
