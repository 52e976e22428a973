/**
 * What one run of the Form ADV import found, as plain data: the import (scripts/adv-import.ts) builds it, and
 * lib/adv/summary.ts turns it into the terminal lines and the pull request's description. Display strings
 * only: the importer formats values the way the site shows them, so the summary never formats a fact itself.
 */

/** One fact whose value the import reads differently from what content/ holds. `null` = not recorded. */
export interface FactChange {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

/** A listed firm with a CRD that a feed holds; `changes` is empty when nothing differs ("no change"). */
export interface FirmChangeSet {
  slug: string;
  name: string;
  crd: string;
  filingDate: string;
  changes: FactChange[];
}

/** A feed entry whose name resembles a listed firm without a CRD, with its main office in OH, KY or IN. */
export interface CrdCandidate {
  crd: string;
  name: string;
  city: string;
  state: string;
  aum: number | null;
}

export interface ImportReport {
  dataFiles: { name: string; date: string; feed: 'sec' | 'state' }[];
  /** Firms with a CRD, found in a feed (changes may be empty: "no change"). */
  firms: FirmChangeSet[];
  /** Firms without CRD: feed entries that resemble them (OH/KY/IN), awaiting `--accept slug=CRD`. */
  candidates: { slug: string; name: string; candidates: CrdCandidate[] }[];
  /** Listed but in no feed. */
  notFound: { slug: string; name: string; crd: string | null }[];
  dryRun: boolean;
}
