/**
 * Proves that a production build works end to end, and that it no longer looks like a preview:
 * writes complete, verified fixture content (test-support/verified-content.ts) to a temporary
 * folder, imports the region's fixture feeds into it, builds the site from it with
 * SITE_ENV=production (the bundle budget runs inside the build), asserts that the export is not a
 * preview's (robots.txt does not disallow everything), then runs the whole-export checks on it
 * (scripts/checks/run.ts; the export check in production mode, scripts/checks/export.ts: no preview
 * banner, no noindex except the 404 page and pages the index marks noindex, robots.txt allows
 * crawling and names the sitemap, no X-Robots-Tag, no "not yet checked" marker; and, built with
 * another SITE_BRAND_NAME, scripts/checks/brand.ts: content/site.json's brand name nowhere). The
 * production export is then moved out of out/ into .production-export/ (pass or fail), so the
 * preview build that follows starts clean, and the host check (scripts/checks/host.ts) and the e2e
 * suite serve it.
 *
 * After the import, the brochures: adv:brochures reads a fixture archive folder (test-support/production-brochures.ts)
 * whose PDFs state the fee schedule corpus's schedules, so roster pages and profiles show fees, quotes and "no brochure".
 *
 * The roster holds PRODUCTION_ROSTER advisers (250, the region's full size: the byte budgets, the
 * _headers rules and the e2e suite meet the roster at its heaviest, in one build).
 * `--roster N` builds another size (e.g. for docs/performance.md's measurements).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRODUCTION_ROSTER, REGION_FIRMS } from '../../test-support/region-fixture-feeds';
import { FIXTURE_CMS_REPO as CMS_REPO, writeVerifiedContent } from '../../test-support/verified-content';

const ROOT = path.resolve(__dirname, '..', '..');
const OUT = path.join(ROOT, 'out');
const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;

const work = mkdtempSync(path.join(tmpdir(), 'production-fixture-'));
const contentDir = path.join(work, 'content');
const rosterOption = process.argv.indexOf('--roster');
const roster = rosterOption >= 0 ? Number(process.argv[rosterOption + 1]) : PRODUCTION_ROSTER;
// The roster beyond the fixture's invented SEC firms: its state firms and one hand-written SEC firm.
const OTHER_ROSTER_ADVISERS = REGION_FIRMS.state + 1;
if (!(Number.isInteger(roster) && roster > OTHER_ROSTER_ADVISERS))
  throw new Error(`--roster takes a number of advisers over ${OTHER_ROSTER_ADVISERS}`);
// A fixed place, so the host check and the e2e suite can serve the production export.
const kept = path.join(ROOT, '.production-export');
rmSync(kept, { recursive: true, force: true });

/** Moves the production export out of out/ (pass or fail), so out/ never holds it unnoticed. */
function moveExportAway() {
  if (!existsSync(OUT)) return;
  try {
    renameSync(OUT, kept);
  } catch {
    // A rename fails across file systems; copy then.
    cpSync(OUT, kept, { recursive: true });
    rmSync(OUT, { recursive: true, force: true });
  }
}

function fail(message: string): never {
  moveExportAway();
  console.error(`check:production: ${message} (after ${seconds()}; the export, if any, is in ${kept}).`);
  process.exit(1);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { cwd: ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) fail(`"${command} ${args.join(' ')}" failed`);
}

const { removedFirms } = writeVerifiedContent(contentDir, path.join(ROOT, 'content'));
console.log(
  `check:production: verified fixture content in ${contentDir}${removedFirms.length ? ` (unconfirmed firms removed: ${removedFirms.join(', ')})` : ''}.`,
);

// Only the fixture decides the settings: no SITE_* override of the calling shell applies.
const env: NodeJS.ProcessEnv = { ...process.env };
for (const name of Object.keys(env)) if (name.startsWith('SITE_')) delete env[name];
// The editor's repository as an owner sets it: the production gate refuses the template's placeholder.
Object.assign(env, { SITE_ENV: 'production', SITE_CONTENT_DIR: contentDir, CMS_REPO });
// Another brand name: the export checks' brand check (scripts/checks/brand.ts) then finds the default one nowhere.
// Plain words like the default's, so the HTML byte budgets weigh the same pages (a name of new words costs gzip bytes).
env.SITE_BRAND_NAME = 'Fixture Fiduciary Guide';
// How many invented region firms the fixture's SEC feed holds (test-support/region-fixture-feeds.ts).
env.ROSTER_FIXTURE_SEC_FIRMS = String(roster - OTHER_ROSTER_ADVISERS);

// The Form ADV import, as the owner runs it, on the fixture feeds dated today (a production build
// refuses Form ADV facts from a data file over 90 days old): the build then shows imported facts and
// the region's roster (test-support/region-fixture-feeds.ts: 34 region firms among others).
const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
// Last month's feeds first, then this month's: /advisers/changes/ then shows one change of each kind.
for (const month of ['previous', 'current']) {
  const dir = path.join(work, month);
  const written = spawnSync(tsx, [path.join(ROOT, 'test-support', 'region-fixture-feeds.ts'), dir, month], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  if (written.status !== 0) fail(`writing the ${month} fixture feeds failed: ${written.stderr}`);
  run(tsx, [path.join(ROOT, 'scripts', 'adv', 'import.ts'), ...written.stdout.trim().split('\n')], env);
}
// The brochures, as the monthly step reads them after the import: a folder in the SEC archive's layout whose Part 2A
// PDFs state the fee schedule corpus's schedules (test-support/production-brochures.ts), read by adv:brochures.
const archive = path.join(work, 'brochure-archive');
const brochuresStarted = Date.now();
run(tsx, [path.join(ROOT, 'test-support', 'production-brochures.ts'), contentDir, archive], env);
run(tsx, [path.join(ROOT, 'scripts', 'adv', 'brochures.ts'), '--archive', archive], env);
console.log(`check:production: the brochures took ${Math.round((Date.now() - brochuresStarted) / 1000)} s.`);
const buildStarted = Date.now();
run('npm', ['run', 'build'], env);
console.log(`check:production: the build took ${Math.round((Date.now() - buildStarted) / 1000)} s.`);
// A build whose content fails the production gate is a preview: the export itself must say it is not one
// (the runner's export check then holds it to production's rules, with the same environment).
const robots = existsSync(path.join(OUT, 'robots.txt')) ? readFileSync(path.join(OUT, 'robots.txt'), 'utf8') : '';
if (robots === '' || /^Disallow:\s*\/\s*$/m.test(robots))
  fail('the build finished, but its robots.txt is missing or disallows everything, as a preview does');
if (!readFileSync(path.join(OUT, 'admin', 'config.yml'), 'utf8').includes(`\n  repo: ${CMS_REPO}\n`))
  fail(`out/admin/config.yml does not name the repository CMS_REPO set (${CMS_REPO})`);
const pages = readdirSync(path.join(OUT, 'advisers'), { withFileTypes: true });
const built = pages.filter((entry) => entry.isDirectory() && /^\d+-/.test(entry.name)).length;
if (built !== roster) fail(`the build has ${built} roster pages, not ${roster}`);
// The export check in production mode, and the byte budgets on the pages only this build has (the
// roster's), as on every page of the preview (the bundle budget ran inside the build).
run(tsx, [path.join(ROOT, 'scripts', 'checks', 'run.ts'), OUT], env);

moveExportAway();
console.log(`check:production: production fixture build passed in ${seconds()}; its export is in ${kept}.`);
