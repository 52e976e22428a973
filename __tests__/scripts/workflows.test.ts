import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { z } from 'zod';
import { workflowProblems } from '@/scripts/tools/workflow-rules';

/**
 * The GitHub Actions workflows: the rules `npm run lint:workflows` adds to actionlint (an explicit permissions
 * block, every action pinned to a commit SHA), and what the Form ADV refresh promises about its two jobs.
 * The refresh branch's guard runs for real in workflow-branch.test.ts.
 */

const DIR = path.join(process.cwd(), '.github/workflows');
const files = readdirSync(DIR).filter((name) => /\.ya?ml$/.test(name));

const stepSchema = z.looseObject({
  uses: z.string().optional(),
  run: z.string().optional(),
  name: z.string().optional(),
  if: z.string().optional(),
});
const jobSchema = z.looseObject({
  permissions: z.unknown().optional(),
  if: z.string().optional(),
  needs: z.unknown().optional(),
  steps: z.array(stepSchema),
});
const workflowSchema = z.looseObject({
  on: z.unknown().optional(),
  permissions: z.unknown().optional(),
  jobs: z.record(z.string(), jobSchema),
});

const read = (name: string) => workflowSchema.parse(load(readFileSync(path.join(DIR, name), 'utf8')));

describe('every workflow names its permissions and pins its actions', () => {
  it.each(files)('%s', (name) => {
    expect(workflowProblems(readFileSync(path.join(DIR, name), 'utf8'))).toEqual([]);
  });

  it('the rule catches a workflow without permissions, write-all, a tag, a branch and a short SHA', () => {
    const text = [
      'on: push',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/checkout@v4',
      `      - uses: actions/setup-node@${'a'.repeat(40)}`,
      '      - uses: peter-evans/create-pull-request@main',
      '      - uses: ./local-action',
      '      - uses: docker://alpine:3',
      '  b:',
      '    permissions: write-all',
      '    uses: octo/flows/.github/workflows/x.yml@1234567',
    ].join('\n');
    expect(workflowProblems(text)).toEqual([
      'job "a": no permissions block (add one at the top of the workflow or on the job)',
      'job "a": actions/checkout@v4: pin a full 40-character commit SHA (keep the tag in a comment)',
      'job "a": peter-evans/create-pull-request@main: pin a full 40-character commit SHA (keep the tag in a comment)',
      'job "a": docker://alpine:3: pin the image to its digest (@sha256:…)',
      'job "b": permissions write-all; name each one it needs',
      'job "b": octo/flows/.github/workflows/x.yml@1234567: pin a full 40-character commit SHA (keep the tag in a comment)',
    ]);
    expect(workflowProblems(`permissions: {}\n${text}`)).not.toContain(
      'job "a": no permissions block (add one at the top of the workflow or on the job)',
    );
  });
});

describe('the Form ADV refresh workflow', () => {
  const text = readFileSync(path.join(DIR, 'adv-refresh.yml'), 'utf8');
  const workflow = read('adv-refresh.yml');
  const refresh = workflow.jobs.refresh!;
  const publish = workflow.jobs['pull-request']!;
  const at = (pattern: RegExp) => refresh.steps.findIndex((step) => pattern.test(step.run ?? ''));

  it('runs monthly and on demand', () => {
    expect(workflow.on).toEqual({
      schedule: [{ cron: expect.stringMatching(/^\S+ \S+ \d+ \* \*$/) }],
      workflow_dispatch: null,
    });
  });

  it("gives no job more than it needs, with the repository's own token only", () => {
    expect(workflow.permissions).toEqual({});
    expect(refresh.permissions).toEqual({ contents: 'read' });
    expect(publish.permissions).toEqual({ contents: 'write', 'pull-requests': 'write' });
    expect(Object.keys(workflow.jobs)).toEqual(['refresh', 'pull-request']);
    expect(text).not.toMatch(/secrets\./);
  });

  it('installs, downloads, imports, checks and tests in the read-only job, then hands over content/ and the summary', () => {
    const order = [
      at(/npm ci/),
      at(/npx tsx scripts\/adv\/download-feeds\.ts/),
      at(/npm run adv:import -- --summary/),
      at(/npm run check:content/),
      at(/npm run test:unit/),
      at(/cp -R content .*adv-result/),
    ];
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const handOver = refresh.steps.at(-1);
    expect(handOver?.uses).toMatch(/^actions\/upload-artifact@[0-9a-f]{40}/);
    expect(handOver?.with).toMatchObject({ name: 'adv-refresh-${{ github.run_id }}' });
    expect(refresh.steps[0]?.with).toEqual({ 'persist-credentials': false });
  });

  it('turns workflow commands off while the import prints text from the feeds', () => {
    const script = refresh.steps[at(/npm run adv:import/)]?.run ?? '';
    const lines = script.split('\n').map((line) => line.trim());
    const off = lines.findIndex((line) => line === 'echo "::stop-commands::$token"');
    const importing = lines.findIndex((line) => line.startsWith('npm run adv:import'));
    const on = lines.findIndex((line) => line === 'echo "::$token::"');
    expect(lines).toContain('token="$(openssl rand -hex 16)"');
    expect(off).toBeGreaterThan(-1);
    expect([off < importing, importing < on]).toEqual([true, true]);
  });

  it("reads the brochures after the import, into the pull request's description, and keeps the PDFs 90 days", () => {
    const reading = at(/npm run adv:brochures -- --keep-pdfs "\$RUNNER_TEMP\/adv-brochures"/);
    expect([at(/npm run adv:import/) < reading, reading < at(/npm run check:content/)]).toEqual([true, true]);
    const lines = (refresh.steps[reading]?.run ?? '').split('\n').map((line) => line.trim());
    expect(lines.indexOf('echo "::stop-commands::$token"')).toBeLessThan(
      lines.findIndex((line) => line.startsWith('npm run adv:brochures')),
    );
    expect(lines).toContain('cat "$RUNNER_TEMP/adv-brochures-summary.md" >> "$RUNNER_TEMP/adv-summary.md"');
    const kept = refresh.steps.findIndex((step) => step.name === 'Keep the brochure PDFs with this run');
    expect(refresh.steps[kept]?.with).toMatchObject({
      name: 'adv-brochures-${{ github.run_id }}',
      path: '${{ runner.temp }}/adv-brochures/',
      'retention-days': 90,
    });
    expect(kept).toBeGreaterThan(reading);
  });

  it('runs no npm and no project code where the token can write: only checkout, the artifact, git and gh', () => {
    expect(publish.needs).toBe('refresh');
    expect(publish.steps.flatMap((step) => (step.uses ? [step.uses.split('@')[0]] : []))).toEqual([
      'actions/checkout',
      'actions/download-artifact',
    ]);
    // Its messages (echo "::error::…") are words, not commands.
    const scripts = publish.steps
      .map((step) => step.run ?? '')
      .join('\n')
      .replace(/echo "::[^\n]*/g, '');
    expect(scripts).not.toMatch(/\b(npm|npx|node|tsx|yarn|pnpm|make|bash|sh|source)\b|(^|\s)\.\//m);
    expect(scripts).toMatch(/gh pr create/);
    expect(scripts).not.toMatch(/push --force(?!-with-lease)/);
  });

  it('opens a pull request only when a fact changed', () => {
    const gated = refresh.steps.slice(at(/npm run check:content/));
    expect(gated.map((step) => step.if)).toEqual(gated.map(() => "steps.changes.outputs.changed == 'true'"));
    expect(publish.if).toBe("needs.refresh.outputs.changed == 'true'");
    expect(refresh.outputs).toEqual({ changed: '${{ steps.changes.outputs.changed }}' });
  });
});
