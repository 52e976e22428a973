/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';

/**
 * Rules for the GitHub Actions workflows that actionlint does not check (`npm run lint:workflows` runs it):
 * an action from outside GitHub is pinned to a full commit SHA (a tag can be moved to other code), and so is
 * every action of a workflow that may write to the repository. Plus what the Form ADV refresh promises.
 */

const DIR = path.join(process.cwd(), '.github/workflows');
const files = readdirSync(DIR).filter((name) => /\.ya?ml$/.test(name));

type Step = { uses?: unknown; run?: unknown; name?: unknown; if?: unknown };
type Job = { uses?: unknown; steps?: Step[]; permissions?: unknown };
type Workflow = { on?: unknown; permissions?: unknown; jobs?: Record<string, Job> };

const read = (name: string) => load(readFileSync(path.join(DIR, name), 'utf8')) as Workflow;

function actionsOf(workflow: Workflow): string[] {
  return Object.values(workflow.jobs ?? {}).flatMap((job) => [
    ...(typeof job.uses === 'string' ? [job.uses] : []),
    ...(job.steps ?? []).flatMap((step) => (typeof step.uses === 'string' ? [step.uses] : [])),
  ]);
}

const writes = (permissions: unknown) =>
  permissions === 'write-all' ||
  (typeof permissions === 'object' && permissions !== null && Object.values(permissions).includes('write'));

/** The actions of a workflow that break the pinning rules, each with the reason. */
function unpinned(workflow: Workflow): string[] {
  const mayWrite =
    writes(workflow.permissions) || Object.values(workflow.jobs ?? {}).some((job) => writes(job.permissions));
  return actionsOf(workflow)
    .filter((uses) => !uses.startsWith('./') && !uses.startsWith('docker://'))
    .flatMap((uses) => {
      const [action = '', ref = ''] = uses.split('@');
      if (/^[0-9a-f]{40}$/.test(ref)) return [];
      const owner = action.split('/')[0];
      if (owner !== 'actions' && owner !== 'github') return [`${uses}: a third-party action, pin a full commit SHA`];
      if (mayWrite) return [`${uses}: this workflow may write, pin a full commit SHA`];
      return [];
    });
}

describe('actions are pinned', () => {
  it.each(files)('%s', (name) => {
    expect(unpinned(read(name))).toEqual([]);
  });

  it('the rule catches a tag on a third-party action and on any action of a workflow that may write', () => {
    const third: Workflow = { jobs: { a: { steps: [{ uses: 'peter-evans/create-pull-request@v7' }] } } };
    const writing: Workflow = {
      permissions: { contents: 'write' },
      jobs: { a: { steps: [{ uses: 'actions/checkout@v4' }, { uses: `actions/setup-node@${'a'.repeat(40)}` }] } },
    };
    const reading: Workflow = { jobs: { a: { steps: [{ uses: 'actions/checkout@v4' }, { uses: './local' }] } } };
    expect(unpinned(third)).toEqual([
      'peter-evans/create-pull-request@v7: a third-party action, pin a full commit SHA',
    ]);
    expect(unpinned(writing)).toEqual(['actions/checkout@v4: this workflow may write, pin a full commit SHA']);
    expect(unpinned(reading)).toEqual([]);
  });
});

describe('the Form ADV refresh workflow', () => {
  const text = readFileSync(path.join(DIR, 'adv-refresh.yml'), 'utf8');
  const workflow = read('adv-refresh.yml');
  const steps = Object.values(workflow.jobs ?? {}).flatMap((job) => job.steps ?? []);
  const at = (pattern: RegExp) => steps.findIndex((step) => pattern.test(String(step.run ?? '')));

  it('runs monthly and on demand', () => {
    expect(workflow.on).toEqual({
      schedule: [{ cron: expect.stringMatching(/^\S+ \S+ \d+ \* \*$/) }],
      workflow_dispatch: null,
    });
  });

  it("uses only the repository's own token, with no more than it needs", () => {
    expect(workflow.permissions).toEqual({ contents: 'write', 'pull-requests': 'write' });
    expect(text).not.toMatch(/secrets\./);
  });

  it('downloads, imports, then runs the content checks and the unit tests before it opens the pull request', () => {
    const order = [
      at(/npx tsx scripts\/adv\/download-feeds\.ts/),
      at(/npm run adv:import -- --summary/),
      at(/npm run check:content/),
      at(/npm run test:unit/),
      at(/gh pr create/),
    ];
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('opens a pull request only when a fact changed', () => {
    const gated = steps.slice(at(/npm run check:content/));
    expect(gated.map((step) => step.if)).toEqual(gated.map(() => "steps.changes.outputs.changed == 'true'"));
  });
});
