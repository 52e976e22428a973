/**
 * Files of the export as a static host serves them, for scripts/checks/export.ts: the route of an
 * HTML file, the file a site path resolves to, and a PNG's size.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Site path served for an HTML file: out/about/index.html → /about/. */
export function routeOf(out: string, file: string): string {
  const rel = path.relative(out, file).split(path.sep).join('/');
  return rel === 'index.html' ? '/' : `/${rel.replace(/index\.html$/, '')}`;
}

/** The out/ file a site path resolves to, as a static host would serve it. */
export function fileFor(out: string, pathname: string): string | undefined {
  const clean = decodeURIComponent(pathname.split('?')[0] ?? '');
  const candidates = clean.endsWith('/')
    ? [path.join(out, clean, 'index.html')]
    : [path.join(out, clean), path.join(out, clean, 'index.html')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

export function pngSize(file: string): { width: number; height: number } | null {
  const buffer = readFileSync(file);
  const signature = buffer.subarray(0, 8).toString('hex');
  if (signature !== '89504e470d0a1a0a') return null;
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}
