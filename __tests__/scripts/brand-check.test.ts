import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkBrand, defaultBrandName } from '@/scripts/checks/brand';
import { readExport } from '@/scripts/checks/export-view';

/**
 * The brand check that runs on the production fixture's export (built with another SITE_BRAND_NAME), on a small
 * export that names the default brand in each kind of place a build could leave it.
 */
const DEFAULT = 'Cincinnati Fiduciary Guide';
const OTHER = 'Fixture Fiduciary Guide';
const dirs: string[] = [];

function exportOf(files: Record<string, string | Buffer>): string {
  const out = mkdtempSync(path.join(tmpdir(), 'brand-check-'));
  dirs.push(out);
  for (const [rel, body] of Object.entries(files)) {
    mkdirSync(path.join(out, path.dirname(rel)), { recursive: true });
    writeFileSync(path.join(out, rel), body);
  }
  return out;
}

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head>${head}</head><body><header><a href="/">${OTHER}</a></header>${body}</body></html>`;

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('checkBrand', () => {
  it('names each file and where in it the default brand name is left', () => {
    const out = exportOf({
      'index.html': page(`<title>Home | ${OTHER}</title>`, `<h1>Welcome</h1><p>Call the ${DEFAULT} team.</p>`),
      'contact/index.html': page(
        `<title>Contact | ${DEFAULT}</title><meta name="description" content="Reach the ${DEFAULT}."><meta property="og:site_name" content="${OTHER}">`,
        '<h1>Contact</h1>',
      ),
      'about/index.html': page(
        `<title>About | ${OTHER}</title><script type="application/ld+json">{"name":"${DEFAULT}"}</script>`,
        `<h1>About</h1><img src="/a.png" alt="${DEFAULT.toUpperCase()} logo">`,
      ),
      'terms/index.html': page(`<title>Terms | ${OTHER}</title>`, `<h1>Terms</h1><p>Use of the ${OTHER} site.</p>`),
      'advisers/changes/feed.xml': `<feed>\n<title>${OTHER}</title>\n<author><name>${DEFAULT}</name></author>\n</feed>\n`,
      '_islands/props-1.json': JSON.stringify({ contact: { brand: DEFAULT } }),
      // Image bytes are no text: an Open Graph image is judged by the words it was drawn from.
      'og/home.png': Buffer.from(`\x89PNG${DEFAULT}`, 'latin1'),
    });
    const { problems } = checkBrand(readExport(out), DEFAULT, [
      { file: 'og/home.png', words: [OTHER, 'Home'] },
      { file: 'og/contact.png', words: [OTHER, `Talk to the ${DEFAULT} team`] },
    ]);
    // Each problem names the file, then every place with a piece of the text around it.
    const names = `names "${DEFAULT}" in`;
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^_islands/props-1\\.json: ${names} line 1 \\(".*"brand":"${DEFAULT}".*"\\)$`)),
      expect.stringMatching(
        new RegExp(`^about/index\\.html: ${names} JSON-LD \\(".*"\\); an attribute of <img> \\(".*"\\)$`),
      ),
      expect.stringMatching(
        new RegExp(`^advisers/changes/feed\\.xml: ${names} line 3 \\(".*<name>${DEFAULT}</name>.*"\\)$`),
      ),
      expect.stringMatching(
        new RegExp(`^contact/index\\.html: ${names} <title> \\(".*"\\); <meta name="description"> \\(".*"\\)$`),
      ),
      expect.stringMatching(new RegExp(`^index\\.html: ${names} the page text \\(".*Call the ${DEFAULT} team.*"\\)$`)),
      `og/contact.png: the image shows "Talk to the ${DEFAULT} team"`,
    ]);
  });

  it('passes an export that names only the other brand', () => {
    const out = exportOf({
      'index.html': page(`<title>Home | ${OTHER}</title>`, `<h1>Welcome to ${OTHER}</h1>`),
      'sitemap.xml': '<urlset><url><loc>https://www.example.test/</loc></url></urlset>',
    });
    expect(checkBrand(readExport(out), DEFAULT, [{ file: 'og/home.png', words: [OTHER] }]).problems).toEqual([]);
  });

  it('takes the default name from content/site.json', () => {
    expect(defaultBrandName()).toBe(DEFAULT);
  });
});
