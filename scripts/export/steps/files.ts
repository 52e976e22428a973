import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Build } from '../build';
import { checkClientSources } from '../islands/client-components';
import { assertKnownExportFiles } from '../islands/export-files';
import { ExportShapeError } from '../shape';

/** Every file under `dir`, relative and "/"-separated. */
export async function walk(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full, base) : [path.relative(base, full).split(path.sep).join('/')];
    }),
  );
  return files.flat();
}

/**
 * What Next wrote, checked before anything is changed: every file in out/ must match the
 * whitelist (islands/export-files.ts; an unknown one fails the build with its name, and nothing
 * is deleted that has no rule), and every 'use client' file is an island's or on the render-only
 * list, with no server file rendering an island component directly (islands/client-components.ts).
 */
export async function checkFiles(build: Build): Promise<void> {
  const files = await walk(build.out);
  const publicFiles = new Set(await walk(path.join(build.root, 'public')).catch(() => []));
  assertKnownExportFiles(files, publicFiles);
  const problems = await checkClientSources(build.root);
  if (problems.length > 0) throw new ExportShapeError(problems.join('\n  '));
  build.files = files;
  build.publicFiles = publicFiles;
}
