import { bundleBudgets } from '../../checks/bundles';
import { need, type Build } from '../build';

/**
 * The script and CSS budgets (checks/bundles.ts): first-load JS and CSS of every page, each
 * island's code on wake. They read the islands' import graph, which only the build has, so they
 * run here: a build over budget fails.
 */
export function budgets(build: Build): void {
  const { lines, problems } = bundleBudgets({
    out: build.out,
    metafile: need(build.islands, 'the islands').metafile,
    pages: need(build.written, 'the written pages'),
  });
  for (const line of lines) console.log(line);
  if (problems.length > 0) throw new Error(`over budget:\n  ${problems.join('\n  ')}`);
}
