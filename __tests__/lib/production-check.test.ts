/** @jest-environment node */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadContent } from '@/lib/content/load';
import { ContentValidationError } from '@/lib/content/report';
import { FIRM_SLUGS, FIRM_SOURCED_FIELDS } from '@/lib/content/schemas';
import { isProductionBuild } from '@/lib/content/site-config-env';

/**
 * The production switch (SITE_ENV=production): the shipped content is unverified sample data, so a
 * production build must fail listing every unverified item as `file → entry → field`; the same
 * content with every fact verified and every CRD recorded must load.
 */
const realDir = path.join(process.cwd(), 'content');
const publicDir = path.join(process.cwd(), 'public');
const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

function problemLines(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (!(error instanceof ContentValidationError)) throw error;
    return error.message
      .split('\n')
      .filter((line) => line.startsWith('  - '))
      .map((line) => line.slice(4));
  }
  return [];
}

/**
 * A fully verified fixture: a temporary copy of the real content with every `verified: false`
 * flipped and a CRD number filled in for each firm (test-only numbers, never shipped).
 */
function verifiedCopy(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'verified-content-'));
  copies.push(dir);
  cpSync(realDir, dir, { recursive: true });
  const firmsDir = path.join(dir, 'firms');
  readdirSync(firmsDir).forEach((name, index) => {
    const file = path.join(firmsDir, name);
    const text = readFileSync(file, 'utf8')
      .replaceAll('verified: false', 'verified: true')
      .replace('crd: null', `crd: "${900001 + index}"`);
    writeFileSync(file, text);
  });
  return dir;
}

describe('the production switch', () => {
  it('is SITE_ENV=production and nothing else', () => {
    expect(isProductionBuild({ SITE_ENV: 'production' })).toBe(true);
    expect(isProductionBuild({ SITE_ENV: ' Production ' })).toBe(true);
    expect(isProductionBuild({ SITE_ENV: 'preview' })).toBe(false);
    expect(isProductionBuild({})).toBe(false);
  });

  it('the default build loads the shipped, unverified sample data', () => {
    expect(problemLines(() => loadContent({ contentDir: realDir, publicDir, env: {} }))).toEqual([]);
  });

  it('a production build of the shipped content fails listing every unverified fact, missing CRD and unchecked score', () => {
    const lines = problemLines(() => loadContent({ contentDir: realDir, publicDir, env: { SITE_ENV: 'production' } }));
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
    const dir = verifiedCopy();
    expect(problemLines(() => loadContent({ contentDir: dir, publicDir, env: { SITE_ENV: 'production' } }))).toEqual(
      [],
    );
  });

  it('one fact left unverified in that copy fails with exactly that item', () => {
    const dir = verifiedCopy();
    const file = path.join(dir, 'firms', 'truepoint-wealth-counsel.md');
    const text = readFileSync(file, 'utf8');
    // The minimum block is the fifth sourced fact; flip only its flag.
    const start = text.indexOf('minimum:\n');
    const flag = text.indexOf('verified: true', start);
    writeFileSync(file, `${text.slice(0, flag)}verified: false${text.slice(flag + 'verified: true'.length)}`);
    const lines = problemLines(() => loadContent({ contentDir: dir, publicDir, env: { SITE_ENV: 'production' } }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^content\/firms\/truepoint-wealth-counsel\.md → truepoint-wealth-counsel → minimum\.verified: is false: /,
    );
  });
});
