import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadContent } from '@/lib/content/load';
import type { LoadOptions } from '@/lib/content/types';
import { ContentValidationError } from '@/lib/content/report';

/**
 * Loading content from a directory and reading its error, for the suites that check the content
 * rules: the real content, temporary copies of it with a mistake written in, and what the
 * loader reports as `file → entry → field: message` lines.
 */
export const realContentDir = path.join(process.cwd(), 'content');
export const publicDir = path.join(process.cwd(), 'public');

/** The problem lines of a content error, without the leading "  - ". */
export function problemLinesOf(error: ContentValidationError): string[] {
  return error.message
    .split('\n')
    .filter((line) => line.startsWith('  - '))
    .map((line) => line.slice(4));
}

/** The problem lines loading `contentDir` reports, or none when it loads. */
export function problemLines(contentDir: string, env: LoadOptions['env'] = {}): string[] {
  try {
    loadContent({ contentDir, publicDir, env });
  } catch (error) {
    if (!(error instanceof ContentValidationError)) throw error;
    return problemLinesOf(error);
  }
  return [];
}

const copies: string[] = [];
afterAll(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A temporary copy of a content tree (the real content unless `from` names another), changed by
 * `change`, which may write, copy or delete files in it. Copies are removed after the test file.
 */
export function changedCopy(change: (dir: string) => void, from: string = realContentDir): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'content-'));
  copies.push(dir);
  cpSync(from, dir, { recursive: true });
  change(dir);
  return dir;
}

/**
 * A copy of the real content with files edited: `edits` maps a path inside content/ (e.g.
 * "firms/foster-motley.md") to a function from the file's text to the new text.
 */
export function contentCopy(edits: Record<string, (text: string) => string> = {}): string {
  return changedCopy((dir) => {
    for (const [file, edit] of Object.entries(edits)) {
      const target = path.join(dir, file);
      writeFileSync(target, edit(readFileSync(target, 'utf8')));
    }
  });
}

/** Replaces `find` in a file's text, failing loudly when the file no longer contains it. */
export function replaceOnce(find: string | RegExp, replacement: string): (text: string) => string {
  return (text) => {
    const next = text.replace(find, replacement);
    if (next === text) throw new Error(`the content file no longer contains ${String(find)}`);
    return next;
  };
}
