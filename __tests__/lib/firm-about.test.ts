import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRM_SLUGS } from '@/lib/content/schemas';

/**
 * A firm's About text (the Markdown body of content/firms/{slug}.md) makes no claim that is not a recorded fact or a
 * sourced research note: no figure at all (the recorded facts above it carry the figures, with their sources) and none
 * of the reputation or size claims nobody recorded (issue 38 §3).
 */
function aboutText(slug: string): string {
  const file = readFileSync(path.join(process.cwd(), 'content/firms', `${slug}.md`), 'utf8');
  const end = file.indexOf('\n---\n', 4);
  if (!file.startsWith('---\n') || end < 0) throw new Error(`content/firms/${slug}.md has no front matter`);
  return file.slice(end + 5);
}

/** Claims of reputation, size, track record or conduct that no recorded fact backs. */
const UNRECORDED_CLAIMS = [
  /\bknown for\b/i,
  /best[- ]known/i,
  /\bone of the (region's|larger|largest|more|most|fastest)/i,
  /\b(largest|leading|top|premier|renowned|trusted)\b/i,
  /\bnot owned by a bank\b/i,
  /\bdoes not take commissions\b/i,
  /\btakes no commissions\b/i,
  /\bfor many years\b|\blong local track record\b|\bhas long\b/i,
  /\bwell worth\b/i,
];

describe.each(FIRM_SLUGS.map((slug) => [slug]))('the About text of %s', (slug) => {
  const text = aboutText(slug);

  it('names no figure: no amount, percentage, count or date digits', () => {
    expect(text).not.toMatch(/\d/);
  });

  it.each(UNRECORDED_CLAIMS.map((claim) => [claim]))('makes no unrecorded claim matching %s', (claim) => {
    expect(text).not.toMatch(claim);
  });

  it('tells the visitor what to check on the public record', () => {
    expect(text).toMatch(/Investment Adviser Public Disclosure|BrokerCheck/);
  });
});
