/**
 * What the host check asks of the Content-Security-Policy a page is served with: one policy (two
 * rules' values joined by a comma would be two, both enforced), no 'unsafe-inline' for scripts,
 * and every inline script, <style> and style="" value of the page's own HTML allowed by its hash.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { executableInlineScripts } from '../export/first-paint/page-loader';

const source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The policy's directives: name → its sources. */
function directives(policy: string): Map<string, string[]> {
  const parts = policy.split(';').map((part) => part.trim().split(/\s+/));
  return new Map(parts.flatMap(([name, ...values]) => (name ? [[name, values] as const] : [])));
}

/** What is wrong with `policy` for the page `html` (nothing: an empty list). */
export function policyProblems(policy: string | null, html: string): string[] {
  if (!policy) return ['no Content-Security-Policy'];
  if (policy.includes(','))
    return [`more than one Content-Security-Policy (joined by a comma): ${policy.slice(0, 120)}…`];
  const problems: string[] = [];
  const found = directives(policy);
  const scripts = found.get('script-src') ?? found.get('default-src') ?? [];
  const styles = found.get('style-src') ?? found.get('default-src') ?? [];
  if (scripts.includes("'unsafe-inline'")) problems.push("script-src allows 'unsafe-inline'");
  const root = parse(html, { comment: true });
  for (const script of executableInlineScripts(root))
    if (!scripts.includes(source(script.rawText)))
      problems.push(`an inline script (${source(script.rawText)}) is not allowed`);
  for (const style of root.querySelectorAll('style'))
    if (!styles.includes(source(style.rawText))) problems.push(`its <style> (${source(style.rawText)}) is not allowed`);
  const hashed = styles.includes("'unsafe-hashes'") ? styles : [];
  for (const value of new Set(root.querySelectorAll('[style]').map((node) => node.getAttribute('style') ?? '')))
    if (!hashed.includes(source(value))) problems.push(`style="${value}" is not allowed`);
  return problems;
}

/** The visitor pages of an export (no /admin/, no 404.html), by URL path: each folder's page, then its subfolders' by name. */
export function exportPages(out: string): { urlPath: string; file: string }[] {
  const pages: { urlPath: string; file: string }[] = [];
  const walk = (folder: string) => {
    const index = path.join(folder, 'index.html');
    const urlPath = `/${path.relative(out, folder).split(path.sep).join('/')}/`.replace('//', '/');
    if (existsSync(index)) pages.push({ urlPath, file: index });
    const folders = readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    for (const entry of folders.sort((a, b) => (a.name < b.name ? -1 : 1)))
      if (!(folder === out && ['admin', '_next', '_islands'].includes(entry.name))) walk(path.join(folder, entry.name));
  };
  walk(out);
  return pages;
}

/** One file under each folder rule of _headers ("/og/*"), as a URL path: where the host check asks for that rule's headers (pages are asked for as pages). */
export function folderSamples(out: string, rules: { path: string }[]): string[] {
  return rules.flatMap(({ path: pattern }) => {
    const folder = path.join(out, pattern.slice(1, -2));
    if (!/^\/[^*:]+\/\*$/.test(pattern) || pattern === '/admin/*' || !existsSync(folder)) return [];
    const file = readdirSync(folder, { recursive: true, withFileTypes: true }).find(
      (entry) => entry.isFile() && entry.name !== 'index.html',
    );
    return file ? [`/${path.relative(out, path.join(file.parentPath, file.name)).split(path.sep).join('/')}`] : [];
  });
}
