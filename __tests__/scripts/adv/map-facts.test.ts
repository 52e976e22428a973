import { compensationBasis } from '@/scripts/adv/import/fee-rule';
import { advFacts } from '@/scripts/adv/import/map-facts';
import { sentenceCase } from '@/lib/format';
import { websiteUrls } from '@/scripts/adv/feed/websites';
import type { AdvFirmRecord } from '@/scripts/adv/feed/feed-record';
import { SEC_FIXTURE, STATE_FIXTURE, readAll } from '@/test-support/jest/feed-files';

async function secRecord(crd: string): Promise<AdvFirmRecord> {
  const record = (await readAll(SEC_FIXTURE)).byCrd(crd);
  if (record === undefined) throw new Error(`fixture has no firm ${crd}`);
  return record;
}

describe('advFacts on the fixture firms', () => {
  it('maps Mariner (research values) with each fact naming its Form ADV item', async () => {
    const facts = advFacts(await secRecord('140195'), 'sec');
    expect(facts.crd).toBe('140195');
    expect(facts.filingDate).toBe('2024-10-21');
    expect(facts.registration?.value).toEqual({
      type: 'RIA',
      regulator: 'SEC',
      crd: '140195',
      legalName: 'MARINER, LLC',
      businessName: 'MARINER, LLC',
      secFileNumber: null,
      status: 'Approved',
    });
    expect(facts.registration?.item).toMatch(/^Form ADV Part 1A, Item 1\b/);
    expect(facts.aum).toEqual({
      value: { total: 81_100_000_000, discretionary: null },
      item: 'Form ADV Part 1A, Item 5.F(2)(c)',
    });
    expect(facts.employees).toEqual({
      value: { total: 1111, advisory: 555 },
      item: 'Form ADV Part 1A, Items 5.A and 5.B(1)',
    });
    expect(facts.mainOffice).toEqual({
      value: { street: '5700 W. 112TH ST, SUITE 500', city: 'OVERLAND PARK', state: 'KS', zip: null },
      item: 'Form ADV Part 1A, Item 1.F',
    });
    expect(facts.websites).toEqual({
      value: ['https://www.mariner-fixture.example/'],
      item: 'Form ADV Part 1A, Item 1.I',
    });
    expect(facts.disclosures).toEqual({ value: { itemsAnsweredYes: [] }, item: 'Form ADV Part 1A, Item 11' });
    expect(facts.compensation).toEqual({
      value: { model: 'fee-only', basis: 'AUM-based', methods: ['percentage-of-assets'], affiliations: [] },
      item: 'Form ADV Part 1A, Items 5.E, 6.A and 7.A',
    });
  });

  it('keeps the discretionary part of 5.F(2)(a) beside the total', async () => {
    expect(advFacts(await secRecord('9990001'), 'sec').aum?.value).toEqual({
      total: 150_000_000,
      discretionary: 120_000_000,
    });
  });

  it('reports the Item 11 sub-items answered Yes, in the form order', async () => {
    expect(advFacts(await secRecord('9990001'), 'sec').disclosures?.value.itemsAnsweredYes).toEqual([
      '11.C(1)',
      '11.D(4)',
    ]);
  });

  it('reports a Yes to Item 11 itself (supervised persons) as "11"', async () => {
    expect(advFacts(await secRecord('9990002'), 'sec').disclosures?.value.itemsAnsweredYes).toEqual(['11']);
  });

  it('a firm paid by commissions that is itself a broker-dealer: fee-based dual registrant', async () => {
    const facts = advFacts(await secRecord('9990002'), 'sec');
    expect(facts.registration?.value.type).toBe('dual registrant');
    expect(facts.compensation?.value).toEqual({
      model: 'fee-based',
      basis: 'Hybrid',
      methods: ['commissions', 'other'],
      affiliations: ['broker-dealer', 'insurance'],
    });
  });

  it('null facts where the record has nothing: no AUM when 5.F(1) is No, no pay when 5.E is absent', async () => {
    const { records } = await readAll(STATE_FIXTURE);
    const [kentucky] = records;
    if (kentucky === undefined) throw new Error('state fixture is empty');
    const facts = advFacts(kentucky, 'state');
    expect(facts.aum).toBeNull();
    expect(facts.registration?.value).toMatchObject({ regulator: 'state', status: 'Approved', type: 'RIA' });
    // Its record has no Item 6.A or 7.A: the methods are kept, fee-only or fee-based is not said.
    expect(facts.compensation?.value).toMatchObject({
      model: null,
      basis: 'Flat-fee',
      methods: ['hourly', 'fixed'],
    });
    expect(facts.websites?.value).toEqual(['https://lickrun-fixture.example/']);
    const quiet = advFacts(await secRecord('9990004'), 'sec');
    expect([quiet.aum, quiet.employees, quiet.compensation]).toEqual([null, null, null]);
    expect(quiet.disclosures).toBeNull();
  });

  it('carries the plain fields of lib/adv/fields.ts the filing has, each with its item; none it lacks', async () => {
    const record = await secRecord('140195');
    expect(advFacts({ ...record, fields: { accounts: 1234 } }, 'sec').plain).toEqual({
      accounts: { value: 1234, item: 'Form ADV Part 1A, Item 5.F(2)(f)' },
    });
    expect(advFacts({ ...record, fields: {} }, 'sec').plain).toEqual({});
  });

  it('refuses an exempt reporting adviser and a main office without a state', async () => {
    const era = await secRecord('9990005');
    expect(() => advFacts(era, 'sec')).toThrow('Firm 9990005 is an exempt reporting adviser');
    const foreign = { ...era, registration: { ...era.registration, kind: 'registered' as const } };
    expect(() => advFacts(foreign, 'sec')).toThrow('Firm 9990005: its main office (Testland) files no state');
  });
});

describe('the fee-only / fee-based rule', () => {
  const base = async () => secRecord('140195'); // fee-only, percentage of assets only
  it.each([
    ['5.E(5) commissions', { compensation: { commissions: true } }],
    ['6.A(1) the firm is a broker-dealer', { item6A: { '6.A(1)': true } }],
    ['6.A(2) a registered representative of a broker-dealer', { item6A: { '6.A(2)': true } }],
    ['6.A(6) an insurance broker or agent', { item6A: { '6.A(6)': true } }],
    ['7.A(1) a related broker-dealer', { item7A: { '7.A(1)': true } }],
    ['7.A(12) a related insurance company or agency', { item7A: { '7.A(12)': true } }],
  ])('%s makes the firm fee-based', async (_, change) => {
    const record = await base();
    const changed: AdvFirmRecord = {
      ...record,
      compensation: record.compensation && {
        ...record.compensation,
        ...('compensation' in change ? change.compensation : {}),
      },
      item6A: { ...record.item6A, ...('item6A' in change ? change.item6A : {}) },
      item7A: { ...record.item7A, ...('item7A' in change ? change.item7A : {}) },
    };
    expect(advFacts(changed, 'sec').compensation?.value.model).toBe('fee-based');
  });

  it('7.A(2) a related investment adviser does not', async () => {
    const record = await base();
    const related = { ...record, item7A: { ...record.item7A, '7.A(2)': true } };
    expect(advFacts(related, 'sec').compensation?.value.model).toBe('fee-only');
  });
});

describe('rules on their own', () => {
  it.each([
    [['percentage-of-assets'], 'AUM-based'],
    [['percentage-of-assets', 'performance-based'], 'AUM-based'],
    [['percentage-of-assets', 'hourly'], 'Hybrid'],
    [['percentage-of-assets', 'fixed', 'subscription'], 'Hybrid'],
    [['hourly'], 'Flat-fee'],
    [['fixed', 'subscription'], 'Flat-fee'],
    [['commissions'], 'Hybrid'],
    [['performance-based', 'other'], 'Hybrid'],
  ] as const)('basis of %j is %s', (methods, basis) => {
    expect(compensationBasis(methods)).toBe(basis);
  });

  it('prints the status in sentence case and websites as https URLs', () => {
    expect(sentenceCase('APPROVED')).toBe('Approved');
    expect(websiteUrls(['HTTP://WWW.EXAMPLE.COM/Path', 'www.example.org', 'not a url at all'])).toEqual([
      'https://www.example.com/',
      'https://www.example.org/',
    ]);
  });
});
