import type { BrochureRow } from './mapping-csv';

/**
 * Which brochure stands for a firm (docs/decisions.md). The mapping CSV's brochure name tells the kinds apart:
 * - a Part 2B brochure supplement (about the people, no fees): "2B" or "supplement" in its name and no "2A" (a
 *   combined "Part 2A and 2B" is a 2A); never chosen;
 * - an appendix (a wrap fee program brochure, Part 2A Appendix 1, an "Item 18" or other addendum): "appendix",
 *   "wrap fee", "item 18", "addendum" or "exhibit"; chosen only when the firm filed no Part 2A in the months read;
 * - anything else is the Part 2A brochure.
 * Among those of the preferred kind the newest filing date wins; on the same day, the higher brochure version id
 * (the SEC numbers them as they come), then the newer monthly zip.
 */
export type BrochureKind = 'part-2a' | 'appendix' | 'supplement';

export function brochureKind(name: string): BrochureKind {
  const mentions2A = /\b2\s*-?\s*a\b/i.test(name);
  if (!mentions2A && /\b(part\s*)?2\s*-?\s*b\b|supplement/i.test(name)) return 'supplement';
  if (/appendix|wrap[\s-]*fee|item\s*18|addendum|exhibit/i.test(name)) return 'appendix';
  return 'part-2a';
}

/** A row of a monthly zip's mapping CSV, with the zip it came from. */
export interface ArchivedRow extends BrochureRow {
  zip: string;
  /** The zip's place in the newest-first list of zips read: lower is newer. */
  zipRank: number;
}

const newer = (a: ArchivedRow, b: ArchivedRow) =>
  b.filed.localeCompare(a.filed) || Number(b.id) - Number(a.id) || a.zipRank - b.zipRank;

/** Per wanted CRD, the brochure to read (a CRD with none of a usable kind is absent). */
export function chooseBrochures(rows: readonly ArchivedRow[], wanted: ReadonlySet<string>): Map<string, ArchivedRow> {
  const byCrd = new Map<string, ArchivedRow[]>();
  for (const row of rows) {
    if (!wanted.has(row.crd)) continue;
    byCrd.set(row.crd, [...(byCrd.get(row.crd) ?? []), row]);
  }
  const chosen = new Map<string, ArchivedRow>();
  for (const [crd, candidates] of byCrd) {
    for (const kind of ['part-2a', 'appendix'] as const) {
      const [best] = candidates.filter((row) => brochureKind(row.name) === kind).sort(newer);
      if (best !== undefined) {
        chosen.set(crd, best);
        break;
      }
    }
  }
  return chosen;
}
