import { need, type Build } from '../build';
import { bundleBudgets } from './bundle-budgets';

/**
 * The script and CSS budgets (bundle-budgets.ts): first-load JS and CSS of every page, each
 * island's code on wake. They read the islands' import graph, which only the build has, and the
 * pages the "read pages" step parsed, as the later steps left them, so they run here, last: a
 * build over budget fails.
 */
export function budgets(build: Build): void {
  const { lines, problems } = bundleBudgets({
    root: build.root,
    out: build.out,
    metafile: need(build.islands, 'the islands').metafile,
    pages: need(build.pages, 'the pages'),
  });
  for (const line of lines) console.log(line);
  if (problems.length > 0) throw new Error(`over budget:\n  ${problems.join('\n  ')}`);
}
