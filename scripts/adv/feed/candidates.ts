import { sentenceCase } from '@/lib/format';
import type { AdvFirmRecord } from './feed-record';
import type { FoundRecord } from './feed-scan';
import { nameCloseness } from './firm-names';
import { preferredRecord } from './registration';

/**
 * Finding a listed firm that has no CRD yet among the feeds' 45,000 entries: every entry whose name
 * resembles it, wherever its main office is (a firm's namesake may be based in California), the
 * region's first. The import only proposes; the owner confirms one by CRD.
 */

/** The states of Greater Cincinnati: Ohio, Kentucky and Indiana. */
const REGION_STATES: ReadonlySet<string> = new Set(['OH', 'KY', 'IN']);

export function inRegionStates(state: string | null): boolean {
  return state !== null && REGION_STATES.has(state.toUpperCase());
}

export interface CandidateSummary {
  crd: string;
  name: string;
  city: string;
  state: string | null;
  /** 5.F(2)(c) in USD, null when the firm reports none. */
  aum: number | null;
  filingDate: string;
  /** The registration as the site says it, e.g. "Approved (SEC)", "Active (exempt reporting adviser, SEC)". */
  status: string;
  /** The data file the entry is in. */
  file: string;
}

function candidateSummary(found: FoundRecord): CandidateSummary {
  const { record } = found;
  const { registration } = record;
  const regulator =
    registration.kind === 'exempt' ? `exempt reporting adviser, ${registration.regulator}` : registration.regulator;
  return {
    crd: record.crd,
    name: record.businessName,
    // A main office the filing does not publish is said so, never guessed.
    city: record.mainOffice?.city ?? 'main office not published',
    state: record.mainOffice === null ? '—' : record.mainOffice.state,
    aum: record.assets?.total ?? null,
    filingDate: record.filingDate,
    status: `${sentenceCase(registration.status)} (${regulator})`,
    file: found.dataFile.name,
  };
}

/** How many entries the summary shows for one firm; the rest are counted. */
export const SHOWN_CANDIDATES = 10;

/**
 * The entries that resemble a firm without a CRD, one per CRD (its preferred record: the newest
 * filing), ordered by closeness of name, then the region's states first, then assets (largest first).
 */
export function rankCandidates(listedName: string, entries: readonly FoundRecord[]): CandidateSummary[] {
  const byCrd = new Map<string, FoundRecord>();
  for (const entry of entries) {
    const previous = byCrd.get(entry.record.crd);
    byCrd.set(entry.record.crd, previous ? preferredRecord(previous, entry) : entry);
  }
  const closeness = (record: AdvFirmRecord) =>
    Math.max(nameCloseness(listedName, record.businessName), nameCloseness(listedName, record.legalName));
  return [...byCrd.values()]
    .map((entry) => ({
      entry,
      close: closeness(entry.record),
      region: inRegionStates(entry.record.mainOffice?.state ?? null),
    }))
    .sort(
      (a, b) =>
        b.close - a.close ||
        Number(b.region) - Number(a.region) ||
        (b.entry.record.assets?.total ?? -1) - (a.entry.record.assets?.total ?? -1) ||
        a.entry.record.crd.localeCompare(b.entry.record.crd),
    )
    .map(({ entry }) => candidateSummary(entry));
}
