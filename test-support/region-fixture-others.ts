import type { FirmSpec } from './adv-feeds';

/**
 * The firms of the production fixture feeds (test-support/region-fixture-feeds.ts) that must not be on the
 * region's roster: TEST DATA, NOT SEC DATA.
 */

/** Not on the roster: exempt, withdrawn, pending, out of the region, notice filing only, no main office published. */
export function strangers(): FirmSpec[] {
  const cincinnati = { mainAddr: { PostlCd: '45202', City: 'CINCINNATI', State: 'OH' } };
  return [
    {
      crd: 9_200_001,
      name: 'FIXTURE VENTURE FUND MANAGERS',
      ...cincinnati,
      rgstn: { FirmType: 'ERA', St: 'ACTIVE' },
      items: { Item5A: {}, Item5F: {} },
    },
    { crd: 9_200_002, name: 'FIXTURE CLOSING ADVISERS', ...cincinnati, rgstn: { St: 'TERMREQUEST' } },
    { crd: 9_200_003, name: 'FIXTURE PENDING ADVISERS', ...cincinnati, rgstn: { St: 'PENDING' } },
    { crd: 9_200_004, name: 'FIXTURE GEM CITY ADVISERS', mainAddr: { PostlCd: '45402', City: 'DAYTON', State: 'OH' } },
    {
      crd: 9_200_005,
      name: 'FIXTURE CAPITAL CITY ADVISERS',
      mainAddr: { PostlCd: '43215', City: 'COLUMBUS', State: 'OH' },
    },
    {
      crd: 9_200_006,
      name: 'FIXTURE DERBY CITY ADVISERS',
      mainAddr: { PostlCd: '40202', City: 'LOUISVILLE', State: 'KY' },
    },
    {
      crd: 9_200_007,
      name: 'FIXTURE NOTICE-FILING ADVISERS',
      mainAddr: { PostlCd: '10001', City: 'NEW YORK', State: 'NY' },
    },
    // SEC-registered, main office not published: names no state, so neither placed nor counted.
    {
      crd: 9_200_008,
      name: 'FIXTURE SEC HOME OFFICE ADVISERS',
      mainAddr: { Strt1: null, City: null, State: null, Cntry: null, PostlCd: null, PhNb: '513-555-0108' },
    },
  ];
}

/** A main office that is not published, as the live files write it: a phone number and nothing else. */
const NOT_PUBLISHED = { Strt1: null, City: null, State: null, Cntry: null, PostlCd: null } as const;

/**
 * State advisers of Ohio and Kentucky whose Form ADV publishes no main office (a home office): on no roster, not
 * even by a Cincinnati phone number, and counted on /advisers/ (NOT_PUBLISHED_FIXTURE).
 */
export function homeOffices(): FirmSpec[] {
  return [
    {
      crd: 9_200_021,
      name: 'FIXTURE HOME OFFICE PLANNING',
      mainAddr: { ...NOT_PUBLISHED, PhNb: '513-555-0121' },
      stateRegulators: [{ Cd: 'OH', St: 'APPROVED', Dt: '2021-03-01' }],
    },
    {
      crd: 9_200_022,
      name: 'FIXTURE KITCHEN TABLE ADVISERS',
      mainAddr: { ...NOT_PUBLISHED, PhNb: '859-555-0122' },
      stateRegulators: [{ Cd: 'KY', St: 'APPROVED', Dt: '2022-06-01' }],
    },
  ];
}
export const NOT_PUBLISHED_FIXTURE = { firms: 2, states: { OH: 1, KY: 1, IN: 0 } } as const;
