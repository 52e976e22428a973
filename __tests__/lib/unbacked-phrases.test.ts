import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { UNBACKED_PHRASES } from '@/test-support/unbacked-phrases';

/**
 * None of the sentences issue 38 §3 removed comes back: every Markdown and JSON file of content/ (a firm file's About
 * text only: its front matter is the sourced-facts schema's, checked there) and the copy written in app/ and
 * components/. The e2e crawl will check the rendered pages with the same list (test-support/unbacked-phrases.ts).
 */
const root = process.cwd();

function filesUnder(dir: string, extensions: readonly string[]): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = path.join(dir, name);
    if (statSync(path.join(root, relative)).isDirectory()) return filesUnder(relative, extensions);
    return extensions.some((extension) => name.endsWith(extension)) ? [relative] : [];
  });
}

const isFirmFile = (file: string) => file.startsWith(`content${path.sep}firms${path.sep}`);

function copyOf(file: string): string {
  const text = readFileSync(path.join(root, file), 'utf8');
  if (!isFirmFile(file)) return text;
  const end = text.indexOf('\n---\n', 4);
  return end < 0 ? text : text.slice(end + 5);
}

const files = [
  ...filesUnder('content', ['.md', '.json']),
  ...filesUnder('app', ['.tsx', '.ts']),
  ...filesUnder('components', ['.tsx', '.ts']),
  'lib/content/static-pages.ts',
  'lib/firms/labels.ts',
];

it('reads the content, the rendered copy strings and the page code', () => {
  expect(files.filter((file) => file.startsWith('content') && file.endsWith('.json')).length).toBeGreaterThan(3);
  expect(files.filter((file) => file.startsWith('content') && file.endsWith('.md')).length).toBeGreaterThan(30);
});

describe.each(UNBACKED_PHRASES.map((phrase) => [phrase.reason, phrase] as const))('never: %s', (_reason, phrase) => {
  const scoped = phrase.scope === 'firm-about' ? files.filter(isFirmFile) : files;
  it.each(scoped.map((file) => [file]))('%s', (file) => {
    const found = copyOf(file).match(phrase.pattern);
    expect(found ? `${file}: "${found[0]}" (${phrase.reason})` : null).toBeNull();
  });
});

it('the list catches each phrase it was written for', () => {
  const samples = [
    'A fiduciary guide will call',
    'Talk to a Cincinnati fiduciary guide',
    'Investment advice is offered through fiduciary financial advisors; past performance',
    'Get clear answers from a fiduciary who works with Ohio educators',
    'the firms we recommend cover every part of your financial life, always as fiduciaries',
    'we will introduce you to independent fiduciary firms',
    'The firms listed below describe themselves as fee-only in their filings',
    'Ten Fiduciary Firms Serving Greater Cincinnati',
    'reviews show their source and the date they were checked',
    'match you with the right firm',
    'firm data from the firms themselves',
    'Allworth Financial: Reviews, Fees and Services',
    'a curated directory of vetted firms',
    "one of the region's best-known local firms",
    'it does not take commissions',
  ];
  for (const sample of samples)
    expect({ sample, caught: UNBACKED_PHRASES.some(({ pattern }) => pattern.test(sample)) }).toEqual({
      sample,
      caught: true,
    });
});
