/**
 * Writes a copy of content/ in which everything a production build demands is complete and
 * verified, so that `SITE_ENV=production SITE_CONTENT_DIR=<dir> npm run build` can pass
 * (scripts/checks/production.ts). It is test data, never the site's content:
 * - every sourced firm fact is verified today by "Fixture Checker" against a firm-specific https
 *   source with a date (a Form ADV fact gets a data file dated today instead), a fact nobody recorded
 *   gets a fixture value (numbers for employees and assets, a main office, websites), and a missing
 *   CRD number gets a fixture number, so every criterion of the ranking is in use;
 * - firms with status "unconfirmed" are removed (what the owner must do with a firm nobody can find);
 * - the owner settings get non-placeholder values, an operator and an explicit business model;
 * - authors are named people (a fixture reviewer is added when there is only one author), and every
 *   article and landing page was reviewed today by an author other than its own, its sources accessed today.
 * Settings are written as plain keys, whatever the schema of the day knows.
 *
 * Usage: npx tsx test-support/verified-content.ts <target dir> [source dir, default content/]
 */
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import { isRecord, verifyFirm, type JsonRecord } from './verified-firm';

/**
 * The content editor's repository for a fixture build, given as CMS_REPO (the production gate
 * refuses the template's example-owner/… of scripts/cms/backend.json).
 */
export const FIXTURE_CMS_REPO = 'fixture-owner/cincinnati-fiduciary-guide';

/** Owner settings that are not placeholders (no 555-01xx phone, no example.com address). */
function fixtureSiteSettings(today: string): JsonRecord {
  return {
    siteUrl: 'https://www.fixture-operator.test',
    phone: '(513) 555-0234',
    email: 'owner@fixture-operator.test',
    schedulerUrl: 'https://calendly.com/fixture-operator/consultation',
    operator: { name: 'Fixture Operator LLC', city: 'Cincinnati' },
    businessModel: 'none',
    businessModelAsOf: today,
  };
}

// Read YAML as the site does (lib/content/markdown.ts): dates stay text.
const readOptions = {
  engines: { yaml: (text: string): object => toRecord(yaml.load(text, { schema: yaml.JSON_SCHEMA })) },
};
const toRecord = (value: unknown): JsonRecord => (isRecord(value) ? value : {});

interface Entry {
  file: string;
  slug: string;
  data: JsonRecord;
  body: string;
}

function readEntries(dir: string): Entry[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const file = path.join(dir, name);
      const { data, content } = matter(readFileSync(file, 'utf8'), readOptions);
      return { file, slug: name.replace(/\.md$/, ''), data: toRecord(data), body: content };
    });
}

function writeEntry({ file, data, body }: Omit<Entry, 'slug'>): void {
  const frontMatter = yaml.dump(data, { lineWidth: -1, quotingType: '"' });
  writeFileSync(file, `---\n${frontMatter}---\n${body.startsWith('\n') ? body : `\n${body}`}`);
}

/** A page reviewed today by an author other than its own, its sources accessed today. */
function reviewPage(data: JsonRecord, authorSlugs: string[], today: string): void {
  const reviewer = authorSlugs.find((slug) => slug !== data.author);
  if (reviewer) data.reviewer = reviewer;
  data.reviewed = today;
  if (Array.isArray(data.sources)) for (const source of data.sources) if (isRecord(source)) source.accessed = today;
}

/** Copies `sourceDir` (content/) to `targetDir` with complete, verified data; returns what it changed. */
export function writeVerifiedContent(
  targetDir: string,
  sourceDir: string = path.resolve('content'),
  now: Date = new Date(),
): { today: string; removedFirms: string[] } {
  const today = now.toISOString().slice(0, 10);
  rmSync(targetDir, { recursive: true, force: true });
  cpSync(sourceDir, targetDir, { recursive: true });

  const siteFile = path.join(targetDir, 'site.json');
  const site = toRecord(JSON.parse(readFileSync(siteFile, 'utf8')));
  site.office = { ...toRecord(site.office), streetAddress: '1 Fixture Plaza, Suite 200' };
  writeFileSync(siteFile, `${JSON.stringify({ ...site, ...fixtureSiteSettings(today) }, null, 2)}\n`);

  // The Form ADV facts' data files are re-dated to today below: their archive entries follow.
  const archiveFile = path.join(targetDir, 'adv-data-files.json');
  if (existsSync(archiveFile)) {
    const archive = toRecord(JSON.parse(readFileSync(archiveFile, 'utf8')));
    if (!Array.isArray(archive.files)) throw new Error(`verified-content: ${archiveFile} has no "files" list`);
    for (const file of archive.files) if (isRecord(file)) file.date = today;
    writeFileSync(archiveFile, `${JSON.stringify(archive, null, 2)}\n`);
  }

  const removedFirms: string[] = [];
  readEntries(path.join(targetDir, 'firms')).forEach((entry, index) => {
    if (entry.data.status === 'unconfirmed') {
      rmSync(entry.file);
      removedFirms.push(entry.slug);
      return;
    }
    verifyFirm(entry.data, index, today);
    writeEntry(entry);
  });

  // A review needs a second person: add a fixture reviewer when content/ has a single author.
  if (readEntries(path.join(targetDir, 'authors')).length < 2) {
    writeEntry({
      file: path.join(targetDir, 'authors', 'fixture-reviewer.md'),
      data: { name: 'Fixture Reviewer', role: 'Reviews every page before publication', credentials: [] },
      body: 'The fixture reviewer checks each figure against its source. Test data for the production build check.\n',
    });
  }
  const authors = readEntries(path.join(targetDir, 'authors'));
  authors.forEach((entry, index) => {
    entry.data.name = `Fixture Editor ${String.fromCharCode(65 + index)}`;
    entry.data.placeholder = false;
    writeEntry(entry);
  });
  const authorSlugs = authors.map((entry) => entry.slug);
  for (const folder of ['blog', 'landing']) {
    for (const entry of readEntries(path.join(targetDir, folder))) {
      reviewPage(entry.data, authorSlugs, today);
      writeEntry(entry);
    }
  }
  return { today, removedFirms };
}

if (require.main === module) {
  const target = process.argv[2];
  if (!target) {
    console.error('Usage: npx tsx test-support/verified-content.ts <target dir> [source dir]');
    process.exit(1);
  }
  const { removedFirms } = writeVerifiedContent(path.resolve(target), path.resolve(process.argv[3] ?? 'content'));
  console.log(
    `Verified fixture content written to ${target}${removedFirms.length ? ` (unconfirmed firms removed: ${removedFirms.join(', ')})` : ''}.`,
  );
}
