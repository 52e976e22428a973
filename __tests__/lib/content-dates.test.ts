import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { getContent } from '@/lib/content';

/**
 * A "Published" or "Updated" date is a day the text was really written or changed here: never earlier than the day
 * its file entered the repository (its first commit, following renames), never in the future. CI clones the full
 * history (`git clone`), so `git log` answers; without git the suite fails and says why rather than passing blind.
 */
const root = process.cwd();
const today = new Date().toISOString().slice(0, 10);

function git(args: readonly string[]): string {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw new Error(
      `content dates are checked against git history, but \`git ${args.join(' ')}\` failed (is git installed and is ` +
        `this a full clone, not an export?): ${(error as Error).message}`,
    );
  }
}

/** The day the file was first committed; a file not yet committed is being written today. */
function firstCommitDay(file: string): string {
  const days = git(['log', '--follow', '--format=%as', '--', file]).trim().split('\n').filter(Boolean);
  return days.at(-1) ?? today;
}

beforeAll(() => {
  if (git(['rev-parse', '--is-shallow-repository']).trim() === 'true')
    throw new Error('the repository is a shallow clone: its first commits are missing, so dates cannot be checked');
});

const { posts, landingPages, legal } = getContent();

type Dated = { file: string; published?: string | undefined; updated?: string | undefined };
const dated: Dated[] = [
  ...posts.map((post) => ({ file: `content/blog/${post.slug}.md`, published: post.date, updated: post.updated })),
  ...landingPages.map((page) => ({ file: `content/landing/${page.slug}.md`, updated: page.updated })),
  ...Object.entries(legal).map(([slug, page]) => ({ file: `content/legal/${slug}.md`, updated: page.updated })),
];

describe.each(dated.map((entry) => [entry.file, entry] as const))('the dates of %s', (file, entry) => {
  const first = firstCommitDay(path.join(root, file));

  it('shows no day before its first commit or after today', () => {
    for (const day of [entry.published, entry.updated].filter((value) => value !== undefined)) {
      expect({ file, day, firstCommit: first, ok: day >= first && day <= today }).toEqual({
        file,
        day,
        firstCommit: first,
        ok: true,
      });
    }
  });

  it('is not updated before it was published', () => {
    if (entry.published !== undefined && entry.updated !== undefined)
      expect(entry.updated >= entry.published).toBe(true);
    else expect([entry.published, entry.updated].filter(Boolean).length).toBeLessThanOrEqual(1);
  });
});

it('checks every article and landing page', () => {
  expect(dated.filter((entry) => entry.file.startsWith('content/blog/'))).toHaveLength(posts.length);
  expect(dated.filter((entry) => entry.file.startsWith('content/landing/'))).toHaveLength(landingPages.length);
  expect(posts.length).toBeGreaterThan(0);
});
