import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { problemLines, publicDir, realContentDir } from '@/test-support/jest/content-copies';
import { checkCmsForProduction } from '@/lib/content/gate-cms';
import { IssueCollector } from '@/lib/content/report';

/**
 * The production gate for the content editor (/admin/): a public build refuses the template's
 * placeholder repository, example-owner/…, which would send the editor's sign-in and saves to an
 * account the owner does not hold, and says what to set.
 */
const PLACEHOLDER_LINE =
  'scripts/cms/backend.json → backend → repo: "example-owner/cincinnati-fiduciary-guide" is the template\'s placeholder: ' +
  'set "repo" to your GitHub repository (owner/name) and run npm run cms:config, or set CMS_REPO for the build';

const cmsLines = (lines: string[]) => lines.filter((line) => /CMS_REPO|scripts\/cms\//.test(line));

/** The gate's lines for a public folder whose admin config names `repo`, with `env`. */
function gateLines(repo: string, env: Record<string, string> = {}): string[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'public-'));
  try {
    mkdirSync(path.join(dir, 'admin'));
    const shipped = readFileSync(path.join(publicDir, 'admin', 'config.yml'), 'utf8');
    writeFileSync(path.join(dir, 'admin', 'config.yml'), shipped.replace(/^ {2}repo: .*$/m, `  repo: ${repo}`));
    const issues = new IssueCollector();
    checkCmsForProduction(dir, env, issues);
    return issues.issues.map((issue) => `${issue.file} → ${issue.entry} → ${issue.field}: ${issue.message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('production gate: the content editor’s repository', () => {
  it('refuses the shipped placeholder in a production build, saying what to set', () => {
    expect(cmsLines(problemLines(realContentDir, { SITE_ENV: 'production' }))).toEqual([PLACEHOLDER_LINE]);
  });

  it('leaves a preview build alone', () => {
    expect(cmsLines(problemLines(realContentDir))).toEqual([]);
  });

  it('passes the owner’s own repository, set in the file or by CMS_REPO', () => {
    expect(gateLines('queen-city-guides/site')).toEqual([]);
    expect(gateLines('example-owner/cincinnati-fiduciary-guide', { CMS_REPO: 'queen-city-guides/site' })).toEqual([]);
    expect(
      cmsLines(problemLines(realContentDir, { SITE_ENV: 'production', CMS_REPO: 'queen-city-guides/site' })),
    ).toEqual([]);
  });

  it('refuses the placeholder or a malformed name given as CMS_REPO', () => {
    for (const value of ['example-owner/cincinnati-fiduciary-guide', 'queen-city-guides'])
      expect(gateLines('queen-city-guides/site', { CMS_REPO: value })).toEqual([
        `environment → CMS_REPO → repo: "${value}" must be your GitHub repository, written owner/name`,
      ]);
  });
});
