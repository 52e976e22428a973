import type { AdvFirmFacts, CompensationMethod } from './adv-facts';
import type { AdvAnswers, AdvCompensation, AdvFirmRecord } from './feed-record';
import { sentenceCase } from '@/lib/format';
import { someOf } from '@/lib/records';
import { advDocument, PLAIN_FIELD_IDS } from './fields';
import { websiteUrls } from './websites';

/**
 * From one feed record to the site's facts: a pure function (no I/O, no clock), so every rule
 * below is a unit test away from its example. It invents nothing: a fact the record lacks is null.
 */

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

/** Item 5.E's boxes ticked Yes, in the form's order. */
export function compensationMethods(compensation: AdvCompensation): CompensationMethod[] {
  return METHODS.filter(([flag]) => compensation[flag] === true).map(([, method]) => method);
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

/** The answers the fee-only rule reads: 5.E(5) and the 6.A/7.A items above. */
const RULE_ITEMS = ['5.E(5)', '6.A(1)', '6.A(2)', '6.A(6)', '7.A(1)', '7.A(12)'];

/**
 * Fee-only: 5.E(5) (commissions) is No and so is every 6.A/7.A item above. Fee-based: any of them is
 * Yes, which the filing itself then says. When one is not in the record and none is Yes, the filing
 * does not say which: the methods are kept and the model is unknown (null), never read from an absence.
 */
export function feeModel(
  record: Pick<AdvFirmRecord, 'compensation' | 'item6A' | 'item7A'>,
): 'fee-only' | 'fee-based' | null {
  return feeRule(record).model;
}

const listed = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;

/** The fee model with the rule that decided it, in words a visitor can check against the filing. */
export function feeRule(record: Pick<AdvFirmRecord, 'compensation' | 'item6A' | 'item7A'>): {
  model: 'fee-only' | 'fee-based' | null;
  rule: string;
} {
  const answers: Record<string, boolean | null | undefined> = {
    ...record.item6A,
    ...record.item7A,
    '5.E(5)': record.compensation?.commissions,
  };
  const yes = RULE_ITEMS.filter((item) => answers[item] === true);
  if (yes.length > 0) return { model: 'fee-based', rule: `Form ADV answers Yes to ${listed(yes)}` };
  const missing = RULE_ITEMS.filter((item) => answers[item] !== false);
  if (missing.length === 0) return { model: 'fee-only', rule: `Form ADV answers No to ${listed(RULE_ITEMS)}` };
  return { model: null, rule: `Form ADV does not answer ${listed(missing)}, so fee-only is not derived` };
}

function compensationFact(record: AdvFirmRecord): AdvFirmFacts['compensation'] {
  const compensation = record.compensation;
  if (compensation === null) return null;
  const methods = compensationMethods(compensation);
  // A firm that ticks no box in 5.E says nothing about how it is paid: no fact rather than a guess.
  if (methods.length === 0) return null;
  const answers = { ...record.item6A, ...record.item7A };
  const affiliations: ('broker-dealer' | 'insurance')[] = [];
  if (anyYes(answers, BROKER_DEALER_ITEMS)) affiliations.push('broker-dealer');
  if (anyYes(answers, INSURANCE_ITEMS)) affiliations.push('insurance');
  return {
    value: { model: feeModel(record), basis: compensationBasis(methods), methods, affiliations },
    item: advDocument('compensation'),
  };
}

/** 5.F(2): a total the firm reports, unless the discretionary part exceeds it (a filing error: not written). */
function assetsFact(record: AdvFirmRecord): AdvFirmFacts['aum'] {
  const { assets } = record;
  if (assets === null || assets.total === null || assets.managesAssets === false) return null;
  if (assets.discretionary !== null && assets.discretionary > assets.total) return null;
  return { value: { total: assets.total, discretionary: assets.discretionary }, item: advDocument('aum') };
}

/** A note for the owner when the filing's assets cannot be written as they stand; null otherwise. */
export function assetsProblem(record: AdvFirmRecord): string | null {
  const { assets } = record;
  if (assets?.total == null || assets.discretionary === null || assets.discretionary <= assets.total) return null;
  return `Form ADV 5.F(2)(a) discretionary assets (${assets.discretionary}) are above the total 5.F(2)(c) (${assets.total}): the assets were not written`;
}

/** Whether the record carries Item 11 at all: without it the firm's disclosures are left as they are. */
function hasItem11(record: AdvFirmRecord): boolean {
  return record.item11Overall !== null || Object.keys(record.item11).length > 0;
}

/** The plain fields the filing carries (read by the feed reader, lib/adv/feed-fields.ts), each with its item. */
const plainFacts = (record: AdvFirmRecord): AdvFirmFacts['plain'] =>
  someOf(PLAIN_FIELD_IDS, (id) => {
    const value = record.fields[id];
    return value === undefined ? undefined : { value, item: advDocument(id) };
  });

/**
 * The facts of a registered firm's record. The import calls it only for a record it writes: an
 * approved registration (not an exempt reporter) with a main office in a state.
 */
export function advFacts(record: AdvFirmRecord, feed: 'sec' | 'state'): AdvFirmFacts {
  const { mainOffice } = record;
  if (record.registration.kind === 'exempt') {
    throw new Error(`Firm ${record.crd} is an exempt reporting adviser, not a registered one: no registration fact`);
  }
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
      item: advDocument('registration'),
    },
    aum: assetsFact(record),
    employees:
      record.totalEmployees === null
        ? null
        : {
            value: { total: record.totalEmployees, advisory: record.advisoryEmployees },
            item: advDocument('employees'),
          },
    compensation: compensationFact(record),
    mainOffice: {
      value: {
        street: [mainOffice.street1, mainOffice.street2].filter((part) => part !== null).join(', '),
        city: mainOffice.city,
        state: mainOffice.state,
        zip: mainOffice.postalCode,
      },
      item: advDocument('mainOffice'),
    },
    websites: { value: websiteUrls(record.websites), item: advDocument('websites') },
    // Item 11 opens with "Do any of the events below involve you or any of your supervised persons?":
    // a Yes there is reported as "11" even when the firm's own sub-items are all No.
    disclosures: hasItem11(record)
      ? {
          value: { itemsAnsweredYes: record.item11Overall === true ? ['11', ...itemsAnsweredYes] : itemsAnsweredYes },
          item: advDocument('disclosures'),
        }
      : null,
    plain: plainFacts(record),
  };
}
