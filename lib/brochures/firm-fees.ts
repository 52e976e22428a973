import type { Brochure, BrochureFile } from '@/lib/content/brochure-schema';
import { parseFeeSchedule } from './fee-schedule';
import type { FeeSchedule } from './fee-schedule-types';
import { parseMinimum, type MinimumReading } from './minimum';

/**
 * What a firm's own brochure says it costs and whom it takes, read from its record at build time (so a better
 * parser reads every stored brochure again without fetching one): the record, Item 5's schedule and Item 7's
 * minimum as the parsers read them, and the brochure's page on IAPD to link (never fetched: robots.txt).
 */
export interface FirmFees {
  crd: string;
  /** Null: no brochure of the firm in the SEC's archive of the last 12 months. */
  brochure: Brochure | null;
  /** Null when there is no brochure or no Item 5 was found in it. */
  schedule: FeeSchedule | null;
  /** Null when there is no brochure; `quote-only` / `none` as the minimum parser reads its sentences. */
  minimum: MinimumReading | null;
  /** The firm's brochures on IAPD, the stable page to link. */
  brochureUrl: string;
}

const read = new Map<string, FirmFees>();

/** The firm's fees as its brochure states them; parsed once per brochure in a build (the parse is 1–50 ms). */
export function readFirmFees(file: BrochureFile): FirmFees {
  const key = `${file.crd}:${file.brochure?.id ?? 'none'}`;
  const known = read.get(key);
  if (known) return known;
  const { brochure } = file;
  const fees: FirmFees = {
    crd: file.crd,
    brochure,
    schedule: brochure?.item5 ? parseFeeSchedule(brochure.item5.pages.map(({ page, text }) => ({ page, text }))) : null,
    minimum: brochure ? parseMinimum(brochure.minimums.map(({ page, text }) => ({ page, text }))) : null,
    brochureUrl: `https://adviserinfo.sec.gov/firm/brochure/${file.crd}`,
  };
  read.set(key, fees);
  return fees;
}
