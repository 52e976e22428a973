import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'node-html-parser';
import type { Build } from '@/scripts/export/build';
import { pageLoaderTag } from '@/scripts/export/first-paint/page-loader';
import { COMPILE_HINT } from '@/scripts/export/islands/build-islands';
import { budgets } from '@/scripts/export/steps/budgets';

/**
 * The build's last step holds every page to its script and CSS budgets. It measures the pages the
 * "read pages" step parsed, as the steps after it left them (build.pages): no page is read from
 * out/ or parsed again.
 */

let root: string;
let out: string;

/** One island chunk per entry point, each starting with the compile hint, as the islands step writes them. */
const CHUNKS: Record<string, { entryPoint: string; code: string }> = {
  'entry.js': { entryPoint: 'components/islands/client/entry.ts', code: 'import("./hydrate.js")' },
  // Random text hardly compresses: about 9 KB gzip, far over the 5 KB first-load budget.
  'heavy-entry.js': {
    entryPoint: 'components/islands/client/heavy.ts',
    code: randomBytes(9 * 1024).toString('base64'),
  },
  'hydrate.js': { entryPoint: 'components/islands/client/hydrate-island.ts', code: 'export const hydrate = 1' },
  'lead-form.js': { entryPoint: 'components/islands/lead-form.tsx', code: 'export const LeadForm = 1' },
  'plausible.js': { entryPoint: 'lib/analytics/plausible.ts', code: 'export const track = 1' },
  'zip.js': { entryPoint: 'lib/geo/zip-lookup.ts', code: 'export const zips = 1' },
};

const page = (entry: string) =>
  `<!DOCTYPE html><html><head><title>x</title><style>h1{color:#111827}</style>${pageLoaderTag(entry)}</head><body><h1>x</h1></body></html>`;

/** The budgets step on these pages, parsed as the "read pages" step parses them. */
function runBudgets(pages: Record<string, string>) {
  const build: Build = {
    root,
    out,
    facts: {
      siteUrl: 'https://www.example.com',
      schedulerOrigin: 'https://calendly.com',
      analyticsOrigin: null,
      preview: false,
      pages: [],
    },
    islands: {
      entry: '/_islands/entry.js',
      metafile: {
        inputs: {},
        outputs: Object.fromEntries(
          Object.entries(CHUNKS).map(([name, { entryPoint }]) => [
            `out/_islands/${name}`,
            { entryPoint, imports: [], exports: [], inputs: {}, bytes: 0 },
          ]),
        ),
      },
    },
    pages: Object.entries(pages).map(([rel, html]) => ({ rel, type: 'page', root: parse(html, { comment: true }) })),
  };
  budgets(build);
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'budgets-'));
  out = path.join(root, 'out');
  mkdirSync(path.join(out, '_islands'), { recursive: true });
  mkdirSync(path.join(root, 'components', 'islands'), { recursive: true });
  writeFileSync(
    path.join(root, 'components', 'islands', 'registry.ts'),
    "export const ISLANDS = { 'lead-form': island(() => import('./lead-form')) };\nexport const WAKE_BUDGET_KB = { 'lead-form': 75 };\n",
  );
  writeFileSync(path.join(root, 'components', 'islands', 'lead-form.tsx'), 'export const LeadForm = 1;\n');
  for (const [name, { code }] of Object.entries(CHUNKS))
    writeFileSync(path.join(out, '_islands', name), `${COMPILE_HINT}\n${code}`);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the budgets step', () => {
  it('passes pages within budget and reports them', () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    runBudgets({ 'index.html': page('/_islands/entry.js'), 'about/index.html': page('/_islands/entry.js') });
    expect(log.mock.calls.map(([line]) => String(line))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Bundle budget: 2 pages within first-load JS ≤ 5 KB/)]),
    );
    log.mockRestore();
  });

  it('fails on the page over budget as the build left it in memory, naming the page and its first-load JS', () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    // On disk the page is light; the build's own parsed page is the one measured.
    mkdirSync(path.join(out, 'heavy'), { recursive: true });
    writeFileSync(path.join(out, 'heavy', 'index.html'), page('/_islands/entry.js'));
    expect(() =>
      runBudgets({ 'index.html': page('/_islands/entry.js'), 'heavy/index.html': page('/_islands/heavy-entry.js') }),
    ).toThrow(/^over budget:\n {2}\/heavy\/ +(?:[5-9]|\d\d)\.\d KB +0\.\d KB$/);
    expect(log.mock.calls.map(([line]) => String(line))).toContainEqual(
      expect.stringMatching(/^Bundle budget exceeded \(first-load JS ≤ 5 KB, CSS ≤ 25 KB gzip/),
    );
    log.mockRestore();
  });
});
