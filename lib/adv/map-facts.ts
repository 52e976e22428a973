import type { AdvFirmFacts, CompensationMethod } from './adv-facts';
import type { AdvAnswers, AdvCompensation, AdvFirmRecord } from './feed-record';

/**
 * From one feed record to the site's facts: a pure function (no I/O, no clock), so every rule
 * below is a unit test away from its example. It invents nothing: a fact the record lacks is null.
 */

const PART_1A = 'Form ADV Part 1A';

/** Item 5.E's boxes in the form's order, as the site names them. */
const METHODS: readonly [keyof AdvCompensation, CompensationMethod][] = [
  ['percentageOfAssets', 'percentage-of-assets'],
  ['hourly', 'hourly'],
  ['subscription', 'subscription'],
  ['fixed', 'fixed'],
  ['commissions', 'commissions'],
  ['performanceBased', 'performance-based'],
  ['other', 'other'],
];

/**
 * Affiliations that make a firm's people or affiliates paid by selling products, by the form's own
 * words. Item 6.A ("You are actively engaged in business as a"): (1) broker-dealer, (2) registered
 * representative of a broker-dealer, (6) insurance broker or agent. Item 7.A ("You have a related
 * person that is a"): (1) broker-dealer, municipal securities dealer, or government securities
 * broker or dealer, (12) insurance company or agency. 6.A(14) "other financial product salesperson"
 * is left out: it names no product, and the site's labels are only broker-dealer and insurance.
 */
const BROKER_DEALER_ITEMS = ['6.A(1)', '6.A(2)', '7.A(1)'];
const INSURANCE_ITEMS = ['6.A(6)', '7.A(12)'];

function anyYes(answers: AdvAnswers, items: readonly string[]): boolean {
  return items.some((item) => answers[item] === true);
}

/** "APPROVED" → "Approved": the feed shouts; the site prints the same word in sentence case. */
export function sentenceCase(word: string): string {
  const lower = word.trim().toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** Item 1 lists websites as filed ("WWW.EXAMPLE.COM"); a link needs a scheme, and https is today's default. */
export function websiteUrl(filed: string): string {
  const text = filed.trim();
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  // URL lowercases the scheme and host but keeps the path as filed; an unparsable entry stays as filed.
  return URL.canParse(withScheme) ? new URL(withScheme).href : text;
}

/**
 * Basis from the fee methods of 5.E: percentage of assets alone is "AUM-based"; with hourly, fixed
 * or subscription fees too it is "Hybrid"; those flat fees without a percentage are "Flat-fee".
 * A firm paid only by commissions, performance fees or "other" fits neither pure basis, so it is
 * "Hybrid" (a mix the reader must look into), never a flat or asset-based claim it did not make.
 */
export function compensationBasis(methods: readonly CompensationMethod[]): 'AUM-based' | 'Hybrid' | 'Flat-fee' {
  const assets = methods.includes('percentage-of-assets');
  const flat = methods.some((method) => method === 'hourly' || method === 'fixed' || method === 'subscription');
  if (assets && !flat) return 'AUM-based';
  if (!assets && flat) return 'Flat-fee';
  return 'Hybrid';
}

function compensationFact(record: AdvFirmRecord): AdvFirmFacts['compensation'] {
  const compensation = record.compensation;
  if (compensation === null) return null;
  const methods = METHODS.filter(([flag]) => compensation[flag] === true).map(([, method]) => method);
  // A firm that ticks no box in 5.E says nothing about how it is paid: no fact rather than a guess.
  if (methods.length === 0) return null;
  const answers = { ...record.item6A, ...record.item7A };
  const affiliations: ('broker-dealer' | 'insurance')[] = [];
  if (anyYes(answers, BROKER_DEALER_ITEMS)) affiliations.push('broker-dealer');
  if (anyYes(answers, INSURANCE_ITEMS)) affiliations.push('insurance');
  // Fee-only means no pay from selling products: commissions (5.E(5)) or a product-selling affiliation break it.
  const model = methods.includes('commissions') || affiliations.length > 0 ? 'fee-based' : 'fee-only';
  return {
    value: { model, basis: compensationBasis(methods), methods, affiliations },
    item: `${PART_1A}, Items 5.E, 6.A and 7.A`,
  };
}

export function advFacts(record: AdvFirmRecord, feed: 'sec' | 'state'): AdvFirmFacts {
  const { mainOffice, assets } = record;
  // An exempt reporting adviser files parts of Form ADV without being registered: not an RIA to list.
  if (record.registration.firmType?.toUpperCase() === 'ERA') {
    throw new Error(`Firm ${record.crd} is an exempt reporting adviser, not a registered one: no registration fact`);
  }
  // The site's address fact needs a state; only a foreign main office may lack one.
  if (mainOffice.state === null) {
    throw new Error(`Firm ${record.crd}: its main office (${mainOffice.country ?? 'abroad'}) files no state`);
  }
  const itemsAnsweredYes = Object.entries(record.item11)
    .filter(([, yes]) => yes)
    .map(([item]) => item);
  return {
    crd: record.crd,
    filingDate: record.filingDate,
    registration: {
      value: {
        // 6.A(1): the firm itself is a broker-dealer, so it is registered as one too.
        type: record.item6A['6.A(1)'] === true ? 'dual registrant' : 'RIA',
        regulator: feed === 'sec' ? 'SEC' : 'state',
        crd: record.crd,
        legalName: record.legalName,
        businessName: record.businessName,
        secFileNumber: record.secNumber,
        status: sentenceCase(record.registration.status),
      },
      item: `${PART_1A}, Item 1, with the registration status the feed reports`,
    },
    aum:
      assets === null || assets.total === null || assets.managesAssets === false
        ? null
        : { value: { total: assets.total, discretionary: assets.discretionary }, item: `${PART_1A}, Item 5.F(2)(c)` },
    employees:
      record.totalEmployees === null
        ? null
        : {
            value: { total: record.totalEmployees, advisory: record.advisoryEmployees },
            item: `${PART_1A}, Items 5.A and 5.B(1)`,
          },
    compensation: compensationFact(record),
    mainOffice: {
      value: {
        street: [mainOffice.street1, mainOffice.street2].filter((part) => part !== null).join(', '),
        city: mainOffice.city,
        state: mainOffice.state,
        zip: mainOffice.postalCode,
      },
      item: `${PART_1A}, Item 1.F`,
    },
    websites: { value: record.websites.map(websiteUrl), item: `${PART_1A}, Item 1.I` },
    // Item 11 opens with "Do any of the events below involve you or any of your supervised persons?":
    // a Yes there is reported as "11" even when the firm's own sub-items are all No.
    disclosures: {
      value: { itemsAnsweredYes: record.item11Overall === true ? ['11', ...itemsAnsweredYes] : itemsAnsweredYes },
      item: `${PART_1A}, Item 11`,
    },
  };
}
