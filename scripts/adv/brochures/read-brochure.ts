import { createHash } from 'node:crypto';
import { brochureSchema, type Brochure } from '@/lib/content/brochure-schema';
import { brochureKind, type ArchivedRow } from './choose';
import { findSection, minimumSentences, pageLines, sectionPages } from './items';
import { pdfPages } from './pdf-text';

/** What the repository keeps of one brochure PDF: where it came from, its fingerprint, Item 5's words and the minimum. */
export async function readBrochure(row: ArchivedRow, bytes: Uint8Array): Promise<Brochure> {
  const pages = await pdfPages(bytes);
  const lines = pageLines(pages);
  const item5 = findSection(lines, 5);
  const item7 = findSection(lines, 7);
  const fromItem7 = item7 === null ? [] : minimumSentences(item7).map((found) => ({ item: 7 as const, ...found }));
  const fromItem5 = item5 === null ? [] : minimumSentences(item5).map((found) => ({ item: 5 as const, ...found }));
  const kind = brochureKind(row.name);
  if (kind === 'supplement') throw new Error(`${row.file} is a Part 2B supplement, which holds no Item 5 or 7`);
  // The schema's own check: a record that would not pass the content check is a problem of this PDF, not a write.
  return brochureSchema.parse({
    id: row.id,
    name: row.name,
    kind,
    filed: row.filed,
    archive: row.zip,
    file: row.file,
    pdf: {
      sha256: createHash('sha256').update(bytes).digest('hex'),
      bytes: bytes.length,
      pages: Math.max(pages.length, 1),
    },
    item5: item5 === null ? null : sectionPages(item5),
    item7: item7 === null ? null : { page: item7.page },
    minimums: fromItem7.length > 0 ? fromItem7 : fromItem5,
  });
}
