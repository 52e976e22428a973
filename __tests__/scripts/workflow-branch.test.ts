import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load } from 'js-yaml';
import { z } from 'zod';

/**
 * The Form ADV refresh's write job, run for real on a local "origin": its branch guard and commit steps are
 * taken from .github/workflows/adv-refresh.yml and run with bash as GitHub runs them. A refresh branch that
 * holds only the workflow's own commit is replaced; one where the owner added a commit stops the run with an
 * error that says what to do, and the owner's commit stays; a branch that moves after the check is not
 * overwritten either.
 */

const workflowSchema = z.object({
  jobs: z.object({
    'pull-request': z.object({
      env: z.record(z.string(), z.string()),
      steps: z.array(z.looseObject({ name: z.string().optional(), run: z.string().optional() })),
    }),
  }),
});
const job = workflowSchema.parse(load(readFileSync('.github/workflows/adv-refresh.yml', 'utf8'))).jobs['pull-request'];
const script = (name: string) => job.steps.find((step) => step.name === name)?.run ?? '';
const GUARD = script('Keep what a person added to the refresh branch');
const COMMIT = script('Commit the import on the refresh branch');
const BOT_NAME = job.env.BOT_NAME ?? '';
const BOT_EMAIL = job.env.BOT_EMAIL ?? '';

let box = '';
const quiet = {
  NODE_ENV: 'test',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  PATH: process.env.PATH ?? '',
} as const;
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env: quiet, encoding: 'utf8' }).trim();

/** A commit by `who` on `branch` of origin, changing content/a.txt. */
function pushCommit(branch: string, who: [string, string], text: string, from = 'main'): void {
  const work = mkdtempSync(path.join(box, 'person-'));
  git(box, 'clone', '--quiet', '--branch', from, path.join(box, 'origin.git'), work);
  mkdirSync(path.join(work, 'content'), { recursive: true });
  writeFileSync(path.join(work, 'content/a.txt'), text);
  git(work, 'add', 'content');
  git(work, '-c', `user.name=${who[0]}`, '-c', `user.email=${who[1]}`, 'commit', '--quiet', '-m', text);
  git(work, 'push', '--quiet', 'origin', `HEAD:refs/heads/${branch}`);
}

const OWNER: [string, string] = ['Site Owner', 'owner@example.com'];

/** The runner: a fresh clone of origin, the artifact in RUNNER_TEMP, then the two steps in order. */
function runJob(between?: () => void) {
  const work = mkdtempSync(path.join(box, 'runner-'));
  git(box, 'clone', '--quiet', path.join(box, 'origin.git'), work);
  const temp = mkdtempSync(path.join(box, 'temp-'));
  mkdirSync(path.join(temp, 'adv-result/content'), { recursive: true });
  writeFileSync(path.join(temp, 'adv-result/content/a.txt'), 'imported');
  writeFileSync(path.join(temp, 'adv-result/summary.md'), '# Form ADV refresh, SEC data of December 1, 2026\n');
  const output = path.join(temp, 'output');
  writeFileSync(output, '');
  const env = {
    ...quiet,
    ...job.env,
    REFRESH_BRANCH: 'adv-refresh',
    BASE_BRANCH: 'main',
    RUN_URL: 'https://example.invalid/run/7',
    GITHUB_RUN_ID: '7',
    GITHUB_OUTPUT: output,
    RUNNER_TEMP: temp,
  };
  const bash = (text: string, extra: Record<string, string> = {}) =>
    spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', text], {
      cwd: work,
      env: { ...env, ...extra },
      encoding: 'utf8',
    });
  const guard = bash(GUARD);
  if (guard.status !== 0) return { guard, commit: null };
  between?.();
  const lease = /^lease=(.*)$/m.exec(readFileSync(output, 'utf8'))?.[1] ?? '';
  return { guard, commit: bash(COMMIT, { LEASE: lease }) };
}

const origin = () => path.join(box, 'origin.git');
const log = (ref: string) => git(origin(), 'log', '--format=%an|%s', `main..${ref}`).split('\n');

beforeEach(() => {
  box = mkdtempSync(path.join(tmpdir(), 'adv-branch-'));
  git(box, 'init', '--quiet', '--bare', '--initial-branch=main', 'origin.git');
  const seed = path.join(box, 'seed');
  git(box, 'init', '--quiet', '--initial-branch=main', seed);
  mkdirSync(path.join(seed, 'content'));
  writeFileSync(path.join(seed, 'content/a.txt'), 'before');
  git(seed, 'add', 'content');
  git(seed, '-c', `user.name=${OWNER[0]}`, '-c', `user.email=${OWNER[1]}`, 'commit', '--quiet', '-m', 'start');
  git(seed, 'push', '--quiet', origin(), 'HEAD:refs/heads/main');
});
afterEach(() => rmSync(box, { recursive: true, force: true }));

test('no refresh branch yet: one commit of the workflow on the base, holding the imported content/', () => {
  const { guard, commit } = runJob();
  expect(guard.status).toBe(0);
  expect(commit?.status).toBe(0);
  expect(log('adv-refresh')).toEqual([`${BOT_NAME}|Form ADV refresh, SEC data of December 1, 2026`]);
  expect(git(origin(), 'show', 'adv-refresh:content/a.txt')).toBe('imported');
});

test("last month's branch, only the workflow's commit: replaced by this month's", () => {
  pushCommit('adv-refresh', [BOT_NAME, BOT_EMAIL], 'last month');
  const { commit } = runJob();
  expect(commit?.status).toBe(0);
  expect(log('adv-refresh')).toEqual([`${BOT_NAME}|Form ADV refresh, SEC data of December 1, 2026`]);
});

test('the owner added a commit to the branch: the run stops, says what to do, and the commit stays', () => {
  pushCommit('adv-refresh', [BOT_NAME, BOT_EMAIL], 'last month');
  pushCommit('adv-refresh', OWNER, 'my fix', 'adv-refresh');
  const before = git(origin(), 'rev-parse', 'adv-refresh');
  const { guard, commit } = runJob();
  expect(guard.status).toBe(1);
  expect(commit).toBeNull();
  expect(guard.stdout).toMatch(/Site Owner <owner@example\.com>: my fix/);
  expect(guard.stdout).toContain(
    '::error::The branch adv-refresh holds commits this workflow did not make (listed above); replacing the branch would discard them',
  );
  expect(guard.stdout).toContain('delete the branch adv-refresh, then run "Form ADV refresh" again');
  expect(git(origin(), 'rev-parse', 'adv-refresh')).toBe(before);
});

test('the owner pushes to the branch after the check: the push is refused, the commit stays', () => {
  pushCommit('adv-refresh', [BOT_NAME, BOT_EMAIL], 'last month');
  const { guard, commit } = runJob(() => pushCommit('adv-refresh', OWNER, 'my late fix', 'adv-refresh'));
  expect(guard.status).toBe(0);
  expect(commit?.status).not.toBe(0);
  expect(log('adv-refresh')[0]).toBe('Site Owner|my late fix');
});
