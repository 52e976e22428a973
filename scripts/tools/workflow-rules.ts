import { load } from 'js-yaml';
import { z } from 'zod';

/**
 * Rules for GitHub Actions workflows that actionlint does not enforce (`npm run lint:workflows` runs both):
 * - every workflow says what its token may do, in a top-level `permissions:` block or one on each job (without
 *   one, the token gets the repository's default, which may be write to everything), and never `write-all`;
 * - every action and reusable workflow from another repository is pinned to a full commit SHA (a tag or a
 *   branch can be moved to other code), every Docker image to a digest.
 */

const stepSchema = z.looseObject({ uses: z.string().optional() });
const jobSchema = z.looseObject({
  permissions: z.unknown().optional(),
  uses: z.string().optional(),
  steps: z.array(stepSchema).optional(),
});
const workflowSchema = z.looseObject({
  permissions: z.unknown().optional(),
  jobs: z.record(z.string(), jobSchema),
});

const PINNED_ACTION = /^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/;
const PINNED_IMAGE = /^docker:\/\/[^@\s]+@sha256:[0-9a-f]{64}$/;

function unpinned(uses: string): string | null {
  if (uses.startsWith('./')) return null;
  if (uses.startsWith('docker://'))
    return PINNED_IMAGE.test(uses) ? null : `${uses}: pin the image to its digest (@sha256:…)`;
  return PINNED_ACTION.test(uses) ? null : `${uses}: pin a full 40-character commit SHA (keep the tag in a comment)`;
}

/** What is wrong with one workflow's text, each problem a sentence naming the job or the action. */
export function workflowProblems(text: string): string[] {
  const parsed = workflowSchema.safeParse(load(text));
  if (!parsed.success) return [`not a workflow with jobs: ${parsed.error.issues[0]?.message ?? 'unreadable'}`];
  const { permissions, jobs } = parsed.data;
  const problems: string[] = [];
  for (const [id, job] of Object.entries(jobs)) {
    if (permissions === undefined && job.permissions === undefined)
      problems.push(`job "${id}": no permissions block (add one at the top of the workflow or on the job)`);
    if (job.permissions === 'write-all') problems.push(`job "${id}": permissions write-all; name each one it needs`);
    const uses = [job.uses, ...(job.steps ?? []).map((step) => step.uses)];
    for (const action of uses) {
      const problem = action === undefined ? null : unpinned(action);
      if (problem) problems.push(`job "${id}": ${problem}`);
    }
  }
  if (permissions === 'write-all') problems.push('permissions write-all; name each one the workflow needs');
  return problems;
}
