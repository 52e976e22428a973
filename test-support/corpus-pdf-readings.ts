import { annualFee } from '@/lib/brochures/annual-fee';
import { parseFeeSchedule } from '@/lib/brochures/fee-schedule';
import type { FeeSchedule } from '@/lib/brochures/fee-schedule-types';
import { findSection, pageLines, sectionPages } from '@/scripts/adv/brochures/items';
import { pdfPages } from '@/scripts/adv/brochures/pdf-text';
import { brochurePdf } from './brochure-pdf';
import { corpusBrochurePages } from './corpus-brochures';
import { FEE_SCHEDULE_CORPUS } from './fee-schedule-corpus';

/**
 * Every schedule of the fee schedule corpus rendered as a brochure PDF, then read back as the monthly step reads a
 * brochure (pdf.js text, Item 5 by its heading, page by page) and parsed. Prints one JSON reading per schedule.
 * Run as a child process by __tests__/lib/brochures/fee-schedule-corpus-pdf.test.ts: unpdf is an ES module.
 *
 *   npx tsx test-support/corpus-pdf-readings.ts
 */
export interface PdfReading {
  name: string;
  kind: FeeSchedule['kind'];
  /** Quote-only: why; tiers: [from, up to, rate] each; and the fee at $1M where one may be computed. */
  reason?: string;
  tiers?: [number, number | null, number][];
  feeAtOneMillion?: number | null;
  /** The pages Item 5 was found on. */
  pages: number[];
}

function reading(name: string, schedule: FeeSchedule, pages: number[]): PdfReading {
  if (schedule.kind === 'quote-only') return { name, kind: schedule.kind, reason: schedule.reason.code, pages };
  if (schedule.kind !== 'tiers') return { name, kind: schedule.kind, pages };
  const fee = annualFee(schedule, 1_000_000);
  return {
    name,
    kind: schedule.kind,
    tiers: schedule.tiers.map((tier) => [tier.from, tier.upTo, tier.ratePercent.value]),
    feeAtOneMillion: fee.kind === 'fee' ? fee.dollars : null,
    pages,
  };
}

async function main(): Promise<void> {
  const readings: PdfReading[] = [];
  for (const entry of FEE_SCHEDULE_CORPUS) {
    const pdf = await brochurePdf(corpusBrochurePages(entry, 'We have no minimum account size.'));
    const section = findSection(pageLines(await pdfPages(pdf)), 5);
    const item5 = section === null ? [] : sectionPages(section).pages;
    const schedule = parseFeeSchedule(item5);
    readings.push(
      reading(
        entry.name,
        schedule,
        item5.map(({ page }) => page),
      ),
    );
  }
  console.log(JSON.stringify(readings));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
