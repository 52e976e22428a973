import { createHash } from 'node:crypto';
import { readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { advArchiveSchema } from '@/lib/content/adv-archive-schema';
import { firmFrontMatterSchema } from '@/lib/content/schemas';
import { parseFrontMatter } from '@/lib/content/markdown';
import { prSummary } from '@/scripts/adv/summary/summary';
import { manyFirms } from '@/test-support/adv-feeds';
import { problemLines } from '@/test-support/jest/content-copies';
import { CREATIVE, MARINER, ROOT, sandbox, TRUEPOINT, type Sandbox } from '@/test-support/jest/import-sandbox';

/**
 * A second run over the same feeds changes no byte and touches no file; keys are written in schema
 * order and no schema default is written into a firm file; every feed read is archived in the
 * repository (name, GenOn, size, SHA-256, number of firms) and named in the pull request, and the workflow keeps the
 * feeds themselves for 90 days.
 */
let box: Sandbox;
let feeds: string[];
beforeEach(() => {
  box = sandbox();
  feeds = [
    box.feed({ feed: 'sec', date: '2026-11-02', firms: [MARINER, TRUEPOINT, CREATIVE, ...manyFirms(5)] }),
    box.feed({ feed: 'state', date: '2026-11-02', genOn: false, firms: manyFirms(4, 8_100_001) }),
  ];
});
afterEach(() => box.remove());

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

test('a second run over the same feeds changes no byte and rewrites no file', async () => {
  const first = await box.run(feeds);
  expect(first.firms.filter((firm) => firm.rewritten).map((firm) => firm.slug)).toEqual([
    'creative-planning',
    'mariner-wealth-advisors',
    'truepoint-wealth-counsel',
  ]);
  const texts = box.allTexts();
  const past = new Date('2001-01-01T00:00:00Z');
  const files = Object.keys(texts).map((name) => path.join(box.contentDir, name));
  for (const file of files) utimesSync(file, past, past);
  const second = await box.run(feeds);
  expect(box.allTexts()).toEqual(texts);
  for (const file of files) expect(statSync(file).mtime).toEqual(past);
  expect(second.firms.every((firm) => firm.changes.length === 0 && !firm.rewritten)).toBe(true);
});

test('keys in schema order, and only what the import writes is added to a firm file', async () => {
  const before = box.firmText('bartlett-wealth-management');
  await box.run(feeds);
  const after = box.firmText('bartlett-wealth-management');
  // Bartlett has no CRD and nothing resembles it: the one block added says so, and nothing else.
  const added = after.split('\n').filter((line) => !before.split('\n').includes(line));
  expect(added).toEqual(['notInAdvData:', '  name: "IA_FIRM_SEC_Feed_11_02_2026.xml.gz"', '  date: "2026-11-02"']);
  const order = Object.keys(firmFrontMatterSchema.shape);
  for (const slug of ['mariner-wealth-advisors', 'bartlett-wealth-management']) {
    const data = parseFrontMatter(box.firmText(slug)).data;
    const keys = Object.keys(data && typeof data === 'object' ? data : {});
    expect(keys).toEqual(order.filter((key) => keys.includes(key)));
  }
  const mariner = box.firmText('mariner-wealth-advisors');
  expect(mariner).not.toMatch(/^officeZips:/m);
  expect(mariner).toMatch(/^mainOffice:\n {2}origin: "form-adv"\n {2}value:\n {4}street: /m);
});

test('the data files are archived with their GenOn, size and SHA-256, and named in the pull request', async () => {
  const report = await box.run(feeds);
  const archive = advArchiveSchema.parse(
    JSON.parse(readFileSync(path.join(box.contentDir, 'adv-data-files.json'), 'utf8')),
  );
  expect(archive.files).toEqual([
    {
      name: 'IA_FIRM_SEC_Feed_11_02_2026.xml.gz',
      feed: 'sec',
      date: '2026-11-02',
      generatedOn: '2026-11-02',
      bytes: statSync(feeds[0]!).size,
      sha256: sha256(feeds[0]!),
      firms: 8,
    },
    {
      name: 'IA_FIRM_STATE_Feed_11_02_2026.xml.gz',
      feed: 'state',
      date: '2026-11-02',
      generatedOn: null,
      bytes: statSync(feeds[1]!).size,
      sha256: sha256(feeds[1]!),
      firms: 4,
    },
  ]);
  expect(prSummary(report)).toContain(`SHA-256 \`${sha256(feeds[0]!)}\``);
  // Every Form ADV fact cites a file the archive lists.
  expect(box.firm('mariner-wealth-advisors').aum).toMatchObject({
    dataFile: { name: 'IA_FIRM_SEC_Feed_11_02_2026.xml.gz' },
  });
});

test('a file no fact cites any more drops out of the archive; one still cited stays', async () => {
  await box.run(feeds);
  const next = box.feed({ feed: 'sec', date: '2026-11-09', firms: [MARINER, CREATIVE, ...manyFirms(6)] });
  await box.run([next]);
  const archive = advArchiveSchema.parse(
    JSON.parse(readFileSync(path.join(box.contentDir, 'adv-data-files.json'), 'utf8')),
  );
  // Truepoint (not in the newer file) still cites the 11-02 SEC file; no fact cites the state file.
  expect(archive.files.map((file) => file.name)).toEqual([
    'IA_FIRM_SEC_Feed_11_02_2026.xml.gz',
    'IA_FIRM_SEC_Feed_11_09_2026.xml.gz',
  ]);
});

test('the monthly workflow keeps the downloaded feeds with the run for 90 days, before importing them', () => {
  const workflow = yaml.load(readFileSync(path.join(ROOT, '.github/workflows/adv-refresh.yml'), 'utf8'));
  const steps: { name?: string; uses?: string; with?: Record<string, unknown> }[] = (
    workflow as { jobs: { refresh: { steps: [] } } }
  ).jobs.refresh.steps;
  const keep = steps.findIndex((step) => step.uses?.startsWith('actions/upload-artifact@'));
  expect(keep).toBeGreaterThan(-1);
  expect(steps[keep]?.uses).toMatch(/^actions\/upload-artifact@[0-9a-f]{40}$/);
  expect(steps[keep]?.with).toMatchObject({ path: '${{ runner.temp }}/adv-feeds/', 'retention-days': 90 });
  expect(keep).toBeLessThan(steps.findIndex((step) => step.name === 'Import the Form ADV facts'));
});

test('the content check loads imported content, and refuses a Form ADV fact whose data file the archive lacks', async () => {
  await box.run(feeds);
  expect(problemLines(box.contentDir)).toEqual([]);
  rmSync(path.join(box.contentDir, 'adv-data-files.json'));
  expect(problemLines(box.contentDir)).toContain(
    'content/firms/mariner-wealth-advisors.md → mariner-wealth-advisors → aum.dataFile: "IA_FIRM_SEC_Feed_11_02_2026.xml.gz" of 2026-11-02 is not in ' +
      'content/adv-data-files.json: Form ADV facts are written by `npm run adv:import`, which records the file there',
  );
});
