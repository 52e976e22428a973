import { inRegionStates, rankCandidates } from '@/scripts/adv/feed/candidates';
import { resemblesFirmName } from '@/scripts/adv/feed/firm-names';
import { SEC_FIXTURE, STATE_FIXTURE, readAll } from '@/test-support/jest/feed-files';

describe('resemblesFirmName', () => {
  it.each([
    ['HCM Wealth Advisors', 'HCM WEALTH ADVISORS, LLC'],
    ['HCM Wealth Advisors', 'H.C.M. Wealth Advisors'],
    ['Foster & Motley', 'FOSTER AND MOTLEY, INC.'],
    ['Truepoint Wealth Counsel', 'TRUEPOINT, INC.'],
    ['True Point Wealth', 'TRUEPOINT, INC.'],
    ['Truepoint', 'TRUE POINT CAPITAL LLC'],
    ['Ross, Sinclaire & Associates', 'ROSS, SINCLAIRE & ASSOCIATES, LLC'],
    ['Creative Planning', 'CREATIVE PLANNING, L.L.C.'],
    ['Wealth Advisors', 'WEALTH ADVISORS, INC.'],
  ])('%s finds %s', (listed, feed) => {
    expect(resemblesFirmName(listed, feed)).toBe(true);
  });

  it.each([
    ['HCM Wealth Advisors', 'HHM WEALTH ADVISORS, LLC'],
    ['HCM Wealth Advisors', 'HORAN CAPITAL ADVISORS, LLC'],
    ['HCM Wealth Advisors', 'ZZQ WEALTH ADVISORS'],
    ['Wealth Advisors', 'ZZQ WEALTH ADVISORS'],
    ['Foster & Motley', 'FOSTER WEALTH'],
    ['', 'ANY ADVISERS'],
  ])('%s does not find %s', (listed, feed) => {
    expect(resemblesFirmName(listed, feed)).toBe(false);
  });
});

it('the fixture candidates for "HCM Wealth Advisors": the Ohio HCM entry, with its filing and status', async () => {
  const { data, records } = await readAll(SEC_FIXTURE);
  const found = records
    .filter((record) =>
      [record.businessName, record.legalName].some((name) => resemblesFirmName('HCM Wealth Advisors', name)),
    )
    .map((record) => ({ record, dataFile: data, feed: data.feed }));
  expect(rankCandidates('HCM Wealth Advisors', found)).toEqual([
    {
      crd: '9990003',
      name: 'HCM WEALTH ADVISORS, LLC',
      city: 'EXAMPLEBURG',
      state: 'OH',
      aum: 90_000_000,
      filingDate: '2026-07-01',
      status: 'Approved (SEC)',
      file: 'IA_FIRM_SEC_Feed_11_01_2026.xml',
    },
  ]);
});

it('inRegionStates: a main office in Ohio, Kentucky or Indiana', async () => {
  const sec = await readAll(SEC_FIXTURE);
  const state = await readAll(STATE_FIXTURE);
  const regional = [...sec.records, ...state.records]
    .filter((record) => inRegionStates(record.mainOffice?.state ?? null))
    .map((record) => record.crd);
  expect(regional).toEqual(['105664', '9990001', '9990002', '9990003', '9990004', '9990101']);
});
