import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readExport } from '@/scripts/checks/export-view';
import { checkHtml } from '@/scripts/checks/html';

/**
 * html-validate on every HTML file of an export (scripts/checks/html.ts), the files shared between this thread and
 * worker threads: an error in any file fails the check and names that file and line, whichever share it fell in.
 */
let out: string;
const valid = (title: string) =>
  `<!DOCTYPE html>\n<html lang="en">\n<head><title>${title}</title></head>\n<body><main><h1>${title}</h1></main></body>\n</html>\n`;
const BROKEN = ['blog/post-3', 'firm/firm-5', 'guide-7', 'firm/firm-8'];

beforeAll(() => {
  out = mkdtempSync(path.join(tmpdir(), 'check-html-'));
  const write = (rel: string, html: string) => {
    mkdirSync(path.join(out, path.dirname(rel)), { recursive: true });
    writeFileSync(path.join(out, rel), html);
  };
  for (let index = 0; index < 12; index += 1) {
    const folder = index % 3 === 0 ? `blog/post-${index}` : index % 3 === 1 ? `guide-${index}` : `firm/firm-${index}`;
    const html = valid(`Page ${index}`);
    // A <div> inside a <p> is an error html-validate reports on the line it stands.
    write(
      `${folder}/index.html`,
      BROKEN.includes(folder) ? html.replace('<h1>', '<p><div>Nested</div></p><h1>') : html,
    );
  }
  write('index.html', valid('Home'));
  // A folder starting with a dot is left out, as by the command line's glob.
  write('.hidden/index.html', '<p><div>never read</div></p>');
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

it('validates every file of the export and names each broken one with its line, whichever thread read it', async () => {
  const { problems, lines } = await checkHtml(readExport(out));
  const files = new Set(problems.map((problem) => problem.split(':')[0]));
  expect([...files].sort()).toEqual(BROKEN.map((folder) => `${folder}/index.html`).sort());
  for (const problem of problems) expect(problem).toMatch(/^[\w/-]+\/index\.html:4:\d+: .*\[[\w-]+\]$/);
  expect(problems.join('\n')).not.toContain('.hidden');
  expect(lines.join('\n')).not.toContain('pass html-validate');
});

it('passes an export with no error, counting its files', async () => {
  for (const folder of BROKEN) writeFileSync(path.join(out, folder, 'index.html'), valid(folder));
  const { problems, lines } = await checkHtml(readExport(out));
  expect(problems).toEqual([]);
  expect(lines[0]).toBe('HTML validation: 13 HTML files pass html-validate (.htmlvalidate.json).');
});
