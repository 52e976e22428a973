import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Build } from '../build';

/**
 * out/sitemap.xml and out/robots.txt, by next-sitemap from next-sitemap.config.js: the indexable
 * pages with their last change, and crawl rules by build mode (hosting/crawl-rules.ts). Run
 * under tsx, so that the config reads the page index from the content as the pages did.
 */
export function sitemap(build: Build): void {
  const tsx = path.join(build.root, 'node_modules', '.bin', 'tsx');
  const cli = path.join(build.root, 'node_modules', 'next-sitemap', 'bin', 'next-sitemap.mjs');
  const result = spawnSync(tsx, [cli], { cwd: build.root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('next-sitemap failed: its messages are above');
}
