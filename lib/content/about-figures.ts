import { FIRM_SOURCED_FIELDS, type FirmFrontMatter } from './schemas';

/**
 * Figures in a firm's About text ($ amounts, percentages, counts, years) that are not among its
 * recorded facts. The About text is the directory's own writing: it may repeat a recorded figure,
 * never add one (PRODUCT.md, "No sentence the record does not back").
 */
const FIGURE = /\$?\d[\d,]*(?:\.\d+)?\+?(?:\s?(?:%|percent|billion|million|thousand))?/gi;

/** The digits of a figure, so "$81.1 billion" and "81.1" meet. */
const digits = (figure: string) => figure.replace(/[^\d.]/g, '').replace(/\.$/, '');

function recordedDigits(firm: Pick<FirmFrontMatter, (typeof FIRM_SOURCED_FIELDS)[number]>): Set<string> {
  const found = new Set<string>();
  for (const field of FIRM_SOURCED_FIELDS) {
    const fact = firm[field];
    if (fact.origin === 'none') continue;
    const text = JSON.stringify(fact.value);
    for (const match of text.matchAll(/\d+(?:\.\d+)?/g)) {
      found.add(match[0]);
      // Whole amounts in dollars are written in billions or millions in prose: 81100000000 → 81.1.
      const amount = Number(match[0]);
      for (const unit of [1e9, 1e6, 1e3]) {
        if (amount >= unit) found.add(String(Math.round((amount / unit) * 10) / 10));
      }
    }
  }
  return found;
}

export function unrecordedFigures(
  firm: Pick<FirmFrontMatter, (typeof FIRM_SOURCED_FIELDS)[number]> & { aboutHtml: string },
): string[] {
  // Tags and character references ("&#39;" for an apostrophe) are markup, not figures.
  const text = firm.aboutHtml.replace(/<[^>]*>/g, ' ').replace(/&(?:#\d+|#x[\da-f]+|[a-z]+);/gi, ' ');
  const known = recordedDigits(firm);
  return [...text.matchAll(FIGURE)].map((match) => match[0].trim()).filter((figure) => !known.has(digits(figure)));
}
