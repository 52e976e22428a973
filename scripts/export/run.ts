/**
 * `npm run build`: the static export as one ordered list of steps (docs/architecture.md draws
 * it). Each step reads and writes the one Build it is handed (build.ts): every page is read and
 * parsed once, changed in memory by the steps that work on pages and written once; nothing passes
 * between steps through a file. A step that fails stops the build with its name and the reason,
 * which names the file (and element) at fault. Importing this module starts nothing: `npm run
 * build` runs main.ts, which calls runBuild().
 */
import path from 'node:path';
import type { Build } from './build';
import { siteFacts } from './site-facts';
import { admin } from './steps/admin';
import { budgets } from './steps/budgets';
import { checkFiles } from './steps/files';
import { hosting } from './steps/hosting';
import { islands } from './steps/islands';
import { nextBuild } from './steps/next-build';
import { exportPages, firstPaint, prune, readPages } from './steps/pages';
import { sitemap } from './steps/sitemap';

interface Step {
  name: string;
  run: (build: Build) => Promise<void> | void;
}

/** In order. What each reads and writes: docs/architecture.md, "The export pipeline". */
export const STEPS: Step[] = [
  { name: 'next build', run: nextBuild },
  { name: 'check files', run: checkFiles },
  { name: 'islands', run: islands },
  { name: 'read pages', run: readPages },
  { name: 'first paint', run: firstPaint },
  { name: 'export pages', run: exportPages },
  { name: 'prune', run: prune },
  { name: 'admin', run: admin },
  { name: 'sitemap', run: sitemap },
  { name: 'hosting', run: hosting },
  { name: 'budgets', run: budgets },
];

/** Runs every step in order on the project in `root` (its export in root/out/), logging each step's time. */
export async function runBuild(root = path.resolve(__dirname, '..', '..')): Promise<void> {
  const build: Build = { root, out: path.join(root, 'out'), facts: siteFacts() };
  for (const step of STEPS) {
    const started = Date.now();
    try {
      await step.run(build);
    } catch (error) {
      throw new Error(`build step "${step.name}" failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    console.log(`build: ${step.name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
