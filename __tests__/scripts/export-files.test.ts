import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readExport } from '@/scripts/checks/export-view';
import { exportFileKind } from '@/scripts/export/islands/export-files';
import { siteFacts } from '@/scripts/export/site-facts';
import { checkFiles } from '@/scripts/export/steps/files';

/**
 * The build's "check files" step works on a whitelist of what `next build` may put in out/: an unknown file
 * fails the build with its name, and nothing is deleted before that check.
 */

const NO_PUBLIC = new Set<string>();

/** A small out/ shaped like Next's export (only the kinds of file, not real pages). */
const NEXT_EXPORT = [
  'index.html',
  '404.html',
  'about/index.html',
  'firm/foster-motley/index.html',
  'index.txt',
  '__next._tree.txt',
  'about/index.txt',
  'about/__next.about.__PAGE__.txt',
  '_next/static/chunks/0bi0b4g53s_f9.js',
  '_next/static/chunks/turbopack-077hmtqrhcoji.js',
  '_next/static/chunks/3fdbuteicknb0.css',
  '_next/static/6mCte6mHmySoHcXj-iG_-/_buildManifest.js',
  '_next/static/6mCte6mHmySoHcXj-iG_-/_ssgManifest.js',
  '_next/static/media/inter_latin_400_normal-s.2qdljeg3s-lsl.woff2',
  '_next/static/media/marker-icon.1le94j_pe_ih1.png',
  'og/firm-foster-motley.png',
  'icon.svg',
];

let out: string;

function writeExport(files: string[]) {
  for (const rel of files) {
    mkdirSync(path.join(out, path.dirname(rel)), { recursive: true });
    writeFileSync(path.join(out, rel), 'x');
  }
}

function listed(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listed(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });
}

beforeEach(() => {
  out = path.join(mkdtempSync(path.join(tmpdir(), 'export-files-')), 'out');
});
afterEach(() => rmSync(path.dirname(out), { recursive: true, force: true }));

describe('what out/ may contain', () => {
  it("gives every kind of file Next's export writes a rule", () => {
    expect(NEXT_EXPORT.filter((rel) => exportFileKind(rel, NO_PUBLIC) === null)).toEqual([]);
    expect(exportFileKind('_next/static/chunks/3fdbuteicknb0.css', NO_PUBLIC)).toBe('stylesheet');
    expect(exportFileKind('_next/static/media/inter.woff2', NO_PUBLIC)).toBe('media');
    // Next's copies of the 404 page would answer 200 at /404/ and /_not-found/: they are removed.
    expect(exportFileKind('_not-found/index.html', NO_PUBLIC)).toBe('not-found-copy');
    expect(exportFileKind('404/index.html', NO_PUBLIC)).toBe('not-found-copy');
    expect(exportFileKind('leaflet/marker-icon.png', new Set(['leaflet/marker-icon.png']))).toBe('public');
  });

  it.each([
    '_next/static/chunks/nested/extra.js',
    '_next/static/unknown.json',
    'about/index.rsc',
    'stray.bin',
    'leaflet/not-in-public.png',
    '_next/static/media/notes.md',
  ])('allows no unknown file such as %s', (rel) => {
    expect(exportFileKind(rel, NO_PUBLIC)).toBeNull();
  });

  it('fails the build naming an unknown file in out/, and deletes nothing', async () => {
    writeExport([...NEXT_EXPORT, '_next/static/chunks/nested/extra.js', 'debug-dump.bin']);
    const failure = await checkFiles({ root: process.cwd(), out, facts: siteFacts() }).then(
      () => '',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    expect(failure).toContain('unknown files in out/');
    expect(failure).toContain('_next/static/chunks/nested/extra.js');
    expect(failure).toContain('debug-dump.bin');
    expect(failure).not.toContain('about/index.html');
    expect(listed(out).sort()).toEqual(
      [...NEXT_EXPORT, '_next/static/chunks/nested/extra.js', 'debug-dump.bin'].sort(),
    );
  });
});

describe('what a page is', () => {
  it('is one rule: the whole-export checks hold to the visitor-page checks exactly the files the build reads as pages', () => {
    const html = ['index.html', 'about/index.html', '404.html', 'admin/index.html', 'notes.html', 'about/draft.html'];
    writeExport(html);
    const publicFiles = new Set(['admin/index.html']);
    const buildPages = html.filter((rel) => exportFileKind(rel, publicFiles) === 'page');
    expect(buildPages).toEqual(['index.html', 'about/index.html', '404.html']);
    expect(
      readExport(out)
        .pages.map((page) => page.rel)
        .sort(),
    ).toEqual([...buildPages].sort());
  });
});
