import { feeModel, feeRule } from '@/scripts/adv/import/fee-rule';
import { websiteUrls } from '@/scripts/adv/feed/websites';
import { readAdvFeed } from '@/scripts/adv/feed/parse-feed';
import type { AdvCompensation, AdvFirmRecord } from '@/scripts/adv/feed/feed-record';
import { sandbox, TRUEPOINT, type Sandbox } from '@/test-support/jest/import-sandbox';

/**
 * No claim without its data: fee-only only when 5.E and every 6.A/7.A item the rule reads are present;
 * websites as hostnames; Part 1A items only where the form puts them; dollars rounded, never blamed on content/.
 */
let box: Sandbox;
beforeEach(() => {
  box = sandbox();
});
afterEach(() => box.remove());

async function onlyRecord(file: string): Promise<AdvFirmRecord> {
  const records: AdvFirmRecord[] = [];
  await readAdvFeed(file, (reading) => {
    if (reading.record) records.push(reading.record);
  });
  if (records.length !== 1 || !records[0]) throw new Error(`expected one record, got ${records.length}`);
  return records[0];
}

/** 5.E with a percentage of assets only; the tests change 5.E(5). */
const FEES_ONLY: AdvCompensation = {
  percentageOfAssets: true,
  hourly: false,
  subscription: false,
  fixed: false,
  commissions: false,
  performanceBased: false,
  other: false,
  otherDescription: null,
};

describe('the fee model', () => {
  const noCommissions = { commissions: false } as const;
  type Answers = Readonly<Record<string, boolean>>;
  const allNo: { item6A: Answers; item7A: Answers } = {
    item6A: { '6.A(1)': false, '6.A(2)': false, '6.A(6)': false },
    item7A: { '7.A(1)': false, '7.A(12)': false },
  };
  const record = (compensation: { commissions: boolean | null } | null, items: Partial<typeof allNo>) => {
    const base = { ...FEES_ONLY, ...compensation };
    return { compensation: compensation === null ? null : base, ...allNo, ...items };
  };

  test('fee-only only when 5.E(5) and every 6.A/7.A item the rule reads are present and No', () => {
    expect(feeModel(record(noCommissions, {}))).toBe('fee-only');
  });

  test.each([
    ['6.A absent', { item6A: {} }],
    ['7.A absent', { item7A: {} }],
    ['7.A(12) alone absent', { item7A: { '7.A(1)': false } }],
  ])('%s: the model is unknown, not fee-only', (_, items) => {
    expect(feeModel(record(noCommissions, items))).toBeNull();
  });

  test('5.E(5) absent: unknown', () => {
    expect(feeModel(record({ commissions: null }, {}))).toBeNull();
  });

  test('the rule that decided it is said in words', () => {
    expect(feeRule(record(noCommissions, {})).rule).toBe(
      'Form ADV answers No to 5.E(5), 6.A(1), 6.A(2), 6.A(6), 7.A(1) and 7.A(12)',
    );
    expect(feeRule(record({ commissions: true }, { item7A: { '7.A(12)': true } })).rule).toBe(
      'Form ADV answers Yes to 5.E(5) and 7.A(12)',
    );
    expect(feeRule(record(noCommissions, { item7A: {} })).rule).toBe(
      'Form ADV does not answer 7.A(1) and 7.A(12), so fee-only is not derived',
    );
  });

  test('a Yes the filing itself gives makes it fee-based, whatever else is absent', () => {
    expect(feeModel(record({ commissions: true }, { item6A: {}, item7A: {} }))).toBe('fee-based');
    expect(feeModel(record(noCommissions, { item6A: {}, item7A: { '7.A(12)': true } }))).toBe('fee-based');
  });

  test('the import writes the methods with the model unknown when 6.A and 7.A are absent', async () => {
    await box.run([
      box.feed({ feed: 'sec', date: '2026-11-02', firms: [{ ...TRUEPOINT, items: { Item6A: null, Item7A: null } }] }),
    ]);
    expect(box.firm('truepoint-wealth-counsel').compensation).toMatchObject({
      origin: 'form-adv',
      value: { model: null, basis: 'AUM-based', methods: ['percentage-of-assets'] },
    });
  });
});

describe('web addresses', () => {
  test('hostnames only, deduplicated, social sites after the firm’s own, N/A and e-mails dropped', () => {
    expect(
      websiteUrls([
        'HTTPS://WWW.LINKEDIN.COM/COMPANY/EXAMPLE-WEALTH/',
        'N/A',
        'www.example-wealth.com/about-us?utm=1',
        'EXAMPLE-WEALTH.COM',
        'info@example-wealth.com',
        'http://blog.example-wealth.com',
        'facebook.com',
        'https://www.linkedin.com/company/example-wealth',
      ]),
    ).toEqual([
      'https://www.example-wealth.com/',
      'https://blog.example-wealth.com/',
      'https://www.linkedin.com/company/example-wealth',
    ]);
  });

  test('CDATA is read; a listed firm gets its own site first', async () => {
    const file = box.feed({
      feed: 'sec',
      date: '2026-11-02',
      firms: [
        {
          ...TRUEPOINT,
          websites: [
            'N/A',
            { cdata: 'https://twitter.com/truepoint_fixture' },
            { cdata: 'WWW.TRUEPOINT-FIXTURE.EXAMPLE' },
          ],
        },
      ],
    });
    expect((await onlyRecord(file)).websites).toEqual([
      'N/A',
      'https://twitter.com/truepoint_fixture',
      'WWW.TRUEPOINT-FIXTURE.EXAMPLE',
    ]);
    await box.run([file]);
    expect(box.firm('truepoint-wealth-counsel').websites.value).toEqual([
      'https://www.truepoint-fixture.example/',
      'https://twitter.com/truepoint_fixture',
    ]);
  });
});

test('Part 1A items are read under FormInfo/Part1A only, not wherever an element of that name appears', async () => {
  const file = box.feed({
    feed: 'sec',
    date: '2026-11-02',
    firms: [
      {
        ...TRUEPOINT,
        items: { Item5F: null, Item11: null },
        extraXml:
          '<Item5F Q5F1="Y" Q5F2C="999"/><Schedule><Item11 Q11="Y"/></Schedule><FormInfo><Part1B><Item5F Q5F1="Y" Q5F2C="5"/></Part1B></FormInfo>',
      },
    ],
  });
  const record = await onlyRecord(file);
  expect(record.assets).toBeNull();
  expect(record.item11Overall).toBeNull();
});

test('dollars with cents are rounded to whole dollars and written, never blamed on content/', async () => {
  const firm = { ...TRUEPOINT, items: { Item5F: { Q5F1: 'Y', Q5F2A: '1500000.49', Q5F2C: '2500000.50' } } };
  await box.run([box.feed({ feed: 'sec', date: '2026-11-02', firms: [firm] })]);
  expect(box.firm('truepoint-wealth-counsel').aum.value).toEqual({ total: 2_500_001, discretionary: 1_500_000 });
});
