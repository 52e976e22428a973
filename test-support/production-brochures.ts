import { wantedFirms } from '@/scripts/adv/brochures/wanted-firms';
import { brochureArchive, writeArchiveFolder, type FixtureBrochure } from './brochure-archive';
import { corpusBrochurePages } from './corpus-brochures';
import { FEE_SCHEDULE_CORPUS } from './fee-schedule-corpus';

/**
 * The brochure archive the production fixture build reads (scripts/checks/production.ts): TEST DATA, NOT SEC DATA.
 * A folder in the SEC's layout (test-support/brochure-archive.ts) holding a Part 2A PDF for every firm of the
 * imported roster and every listed firm with a CRD, except every NO_BROCHURE_EVERY-th firm (so some pages say there
 * is none). Each brochure's Item 5 is a schedule of the fee schedule corpus in turn (tiers, flat, hourly, plans,
 * quote-only, negotiable, "up to"…) in CRD order, and its Item 7 one of MINIMUMS in turn.
 *
 *   npx tsx test-support/production-brochures.ts CONTENT_DIR ARCHIVE_DIR
 */
const NO_BROCHURE_EVERY = 12;
const MINIMUMS = [
  'We require a minimum account size of $250,000, which we may waive at our discretion.',
  'We have no minimum account size.',
  'The minimum account size is $1,000,000.',
  'Clients are welcome whatever their assets.',
];

/** Which corpus schedule each firm's brochure states, firms in CRD order (null: the firm has none). */
function fixtureBrochureFirms(crds: readonly string[]): { crd: string; corpus: number | null }[] {
  let next = 0;
  return crds.map((crd, index) => {
    if ((index + 1) % NO_BROCHURE_EVERY === 0) return { crd, corpus: null };
    const corpus = next % FEE_SCHEDULE_CORPUS.length;
    next += 1;
    return { crd, corpus };
  });
}

async function main(): Promise<void> {
  const [contentDir, archiveDir] = process.argv.slice(2);
  if (contentDir === undefined || archiveDir === undefined) throw new Error('usage: CONTENT_DIR ARCHIVE_DIR');
  const crds = [...wantedFirms(contentDir).keys()].sort((a, b) => Number(a) - Number(b));
  const brochures: FixtureBrochure[] = [];
  for (const [index, { crd, corpus }] of fixtureBrochureFirms(crds).entries()) {
    const entry = corpus === null ? undefined : FEE_SCHEDULE_CORPUS[corpus];
    if (entry === undefined) continue;
    const minimum = MINIMUMS[index % MINIMUMS.length] ?? '';
    brochures.push({
      crd,
      id: String(7_000_000 + index),
      name: 'Form ADV Part 2A Firm Brochure',
      filed: `2026-03-${String(1 + (index % 28)).padStart(2, '0')}`,
      pages: corpusBrochurePages(entry, minimum),
    });
  }
  const files = await brochureArchive([
    { year: '2026', fileName: 'ADV_Brochures_2026_March.zip', brochures, others: { count: 20, bytes: 2048 } },
  ]);
  writeArchiveFolder(archiveDir, files);
  console.log(`${brochures.length} brochures of ${crds.length} firms written to ${archiveDir}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
