import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { prSummary } from '@/scripts/adv/summary/summary';
import { rosterFileSchema } from '@/lib/content/roster-schema';
import type { FirmSpec } from '@/test-support/adv-feeds';
import { sandbox, type Sandbox } from '@/test-support/jest/import-sandbox';

/**
 * Advisers who publish no main office (issue 53 §2): `<MainAddr PhNb="513-…"/>` and nothing else, as in half the
 * records of the live files. Such a firm is never placed in the region (not by its phone's area code either); the
 * roster file counts the registered, approved ones whose state regulator is Ohio's, Kentucky's or Indiana's, with
 * the state feed's name and date, for /advisers/. Every firm and CRD here is invented.
 */

const HOME = { Strt1: null, Strt2: null, City: null, State: null, Cntry: null, PostlCd: null } as const;
const home = (crd: number, name: string, phone: string, more: Partial<FirmSpec>): FirmSpec => ({
  crd,
  name,
  mainAddr: { ...HOME, PhNb: phone },
  ...more,
});
const approved = (state: string) => ({ stateRegulators: [{ Cd: state, St: 'APPROVED', Dt: '2020-01-02' }] });

const STATE_FIRMS: FirmSpec[] = [
  { crd: 8800001, name: 'FIXTURE PLACED ADVISERS', mainAddr: { PostlCd: '45202', City: 'CINCINNATI', State: 'OH' } },
  home(8800002, 'FIXTURE HOME OFFICE OHIO', '513-936-5050', approved('OH')),
  home(8800003, 'FIXTURE HOME OFFICE KENTUCKY', '859-555-0101', approved('KY')),
  home(8800004, 'FIXTURE HOME OFFICE INDIANA', '812-555-0102', approved('IN')),
  home(8800005, 'FIXTURE HOME OFFICE INDIANA TWO', '317-555-0103', approved('IN')),
  // Registered with two states: counted once, in each of its states of the three (Pennsylvania, listed first, is not).
  home(8800011, 'FIXTURE HOME OFFICE PENNSYLVANIA AND OHIO', '513-555-0111', {
    stateRegulators: [...approved('PA').stateRegulators, ...approved('OH').stateRegulators],
  }),
  home(8800012, 'FIXTURE HOME OFFICE KENTUCKY AND INDIANA', '859-555-0112', {
    stateRegulators: [...approved('KY').stateRegulators, ...approved('IN').stateRegulators],
  }),
  // Not counted: another state, an exempt reporter, a registration that ended.
  home(8800006, 'FIXTURE HOME OFFICE PENNSYLVANIA', '513-555-0104', approved('PA')),
  home(8800007, 'FIXTURE HOME OFFICE EXEMPT', '513-555-0105', { exemptRegulators: [{ Cd: 'OH', St: 'ACTIVE' }] }),
  home(8800008, 'FIXTURE HOME OFFICE CLOSED', '513-555-0106', {
    stateRegulators: [{ Cd: 'KY', St: 'TERMINATED', Dt: '2024-01-02' }],
  }),
];
// An SEC-registered adviser without an address names no state: not counted, not placed.
const SEC_FIRMS: FirmSpec[] = [home(8800009, 'FIXTURE SEC HOME OFFICE', '513-555-0107', {})];

let box: Sandbox;
let feeds: string[];
beforeAll(() => {
  box = sandbox();
  feeds = [
    box.feed({ feed: 'sec', date: '2026-12-01', firms: SEC_FIRMS }),
    box.feed({ feed: 'state', date: '2026-12-01', firms: STATE_FIRMS }),
  ];
});
afterAll(() => box.remove());

const rosterPath = () => path.join(box.contentDir, 'adv-roster.json');
const roster = () => rosterFileSchema.parse(JSON.parse(readFileSync(rosterPath(), 'utf8')));

test('the roster counts the registered, approved advisers of OH, KY and IN that publish no main office', async () => {
  const report = await box.run(feeds);
  expect(roster().notPublished).toEqual({
    firms: 6,
    states: { OH: 2, KY: 2, IN: 3 },
    dataFile: { name: 'IA_FIRM_STATE_Feed_12_01_2026.xml.gz', date: '2026-12-01' },
  });
  // None is placed, not even by a 513 (Cincinnati) phone number; none is malformed.
  expect(roster().firms.map((firm) => firm.crd)).toEqual(['8800001']);
  expect(report.dataFiles.map((file) => file.malformed)).toEqual([0, 0]);
  // The pull request says so in the roster's section: nothing for the owner to do.
  expect(prSummary(report)).toContain(
    'Not placed: 6 registered advisers in Ohio, Kentucky and Indiana with no main-office address published ' +
      '(`IA_FIRM_STATE_Feed_12_01_2026.xml.gz`); /advisers/ counts them and links to IAPD. Nothing to do.',
  );
});

test('a second run over the same feeds leaves the roster file as it is', async () => {
  const before = readFileSync(rosterPath(), 'utf8');
  const mtime = statSync(rosterPath()).mtimeMs;
  const report = await box.run(feeds);
  expect(report.roster.rewritten).toBe(false);
  expect(readFileSync(rosterPath(), 'utf8')).toBe(before);
  expect(statSync(rosterPath()).mtimeMs).toBe(mtime);
});

test('a month with one more such adviser rewrites the count with the new file’s date; without a state feed it stays', async () => {
  const more = [...STATE_FIRMS, home(8800010, 'FIXTURE HOME OFFICE OHIO TWO', '513-555-0108', approved('OH'))];
  await box.run([box.feed({ feed: 'state', date: '2026-12-02', firms: more })]);
  const counted = roster().notPublished;
  expect(counted).toEqual({
    firms: 7,
    states: { OH: 3, KY: 2, IN: 3 },
    dataFile: { name: 'IA_FIRM_STATE_Feed_12_02_2026.xml.gz', date: '2026-12-02' },
  });
  await box.run([box.feed({ feed: 'sec', date: '2026-12-03', firms: SEC_FIRMS })]);
  expect(roster().notPublished).toEqual(counted);
});
