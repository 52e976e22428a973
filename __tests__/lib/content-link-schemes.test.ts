import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { changedCopy, contentCopy, problemLines } from '@/test-support/jest/content-copies';
import { rosterFirm } from '@/test-support/jest/roster-firms';
import { renderMarkdown } from '@/lib/content/markdown';

/**
 * Links written in content lead to the web (http, https), an e-mail (mailto:), a phone (tel:) or a
 * page of the site: anything else (javascript:, data:, vbscript:, file:) could run code in a
 * visitor's browser. The content check refuses it, naming file, entry and field, and the Markdown
 * renderer never writes it as a link.
 */
const BIO = 'content/authors/lead-editor.md → lead-editor → bio';
const REFUSED = [
  ['javascript:alert(document.cookie)', 'javascript'],
  ['JavaScript:alert(1)', 'javascript'],
  ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'data'],
  ['vbscript:msgbox(1)', 'vbscript'],
  ['file:///etc/passwd', 'file'],
] as const;

/** The problem lines of the bio, after a paragraph of `markdown` is added to it. */
function bioLines(markdown: string): string[] {
  const dir = contentCopy({ 'authors/lead-editor.md': (text) => `${text}\n${markdown}\n` });
  return problemLines(dir).filter((line) => line.startsWith(BIO));
}

describe('links in an author’s bio', () => {
  it.each(REFUSED)('refuses %s, naming the file, the entry, the field and the scheme', (href, scheme) => {
    expect(bioLines(`[my page](${href})`)).toEqual([
      `${BIO}: link "${href}" uses "${scheme}:", which is not allowed: a link may lead to an http:// or https:// address, ` +
        'an e-mail (mailto:), a phone number (tel:) or a page of this site ("/…")',
    ]);
  });

  it('refuses a scheme hidden in an autolink or a reference definition', () => {
    expect(bioLines('<javascript:alert(1)>')).toHaveLength(1);
    expect(bioLines('[my page][home]\n\n[home]: data:text/html,hi')).toHaveLength(1);
  });

  it('accepts the web, e-mail, phone and pages of the site; a site path must exist', () => {
    expect(
      bioLines(
        '[site](https://www.example.org/), [old site](http://www.example.org/), [mail](mailto:editor@example.org), ' +
          '[phone](tel:+15135550100), [about](/about/)',
      ),
    ).toEqual([]);
    expect(bioLines('[nothing](/no-such-page/)')).toEqual([
      `${BIO}: link "/no-such-page/" points to no page of the site (site paths end with "/")`,
    ]);
  });
});

describe('the Markdown renderer', () => {
  it.each(REFUSED)('writes a %s link as its text only', (href) => {
    const { html } = renderMarkdown(`See [my page](${href}).`);
    expect(html).toBe('<p>See my page.</p>\n');
  });

  it('keeps the web, e-mail and phone links', () => {
    const { html } = renderMarkdown('[a](https://example.org/) [b](mailto:a@example.org) [c](tel:+15135550100)');
    expect(html).toContain('<a href="https://example.org/" rel="noopener noreferrer">a</a>');
    expect(html).toContain('<a href="mailto:a@example.org">b</a>');
    expect(html).toContain('<a href="tel:+15135550100">c</a>');
  });
});

describe('websites on the roster (content/adv-roster.json)', () => {
  /** The roster's website lines when its one firm lists `websites`. */
  function websiteLines(websites: string[]): string[] {
    const dir = changedCopy((target) =>
      writeFileSync(
        path.join(target, 'adv-roster.json'),
        JSON.stringify({
          region: [{ fips: '39061', name: 'Hamilton County, OH' }],
          firms: [rosterFirm({ websites })],
          changes: { dataFiles: [], added: [], removed: [], changed: [] },
        }),
      ),
    );
    return problemLines(dir).filter((line) => line.includes('websites'));
  }

  it('refuses an address that is not http or https, naming the firm and the website', () => {
    for (const [href] of REFUSED)
      expect(websiteLines(['https://www.elm-fixture.example/', href])).toEqual([
        'content/adv-roster.json → roster → firms[0].websites[1]: must be an http:// or https:// URL',
      ]);
  });

  it('accepts http and https websites', () => {
    expect(websiteLines(['https://www.elm-fixture.example/', 'http://elm-fixture.example/'])).toEqual([]);
  });
});
