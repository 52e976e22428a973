#!/usr/bin/env node
/**
 * Writes a copy of content/ in which everything a production build demands is complete and
 * verified, so that `SITE_ENV=production SITE_CONTENT_DIR=<dir> npm run build` can pass
 * (scripts/check-production-build.mjs). It is test data, never the site's content:
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
 * Usage: node test-support/verified-content.mjs <target dir> [source dir, default content/]
 */
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import yaml from 'js-yaml';

const FIXTURE_CHECKER = 'Fixture Checker';

/** Owner settings that are not placeholders (no 555-01xx phone, no example.com address). */
function fixtureSiteSettings(today) {
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
const readOptions = { engines: { yaml: (text) => yaml.load(text, { schema: yaml.JSON_SCHEMA }) ?? {} } };
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

function readEntries(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const file = path.join(dir, name);
      const { data, content } = matter(readFileSync(file, 'utf8'), readOptions);
      return { file, slug: name.replace(/\.md$/, ''), data, body: content };
    });
}

function writeEntry({ file, data, body }) {
  const frontMatter = yaml.dump(data, { lineWidth: -1, quotingType: '"' });
  writeFileSync(file, `---\n${frontMatter}---\n${body.startsWith('\n') ? body : `\n${body}`}`);
}

/** A firm-specific https source: the fact's own page when it has one, else the firm's IAPD summary. */
function verifiedSource(source, crd, today) {
  const url = isRecord(source) && typeof source.url === 'string' ? new URL(source.url) : undefined;
  const specific = url && url.protocol === 'https:' && url.pathname.replace(/\/+$/, '') !== '';
  return {
    ...(isRecord(source) ? source : {}),
    url: specific ? url.toString() : `https://adviserinfo.sec.gov/firm/summary/${crd}`,
    date: isRecord(source) && typeof source.date === 'string' ? source.date : today,
  };
}

/** "312 Walnut Street, Cincinnati, OH 45202" → the main office as Form ADV files it. */
function officeOf(address) {
  const match = /^(.*),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5})$/.exec(String(address ?? '').trim());
  if (!match) return { street: '1 Fixture Plaza', city: 'Cincinnati', state: 'OH', zip: '45202' };
  const [, street, city, state, zip] = match;
  return { street, city, state, zip };
}

/**
 * Fixture values for the facts content/ has not recorded (test data, never a firm's real figures),
 * varied by the firm's position so the ranking built from them has an order and is in use: every
 * criterion of the method then has confirmed data for every firm.
 */
function fixtureValues(data, index) {
  return {
    rating: { stars: 4 + (index % 10) / 10, reviews: 60 + 10 * index },
    employees: { total: 20 + index, advisory: 8 + index },
    aum: { total: (1 + index) * 1_000_000_000, discretionary: null },
    minimum: index % 2 === 0 ? { kind: 'none' } : { kind: 'assets', amount: 250_000 * index },
    compensation: {
      model: index % 3 === 0 ? 'fee-based' : 'fee-only',
      basis: 'AUM-based',
      methods: ['percentage-of-assets'],
      affiliations: [],
    },
    ownership: { owner: { kind: 'independent' }, ownProducts: [] },
    registration: { type: 'RIA', regulator: 'SEC', crd: String(900001 + index), legalName: `${data.name} LLC` },
    disclosures: [],
    localPresence: 4 + (index % 7),
    mainOffice: officeOf(data.address),
    websites: [typeof data.website === 'string' ? data.website : `https://www.fixture-firm-${index + 1}.test/`],
  };
}

/**
 * Every sourced fact (`sourced()` in lib/content/sourced-schema.ts: an object with an `origin`) made
 * complete for a production build: a person's value is verified today by the fixture checker
 * against a firm-specific, dated https source; a Form ADV value gets a data file dated today (the
 * gate refuses one over 90 days old); a fact nobody recorded gets a verified fixture value. The
 * facts are found by their `origin`, so a new one needs no second list of field names here.
 */
function verifyFirm(data, index, today) {
  const values = fixtureValues(data, index);
  const recorded =
    isRecord(data.registration) && data.registration.origin !== 'none' ? data.registration.value : undefined;
  if (recorded && recorded.crd === null) recorded.crd = values.registration.crd;
  const crd = recorded?.crd ?? values.registration.crd;
  for (const field of Object.keys(values)) {
    // Fields the file leaves out (mainOffice, websites) read as not yet recorded.
    if (!isRecord(data[field])) data[field] = { origin: 'none', value: null, reason: 'not-yet-recorded' };
  }
  for (const [field, fact] of Object.entries(data)) {
    if (!isRecord(fact) || typeof fact.origin !== 'string') continue;
    if (fact.origin === 'form-adv') {
      fact.dataFile = { ...fact.dataFile, date: today };
      continue;
    }
    if (fact.origin === 'none') {
      if (!(field in values)) throw new Error(`verified-content: no fixture value for the fact "${field}"`);
      data[field] = {
        origin: 'person',
        value: values[field],
        source: { url: `https://adviserinfo.sec.gov/firm/summary/${crd}`, document: 'Fixture source', date: today },
        verified: true,
        checked: today,
        checkedBy: FIXTURE_CHECKER,
      };
      continue;
    }
    fact.source = verifiedSource(fact.source, crd, today);
    fact.verified = true;
    fact.checked = today;
    fact.checkedBy = FIXTURE_CHECKER;
  }
}

/** A page reviewed today by an author other than its own, its sources accessed today. */
function reviewPage(data, authorSlugs, today) {
  const reviewer = authorSlugs.find((slug) => slug !== data.author);
  if (reviewer) data.reviewer = reviewer;
  data.reviewed = today;
  if (Array.isArray(data.sources)) for (const source of data.sources) if (isRecord(source)) source.accessed = today;
}

/** Copies `sourceDir` (content/) to `targetDir` with complete, verified data; returns what it changed. */
export function writeVerifiedContent(targetDir, sourceDir = path.resolve('content'), now = new Date()) {
  const today = now.toISOString().slice(0, 10);
  rmSync(targetDir, { recursive: true, force: true });
  cpSync(sourceDir, targetDir, { recursive: true });

  const siteFile = path.join(targetDir, 'site.json');
  const site = JSON.parse(readFileSync(siteFile, 'utf8'));
  site.office = { ...site.office, streetAddress: '1 Fixture Plaza, Suite 200' };
  writeFileSync(siteFile, `${JSON.stringify({ ...site, ...fixtureSiteSettings(today) }, null, 2)}\n`);

  // The Form ADV facts' data files are re-dated to today below: their archive entries follow.
  const archiveFile = path.join(targetDir, 'adv-data-files.json');
  if (existsSync(archiveFile)) {
    const archive = JSON.parse(readFileSync(archiveFile, 'utf8'));
    for (const file of archive.files) file.date = today;
    writeFileSync(archiveFile, `${JSON.stringify(archive, null, 2)}\n`);
  }

  const removedFirms = [];
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

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const target = process.argv[2];
  if (!target) {
    console.error('Usage: node test-support/verified-content.mjs <target dir> [source dir]');
    process.exit(1);
  }
  const { removedFirms } = writeVerifiedContent(path.resolve(target), path.resolve(process.argv[3] ?? 'content'));
  console.log(
    `Verified fixture content written to ${target}${removedFirms.length ? ` (unconfirmed firms removed: ${removedFirms.join(', ')})` : ''}.`,
  );
}
