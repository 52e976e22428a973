/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { budgetFor, checkHtmlBytes } from '@/scripts/check-bytes.mjs';

/** The HTML bytes budget that CI runs after the build, on a small export with one page too heavy. */

let out: string;
const page = (body: string) => `<!DOCTYPE html><html><head><title>x</title></head><body>${body}</body></html>`;

beforeAll(() => {
  out = mkdtempSync(path.join(tmpdir(), 'check-bytes-'));
  const write = (rel: string, html: string) => {
    mkdirSync(path.join(out, path.dirname(rel)), { recursive: true });
    writeFileSync(path.join(out, rel), html);
  };
  write('index.html', page('<h1>Find a fiduciary</h1>'));
  // 30 KB of random text hardly compresses: far over a firm profile's budget.
  write('firm/too-heavy/index.html', page(`<p>${randomBytes(30_000).toString('base64')}</p>`));
  write('about/index.html', page('<h1>About</h1>'));
  // Not a visitor page: never measured.
  write('admin/index.html', page(randomBytes(60_000).toString('base64')));
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('checkHtmlBytes', () => {
  it('fails on the page over its budget, naming it, its size and its budget', () => {
    const { problems, rows } = checkHtmlBytes(out);
    expect(rows.map((row) => row.urlPath).sort()).toEqual(['/', '/about/', '/firm/too-heavy/']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `^/firm/too-heavy/: HTML is \\d+\\.\\d KiB gzip, over the ${budgetFor('/firm/x/').kib} KiB budget for a firm profile`,
      ),
    );
  });

  it('gives the home page and firm profiles tighter budgets than other pages', () => {
    expect(budgetFor('/').kib).toBeLessThan(budgetFor('/about/').kib);
    expect(budgetFor('/firm/foster-motley/').kib).toBeLessThan(budgetFor('/about/').kib);
    expect(budgetFor('/firm/foster-motley/').what).toBe('a firm profile');
  });
});
