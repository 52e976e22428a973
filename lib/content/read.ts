import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { parseFrontMatter } from './markdown';
import type { IssueCollector } from './report';

/**
 * Reading: content files → parsed, schema-checked entries. Each problem is recorded against its
 * file, entry and field; an entry that fails is left out, so reading goes on and the one error
 * at the end lists everything. Nothing here renders Markdown (render.ts) or compares entries
 * (validate.ts).
 */

/** A Markdown file whose front matter passed its schema; `body` is the Markdown below it. */
export interface MarkdownEntry<T> {
  slug: string;
  /** Path from the project root, e.g. "content/firms/x.md", as problems name it. */
  file: string;
  data: T;
  body: string;
}

function listMarkdown(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort();
}

/** content/<name>.json, raw (content/site.json is parsed with its environment overrides). */
export function readRawJson(contentDir: string, name: string, issues: IssueCollector): unknown {
  try {
    return JSON.parse(readFileSync(path.join(contentDir, name), 'utf8'));
  } catch (error) {
    issues.add(`content/${name}`, '(file)', '', error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

/** content/<name>.json checked against `schema`; undefined (with its problems recorded) if it fails. */
export function readJsonEntry<T>(
  contentDir: string,
  name: string,
  schema: z.ZodType<T>,
  entry: string,
  issues: IssueCollector,
): T | undefined {
  const raw = readRawJson(contentDir, name, issues);
  // An unreadable file is one problem, already recorded: do not report its schema as well.
  return raw === undefined ? undefined : issues.parse(schema, raw, `content/${name}`, entry);
}

/** Every content/<folder>/*.md whose front matter passes `schema`, in file-name order. */
export function readMarkdownEntries<T>(
  contentDir: string,
  folder: string,
  schema: z.ZodType<T>,
  issues: IssueCollector,
): MarkdownEntry<T>[] {
  const dir = path.join(contentDir, folder);
  const entries: MarkdownEntry<T>[] = [];
  for (const name of listMarkdown(dir)) {
    const file = `content/${folder}/${name}`;
    const slug = name.replace(/\.md$/, '');
    let parsed;
    try {
      parsed = parseFrontMatter(readFileSync(path.join(dir, name), 'utf8'));
    } catch (error) {
      issues.add(
        file,
        slug,
        'front matter',
        error instanceof Error ? (error.message.split('\n')[0] ?? 'unreadable') : 'unreadable',
      );
      continue;
    }
    const data = issues.parse(schema, parsed.data, file, slug);
    if (data !== undefined) entries.push({ slug, file, data, body: parsed.body });
  }
  return entries;
}
