import type { Build } from '../build';
import { buildIslands } from '../islands/build-islands';

/**
 * The islands' browser code, built with esbuild into out/_islands/ (islands/build-islands.ts):
 * the entry every page's loader imports, one chunk per island. Its metafile, the import graph,
 * stays in memory for the first paint (which classes each island's code names) and the budgets.
 */
export async function islands(build: Build): Promise<void> {
  const { entry, metafile } = await buildIslands(build.out);
  build.islands = { entry, metafile };
}
