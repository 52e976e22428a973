import type { ImportReport } from '@/scripts/adv/import/change-set';
import { changeLines, prSummary } from '@/scripts/adv/summary/summary';

/**
 * Text from a feed is text (issue 53 §8): a firm name, an address, a website or a problem quoting a raw value
 * can hold a carriage return, an escape sequence, "@name", a bare URL or Markdown. In the pull request it must
 * stay one line of one table row, ping no one, link nowhere and render no HTML; in the terminal it must not
 * move the cursor or colour the screen. Every free-text field of the report carries the same hostile text.
 * Every firm, CRD and value here is invented.
 */

const HOSTILE =
  'Acme\r| @octocat **x** https://evil.example <img src=x onerror=alert(1)> \u001b[31mred\u001b[0m\u0007 ' +
  'www.evil.example [click](https://evil.example) _e_ ~~s~~ `c` #12 info@firm.example\n## Heading\u202e';

function report(text: string): ImportReport {
  const file: ImportReport['dataFiles'][number] = {
    name: 'IA_FIRM_SEC_Feed_09_02_2026.xml.gz',
    given: '/tmp/IA_FIRM_SEC_Feed_09_02_2026.xml.gz',
    path: 'feeds/IA_FIRM_SEC_Feed_09_02_2026.xml.gz',
    date: '2026-09-02',
    generatedOn: '2026-09-02',
    feed: 'sec',
    bytes: 1_000,
    sha256: 'a'.repeat(64),
    firms: 10,
    malformed: 1,
    malformedExamples: [{ crd: '900099', problem: `<Info BusNm>: got "${text}"` }],
    unknownValues: [{ where: '<Item5E Q5E1>', count: 1, examples: [{ crd: '900098', raw: text }] }],
    readAsUtf8Despite: null,
  };
  const roster = { name: text, crd: '900070' };
  return {
    dataFiles: [file],
    needsPerson: [{ slug: 'acme', name: text, crd: '900001', file: file.name, issue: `Its office is ${text}` }],
    roster: {
      firms: 3,
      rewritten: true,
      changes: {
        dataFiles: [],
        added: [roster],
        removed: [{ ...roster, why: text }],
        changed: [{ ...roster, changes: [{ field: 'website', before: text, after: text }] }],
      },
    },
    firms: [
      {
        slug: 'acme',
        name: text,
        crd: '900001',
        filingDate: '2026-03-30',
        rewritten: true,
        changes: [{ field: 'website', label: text, before: text, after: text }],
      },
      { slug: 'calm', name: text, crd: '900002', filingDate: text, rewritten: false, changes: [] },
    ],
    candidates: [
      {
        slug: 'river',
        name: text,
        candidates: [
          {
            crd: '900010',
            name: text,
            city: text,
            state: text,
            aum: null,
            filingDate: text,
            status: text,
            file: file.name,
          },
        ],
      },
    ],
    notFound: [{ slug: 'unknown', name: text }],
    dryRun: false,
  };
}

/** What GitHub would still read as markup once code spans and the summary's own IAPD links are set aside. */
const outsideCode = (markdown: string) =>
  markdown.replace(/`[^`\n]*`/g, '').replace(/\]\(https:\/\/adviserinfo\.sec\.gov\/firm\/summary\/\d+\)/g, ']');

/** A table row's cells, split on the pipes GitHub's table parser splits on (unescaped ones). */
const cells = (row: string) => row.slice(1, -1).split(/(?<!\\)\|/);

const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe('feed text in the pull request', () => {
  const body = prSummary(report(HOSTILE));
  const plain = prSummary(report('Acme'));

  it('keeps every line, and every table row, as it is with a plain name', () => {
    expect(body.split('\n')).toHaveLength(plain.split('\n').length);
    const rows = (text: string) => text.split('\n').filter((line) => line.startsWith('|'));
    expect(rows(body).map((row) => cells(row).length)).toEqual(rows(plain).map((row) => cells(row).length));
    expect(body).not.toMatch(/^#+ Heading/m);
  });

  it('holds no control character, escape sequence or carriage return', () => {
    expect(body.replace(/\n/g, '')).not.toMatch(CONTROL);
  });

  it('mentions no one, links nowhere but IAPD and renders no HTML, emphasis or link', () => {
    const markup = outsideCode(body);
    expect(markup).not.toMatch(/(^|[^\w])@[A-Za-z0-9]/);
    expect(markup).not.toMatch(/https?:\/\/|www\./i);
    expect(markup).not.toMatch(/(^|[^\\])</);
    expect(markup).not.toMatch(/(^|[^\\])\*\*x/);
    expect(markup).not.toMatch(/(^|[^\\])\[click/);
    expect(markup).not.toMatch(/(^|[^\\])#12/);
  });

  it('still shows the text, the URL in a code span', () => {
    expect(body).toContain('### Acme \\| @\u200boctocat \\*\\*x\\*\\* `https://evil.example` \\<img');
  });
});

describe('feed text in the terminal', () => {
  const lines = changeLines(report(HOSTILE));

  it('holds no control character or escape sequence, and keeps one line per value', () => {
    expect(lines.replace(/\n/g, '')).not.toMatch(CONTROL);
    expect(lines.split('\n')).toHaveLength(changeLines(report('Acme')).split('\n').length);
    expect(lines).toContain('Acme | @octocat **x** https://evil.example <img src=x onerror=alert(1)> red ');
  });
});
