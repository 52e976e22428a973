#!/usr/bin/env node
/**
 * Proves that a production build works end to end, and that it no longer looks like a preview:
 * writes complete, verified fixture content (test-support/verified-content.mjs) to a temporary
 * folder, builds the site from it with SITE_ENV=production, then checks the export in production
 * mode (scripts/checks/export.mjs: no preview banner, no noindex except the 404 page and pages the
 * index marks noindex, robots.txt allows crawling and names the sitemap, no X-Robots-Tag, no "not
 * yet checked" marker). The production export is then moved out of out/ (its path is printed) so
 * the normal preview build that follows starts clean. Exits 1 when any step fails.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeVerifiedContent } from '../../test-support/verified-content.mjs';
import { readSiteManifest } from '../export/site-manifest.cjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT = path.join(ROOT, 'out');
const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;

const work = mkdtempSync(path.join(tmpdir(), 'production-fixture-'));
const contentDir = path.join(work, 'content');
// A fixed place, so the e2e suite can serve the production export (e2e/production-export.spec.ts).
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

function fail(message) {
  moveExportAway();
  console.error(`check:production: ${message} (after ${seconds()}; the export, if any, is in ${kept}).`);
  process.exit(1);
}

function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) fail(`"${command} ${args.join(' ')}" failed`);
}

const { removedFirms } = writeVerifiedContent(contentDir, path.join(ROOT, 'content'));
console.log(
  `check:production: verified fixture content in ${contentDir}${removedFirms.length ? ` (unconfirmed firms removed: ${removedFirms.join(', ')})` : ''}.`,
);

// Only the fixture decides the settings: no SITE_* override of the calling shell applies.
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('SITE_')));
Object.assign(env, { SITE_ENV: 'production', SITE_CONTENT_DIR: contentDir });

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
const buildStarted = Date.now();
run('npm', ['run', 'build'], env);
console.log(`check:production: the build took ${Math.round((Date.now() - buildStarted) / 1000)} s.`);
if (readSiteManifest().preview !== false) fail('the build finished, but its site manifest says it is a preview');
run(process.execPath, [path.join(ROOT, 'scripts', 'checks', 'export.mjs'), OUT], env);
// The byte and script budgets on the pages only this build has (the roster's), as on every page of
// the preview (check-bundles reads this build's esbuild metafile, so it runs before the next build).
run(process.execPath, [path.join(ROOT, 'scripts', 'checks', 'bytes.mjs'), OUT], env);
run(process.execPath, [path.join(ROOT, 'scripts', 'checks', 'bundles.mjs'), OUT], env);

moveExportAway();
console.log(`check:production: production fixture build passed in ${seconds()}; its export is in ${kept}.`);
