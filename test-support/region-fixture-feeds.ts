import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeFeed, type FirmSpec } from './adv-feeds';
import { homeOffices, strangers } from './region-fixture-others';

/**
 * The feeds the production fixture build imports (scripts/checks/production.ts, then the e2e
 * suite on its export): TEST DATA, NOT SEC DATA. The SEC feed holds the hand-written fixture's firms
 * (__tests__/fixtures/adv/IA_FIRM_SEC_Feed_11_01_2026.xml: the listed firms by CRD, with the values
 * its comment names; Truepoint's main office ZIP is 45242 there, in Hamilton County) and invented firms of the region;
 * with the state feed they make a roster of 35 registered, approved advisers (Truepoint and 34
 * invented ones) in the region's eight counties, beside exempt reporters, withdrawn or
 * pending registrations, firms outside the region, one that only notice-files in Ohio and three that publish
 * no main office (test-support/region-fixture-others.ts), none of which may appear on it. Both files are
 * dated `today`, so the production gate's 90-day rule holds.
 *
 *   npx tsx test-support/region-fixture-feeds.ts DIR [previous]   writes both files into DIR, prints their paths
 */

const HAND_WRITTEN = path.join(__dirname, '..', '__tests__', 'fixtures', 'adv', 'IA_FIRM_SEC_Feed_11_01_2026.xml');

/** ZIP, city, state of each region county: Hamilton, Butler, Warren, Clermont, Boone, Kenton, Campbell, Dearborn. */
const PLACES: readonly [string, string, string][] = [
  ['45202', 'CINCINNATI', 'OH'],
  ['45242', 'BLUE ASH', 'OH'],
  ['45069', 'WEST CHESTER', 'OH'],
  ['45011', 'HAMILTON', 'OH'],
  ['45040', 'MASON', 'OH'],
  ['45036', 'LEBANON', 'OH'],
  ['45150', 'MILFORD', 'OH'],
  ['45103', 'BATAVIA', 'OH'],
  ['41042', 'FLORENCE', 'KY'],
  ['41011', 'COVINGTON', 'KY'],
  ['41017', 'FORT MITCHELL', 'KY'],
  ['41071', 'NEWPORT', 'KY'],
  ['41076', 'HIGHLAND HEIGHTS', 'KY'],
  ['47025', 'LAWRENCEBURG', 'IN'],
];
const WORDS = [
  'ELM',
  'RIVERBEND',
  'HILLTOP',
  'CARDINAL',
  'LOCKLAND',
  'OHIO VALLEY',
  'TRI-STATE',
  'LANDMARK',
  'FOUNTAIN',
  'KENWOOD',
  'LIBERTY',
  'TWIN LAKES',
];
const KINDS = ['WEALTH PARTNERS', 'PLANNING GROUP', 'CAPITAL ADVISERS', 'FINANCIAL COUNSEL'];

/**
 * The month the feeds stand for. The production build imports last month's, then this month's, so
 * /advisers/changes/ has one of each change: firm 1 is new this month, FIXTURE DEPARTED ADVISERS
 * left, firm 3's assets doubled and firm 6 answers Item 11 Yes for the first time.
 */
type Month = 'previous' | 'current';
export const CHANGED = { added: 9_100_001, assets: 9_100_003, disclosures: 9_100_006, removed: 9_199_999 } as const;

/**
 * 5.D, varied: most firms serve individuals below and above high net worth (counts and assets, so the
 * pages show an average); every fifth from the fourth only high-net-worth individuals ("fewer than 5"
 * charities in the form's words); every fifth from the fifth only plans and businesses.
 */
function clientsServed(index: number): Record<string, string | number> {
  // The same both months: the assets of the month before the change.
  const assets = (index + 1) * 37_000_000;
  if (index % 5 === 4) return { Q5DG1: 12, Q5DG3: Math.round(assets * 0.7), Q5DM1: 4 };
  const individuals = { Q5DB1: 10 + index, Q5DB3: Math.round(assets * 0.6) };
  if (index % 5 === 3) return { ...individuals, Q5DH2: 'Fewer than 5 clients' };
  return { Q5DA1: 40 + index, Q5DA3: Math.round(assets * 0.3), ...individuals };
}

/** The i-th invented firm of the region, its facts varied so that filters and medians have something to work on. */
function regionFirm(index: number, feed: 'sec' | 'state', month: Month = 'current'): FirmSpec {
  const [zip, city, state] = PLACES[index % PLACES.length]!;
  const name = `${WORDS[index % WORDS.length]} ${KINDS[index % KINDS.length]} ${index + 1}`;
  const assets = (index + 1) * 37_000_000 * (month === 'previous' && index === 2 ? 0.5 : 1);
  const commissions = index % 4 === 1 ? 'Y' : 'N';
  return {
    crd: 9_100_001 + index,
    name,
    mainAddr: {
      Strt1: `${100 + index} FIXTURE AVENUE`,
      City: city,
      State: state,
      PostlCd: `${zip}-${String(1000 + index)}`,
    },
    filed: `2026-0${1 + (index % 9)}-15`,
    ...(feed === 'state' ? { stateRegulators: [{ Cd: state, St: 'APPROVED', Dt: '2018-04-02' }] } : {}),
    items: {
      Item5A: { TtlEmp: 3 + (index % 20) },
      Item5B: { Q5B1: 2 + (index % 9) },
      Item5D: clientsServed(index),
      Item5E: {
        Q5E1: 'Y',
        Q5E2: index % 3 === 0 ? 'Y' : 'N',
        Q5E3: 'N',
        Q5E4: index % 2 ? 'Y' : 'N',
        Q5E5: commissions,
        Q5E6: 'N',
        Q5E7: 'N',
      },
      Item5F: {
        Q5F1: 'Y',
        Q5F2A: Math.round(assets * 0.9),
        Q5F2B: Math.round(assets * 0.1),
        Q5F2C: assets,
        Q5F2F: 50 + index * 7,
      },
      ...(index % 7 === 3 ? { Item6A: null, Item7A: null } : {}),
      Item11: { Q11: index % 6 === 5 && !(month === 'previous' && index === 5) ? 'Y' : 'N' },
    },
    websites: [`WWW.FIXTURE-REGION-${index + 1}.EXAMPLE`],
  };
}

/** Region firms in the SEC feed, then in the state feed. */
export const REGION_FIRMS = { sec: 26, state: 8 } as const;

/**
 * How many advisers the production fixture's roster holds (`npm run check:production`): the region's
 * full size (it has about 130–230), so the one production build that every production check, the
 * host check and the e2e suite share is also the roster at its heaviest.
 */
export const PRODUCTION_ROSTER = 250;

/**
 * `secFirms`: how many invented region firms the SEC feed holds (REGION_FIRMS.sec; the budgets of
 * docs/performance.md were measured with 242, for a roster of 251: ROSTER_FIXTURE_SEC_FIRMS=242).
 */
export function writeRegionFixtureFeeds(
  dir: string,
  today = new Date(),
  month: Month = 'current',
  secFirms: number = REGION_FIRMS.sec,
): string[] {
  const date = today.toISOString().slice(0, 10);
  const handWritten = readFileSync(HAND_WRITTEN, 'latin1').match(/<Firm>[\s\S]*?<\/Firm>/g) ?? [];
  const ofMonth = (firms: FirmSpec[]) =>
    month === 'current' ? firms : firms.filter((firm) => firm.crd !== CHANGED.added);
  const departed: FirmSpec[] =
    month === 'previous'
      ? [{ ...regionFirm(0, 'sec', month), crd: CHANGED.removed, name: 'FIXTURE DEPARTED ADVISERS' }]
      : [];
  const sec = writeFeed(dir, {
    feed: 'sec',
    date,
    firms: [
      ...handWritten,
      ...ofMonth(Array.from({ length: secFirms }, (_, i) => regionFirm(i, 'sec', month))),
      ...departed,
      ...strangers(),
    ],
  });
  const stateFirms = Array.from({ length: REGION_FIRMS.state }, (_, i) => regionFirm(secFirms + i, 'state', month));
  const exempt: FirmSpec = {
    crd: 9_200_011,
    name: 'FIXTURE STATE EXEMPT ADVISERS',
    mainAddr: { PostlCd: '41011', City: 'COVINGTON', State: 'KY' },
    exemptRegulators: [{ Cd: 'KY', St: 'ACTIVE' }],
  };
  const withdrawn: FirmSpec = {
    crd: 9_200_012,
    name: 'FIXTURE STATE WITHDRAWN ADVISERS',
    stateRegulators: [{ Cd: 'OH', St: 'TERMINATED' }],
  };
  const state = writeFeed(dir, { feed: 'state', date, firms: [...stateFirms, exempt, withdrawn, ...homeOffices()] });
  return [sec, state];
}

if (require.main === module) {
  const [dir, month = 'current'] = process.argv.slice(2);
  if (!dir || (month !== 'current' && month !== 'previous'))
    throw new Error('usage: tsx test-support/region-fixture-feeds.ts DIR [current|previous]');
  // Last month's feeds are dated 30 days before today's.
  const today = new Date(Date.now() - (month === 'previous' ? 30 * 86_400_000 : 0));
  mkdirSync(dir, { recursive: true });
  const secFirms = Number(process.env.ROSTER_FIXTURE_SEC_FIRMS ?? REGION_FIRMS.sec);
  process.stdout.write(`${writeRegionFixtureFeeds(dir, today, month, secFirms).join('\n')}\n`);
}
