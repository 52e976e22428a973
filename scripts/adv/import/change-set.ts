import type { NotPublished, RosterChanges } from '@/lib/content/roster-schema';
import type { CandidateSummary } from '../feed/candidates';
import type { ScannedFeed } from '../feed/feed-scan';

/**
 * What one run of the Form ADV import found, as plain data: the import (scripts/adv/import/run-import.ts) builds it, and
 * scripts/adv/summary/summary.ts turns it into the terminal lines and the pull request's description. Display strings
 * only: the importer formats values the way the site shows them, so the summary never formats a fact itself.
 */

/** One fact whose value the import reads differently from what content/ holds. `null` = not recorded. */
export interface FactChange {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

/** A listed firm with a CRD that a feed holds; `changes` is empty when no value differs ("no change"). */
export interface FirmChangeSet {
  slug: string;
  name: string;
  crd: string;
  filingDate: string;
  changes: FactChange[];
  /** True when its file is rewritten (a value changed, or the same values now cite a newer filing or data file). */
  rewritten: boolean;
}

/**
 * What the import does not decide: a listed firm that is exempt, withdrawn, not approved, gone from
 * the feeds or moved away, disclosures that differ from what a person recorded, an accepted entry
 * whose name does not resemble the firm's, a filing that contradicts itself. `file` is the data file.
 */
export interface NeedsPerson {
  /** The listed firm's slug; null for a firm of the region's roster only. */
  slug: string | null;
  name: string;
  crd: string | null;
  file: string | null;
  issue: string;
}

export type CrdCandidate = CandidateSummary;

export interface DataFileReport extends ScannedFeed {
  /** The file as the accept command names it: relative to the repository root, or absolute outside it. */
  path: string;
}

export interface ImportReport {
  dataFiles: DataFileReport[];
  needsPerson: NeedsPerson[];
  /** The region's roster (content/adv-roster.json): its size and what this import changed in it. */
  /** `notPublished`: the advisers of OH, KY and IN it cannot place (no main office published), when counted. */
  roster: { firms: number; changes: RosterChanges; rewritten: boolean; notPublished?: NotPublished | undefined };
  /** Firms with a CRD, found in a feed (changes may be empty: "no change"). */
  firms: FirmChangeSet[];
  /** Firms without CRD: feed entries that resemble them, awaiting `--accept slug=CRD`. */
  candidates: { slug: string; name: string; candidates: CrdCandidate[] }[];
  /** Firms without a CRD that no entry of any given feed resembles. */
  notFound: { slug: string; name: string }[];
  dryRun: boolean;
}
