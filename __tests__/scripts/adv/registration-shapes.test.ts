import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readAdvFeed } from '@/scripts/adv/feed/parse-feed';
import { registrationStanding } from '@/scripts/adv/feed/registration';
import type { AdvRegistration, FirmReading } from '@/scripts/adv/feed/feed-record';
import { manyFirms } from '@/test-support/adv-feeds';
import { CREATIVE, MARINER, sandbox, TRUEPOINT, type Sandbox } from '@/test-support/jest/import-sandbox';

/**
 * Every registration shape of the two feeds (public parsers: SEC `Rgstn FirmType="Registered"|"ERA"`,
 * state `StateRgstn/Rgltrs/Rgltr`, state exempt reporters `ERA/Rgltrs/Rgltr`), statuses in any case and
 * with suffixes. A listed firm that is exempt, withdrawn or not approved gets nothing written and goes
 * to Needs a person; every other firm is still refreshed. A CRD in both feeds: newest filing, then an
 * approved registration, then the SEC record, never the order of the arguments.
 */
let box: Sandbox;
beforeEach(() => {
  box = sandbox();
});
afterEach(() => box.remove());

async function registrations(file: string): Promise<Map<string, AdvRegistration | null>> {
  const found = new Map<string, AdvRegistration | null>();
  await readAdvFeed(file, (reading: FirmReading) => found.set(reading.crd ?? '', reading.record?.registration ?? null));
  return found;
}

test.each([
  ['APPROVED', 'approved'],
  ['Approved', 'approved'],
  ['APPROVED-120', 'approved'],
  ['ACTIVE', 'other'],
  ['TERMREQUEST', 'withdrawn'],
  ['TERMINATED', 'withdrawn'],
  ['PENDING', 'pending'],
  ['CONDREST', 'other'],
] as const)('status %s reads as %s', (status, standing) => {
  expect(registrationStanding(status)).toBe(standing);
});

test('reads every shape without stopping: SEC registered and ERA, state registered, state exempt reporter', async () => {
  const sec = box.feed({
    feed: 'sec',
    date: '2026-11-02',
    firms: [
      { crd: 6000001, name: 'SEC REGISTERED ONE', rgstn: { St: 'Approved' } },
      {
        crd: 6000002,
        name: 'SEC EXEMPT ONE',
        rgstn: { FirmType: 'ERA', St: 'ACTIVE' },
        items: { Item5A: {}, Item5F: {} },
      },
      { crd: 6000003, name: 'SEC SUFFIX ONE', rgstn: { St: 'APPROVED-120' } },
    ],
  });
  const state = box.feed({
    feed: 'state',
    date: '2026-11-02',
    firms: [
      { crd: 6000011, name: 'STATE REGISTERED ONE', stateRegulators: [{ Cd: 'OH', St: 'APPROVED', Dt: '2020-01-02' }] },
      { crd: 6000012, name: 'STATE EXEMPT ONE', exemptRegulators: [{ Cd: 'OH', St: 'ACTIVE', Dt: '2021-03-04' }] },
      {
        crd: 6000013,
        name: 'STATE MOVING ONE',
        mainAddr: { State: 'KY' },
        stateRegulators: [
          { Cd: 'KY', St: 'TERMINATED', Dt: '2019-01-01' },
          { Cd: 'OH', St: 'APPROVED', Dt: '2024-01-01' },
        ],
      },
    ],
  });
  const fromSec = await registrations(sec);
  expect(fromSec.get('6000001')).toMatchObject({ kind: 'registered', standing: 'approved', regulator: 'SEC' });
  expect(fromSec.get('6000002')).toMatchObject({ kind: 'exempt', firmType: 'ERA', status: 'ACTIVE' });
  expect(fromSec.get('6000003')).toMatchObject({ kind: 'registered', standing: 'approved', status: 'APPROVED-120' });
  const fromState = await registrations(state);
  expect(fromState.get('6000011')).toMatchObject({ kind: 'registered', regulator: 'OH', date: '2020-01-02' });
  expect(fromState.get('6000012')).toMatchObject({ kind: 'exempt', regulator: 'OH', status: 'ACTIVE' });
  // An approved regulator beats the home state's terminated one.
  expect(fromState.get('6000013')).toMatchObject({ kind: 'registered', regulator: 'OH', standing: 'approved' });
});

test.each([
  [
    'an exempt reporter',
    { rgstn: { FirmType: 'ERA', St: 'ACTIVE' } },
    'reads "ACTIVE": it is an exempt reporting adviser there',
  ],
  ['withdrawing', { rgstn: { St: 'TERMREQUEST' } }, 'reads "TERMREQUEST": it is withdrawing or withdrawn'],
  ['not approved', { rgstn: { St: 'PENDING' } }, 'reads "PENDING": it is pending, not yet approved'],
])(
  'a listed firm that became %s: nothing written, Needs a person, every other firm refreshed',
  async (_, change, words) => {
    // A comment a person wrote in the file would not survive a rewrite: the file must stay as it is.
    const file = path.join(box.contentDir, 'firms', 'truepoint-wealth-counsel.md');
    writeFileSync(file, box.firmText('truepoint-wealth-counsel').replace(/^---\n/, '---\n# Kept as typed\n'));
    const before = box.firmText('truepoint-wealth-counsel');
    expect(before).toContain('# Kept as typed');
    const feed = box.feed({ feed: 'sec', date: '2026-11-02', firms: [MARINER, { ...TRUEPOINT, ...change }, CREATIVE] });
    const report = await box.run([feed]);
    expect(box.firmText('truepoint-wealth-counsel')).toBe(before);
    // Mariner's and Creative Planning's Kansas offices are first read too (out-of-region.test.ts): Truepoint's is the one here.
    const truepoint = report.needsPerson.filter((entry) => entry.crd === '105664');
    expect(truepoint).toEqual([
      expect.objectContaining({
        slug: 'truepoint-wealth-counsel',
        crd: '105664',
        file: 'IA_FIRM_SEC_Feed_11_02_2026.xml.gz',
      }),
    ]);
    expect(truepoint[0]?.issue).toContain(words);
    expect(box.firm('mariner-wealth-advisors').aum.origin).toBe('form-adv');
    expect(box.firm('creative-planning').aum.origin).toBe('form-adv');
  },
);

test('a listed firm that is an exempt reporter in the state feed is put before a person too', async () => {
  const sec = box.feed({ feed: 'sec', date: '2026-11-02', firms: [MARINER, CREATIVE] });
  const state = box.feed({
    feed: 'state',
    date: '2026-11-02',
    firms: [{ ...TRUEPOINT, exemptRegulators: [{ Cd: 'OH', St: 'ACTIVE' }] }, ...manyFirms(5)],
  });
  const report = await box.run([sec, state]);
  const registrations = report.needsPerson.filter((entry) => !/outside Ohio/.test(entry.issue));
  expect(registrations.map((entry) => [entry.slug, entry.file])).toEqual([
    ['truepoint-wealth-counsel', 'IA_FIRM_STATE_Feed_11_02_2026.xml.gz'],
  ]);
  expect(box.firm('truepoint-wealth-counsel').registration.origin).toBe('person');
});

describe('a CRD in both feeds', () => {
  const inBoth = (secFiled: string, stateFiled: string, stateStatus = 'APPROVED') => [
    box.feed({
      feed: 'sec',
      date: '2026-11-02',
      firms: [{ ...TRUEPOINT, filed: secFiled, items: { Item5A: { TtlEmp: 50 } } }],
    }),
    box.feed({
      feed: 'state',
      date: '2026-11-02',
      firms: [
        {
          ...TRUEPOINT,
          filed: stateFiled,
          stateRegulators: [{ Cd: 'OH', St: stateStatus }],
          items: { Item5A: { TtlEmp: 7 } },
        },
      ],
    }),
  ];

  test('the newer filing wins, whichever file comes first', async () => {
    const [sec, state] = inBoth('2026-01-05', '2026-06-30');
    await box.run([sec!, state!]);
    expect(box.firm('truepoint-wealth-counsel').registration.value).toMatchObject({ regulator: 'state' });
    expect(box.firm('truepoint-wealth-counsel').employees.value).toMatchObject({ total: 7 });
  });

  test('on the same date the SEC record wins, in either order of the arguments', async () => {
    for (const order of [0, 1]) {
      const files = inBoth('2026-06-30', '2026-06-30');
      await box.run(order === 0 ? files : [...files].reverse());
      expect(box.firm('truepoint-wealth-counsel').registration.value).toMatchObject({ regulator: 'SEC' });
      expect(box.firm('truepoint-wealth-counsel').employees.value).toMatchObject({ total: 50 });
    }
  });

  test('on the same date an approved registration beats a terminated one, even the SEC record', async () => {
    const sec = box.feed({
      feed: 'sec',
      date: '2026-11-02',
      firms: [{ ...TRUEPOINT, filed: '2026-06-30', rgstn: { St: 'TERMINATED' } }],
    });
    const state = box.feed({ feed: 'state', date: '2026-11-02', firms: [{ ...TRUEPOINT, filed: '2026-06-30' }] });
    const report = await box.run([sec, state]);
    expect(report.needsPerson.filter((entry) => entry.slug === 'truepoint-wealth-counsel')).toEqual([]);
    expect(box.firm('truepoint-wealth-counsel').registration.value).toMatchObject({
      regulator: 'state',
      status: 'Approved',
    });
  });
});
