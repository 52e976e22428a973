/** @jest-environment node */
import { changedCopy, contentCopy, problemLines, realContentDir } from '../support/content-copies';
import { makeLaunchReady } from '../support/launch-ready';
import { FIRM_SLUGS, FIRM_SOURCED_FIELDS } from '@/lib/content/schemas';
import { isProductionBuild } from '@/lib/content/site-config-env';

/**
 * The production switch (SITE_ENV=production): the shipped content is unverified sample data, so a
 * production build must fail listing every unverified item as `file → entry → field`; the same
 * content with every fact verified and every CRD recorded must load.
 */
const production = { SITE_ENV: 'production' };

/**
 * A fully verified fixture: a temporary copy of the real content with every `verified: false`
 * flipped and a CRD number filled in for each firm (test-only numbers, never shipped).
 */
function verifiedCopy(extra: Record<string, (text: string) => string> = {}): string {
  const edits: Record<string, (text: string) => string> = {};
  FIRM_SLUGS.forEach((slug, index) => {
    edits[`firms/${slug}.md`] = (text) =>
      text.replaceAll('verified: false', 'verified: true').replace('crd: null', `crd: "${900001 + index}"`);
  });
  for (const [file, edit] of Object.entries(extra)) {
    const verify = edits[file] ?? ((text: string) => text);
    edits[file] = (text) => edit(verify(text));
  }
  // The owner's settings and the editorial reviews complete too (their gate: production-gate-site.test.ts).
  return changedCopy(makeLaunchReady, contentCopy(edits));
}

describe('the production switch', () => {
  it('is SITE_ENV=production and nothing else', () => {
    expect(isProductionBuild({ SITE_ENV: 'production' })).toBe(true);
    expect(isProductionBuild({ SITE_ENV: ' Production ' })).toBe(true);
    expect(isProductionBuild({ SITE_ENV: 'preview' })).toBe(false);
    expect(isProductionBuild({})).toBe(false);
  });

  it('the default build loads the shipped, unverified sample data', () => {
    expect(problemLines(realContentDir)).toEqual([]);
  });

  it('a production build of the shipped content fails listing every unverified fact, missing CRD and unchecked score', () => {
    const lines = problemLines(realContentDir, production).filter((line) => line.startsWith('content/firms/'));
    const expected = [...FIRM_SLUGS].flatMap((slug) => [
      ...FIRM_SOURCED_FIELDS.map((field) => `content/firms/${slug}.md → ${slug} → ${field}.verified: `),
      `content/firms/${slug}.md → ${slug} → registration.value.crd: `,
      `content/firms/${slug}.md → ${slug} → scores.verified: `,
    ]);
    expect(lines).toHaveLength(expected.length);
    for (const prefix of expected) expect(lines.filter((line) => line.startsWith(prefix))).toHaveLength(1);
    expect(lines).toContain(
      'content/firms/ross-sinclaire-associates.md → ross-sinclaire-associates → registration.value.crd: is not recorded: look the firm up on adviserinfo.sec.gov and record its CRD number',
    );
  });

  it('a fully verified copy builds in production mode', () => {
    expect(problemLines(verifiedCopy(), production)).toEqual([]);
  });

  it('one fact left unverified in that copy fails with exactly that item', () => {
    const dir = verifiedCopy({
      // The minimum block is the fifth sourced fact; flip only its flag.
      'firms/truepoint-wealth-counsel.md': (text) => {
        const flag = text.indexOf('verified: true', text.indexOf('minimum:\n'));
        return `${text.slice(0, flag)}verified: false${text.slice(flag + 'verified: true'.length)}`;
      },
    });
    const lines = problemLines(dir, production);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^content\/firms\/truepoint-wealth-counsel\.md → truepoint-wealth-counsel → minimum\.verified: is false: /,
    );
  });
});
