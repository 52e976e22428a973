import type { AdvFirmFacts } from './adv-facts';
import { unknownFields, type AdvAnswers, type AdvFirmRecord } from '../feed/feed-record';
import { sentenceCase } from '@/lib/format';
import { someOf } from '@/lib/records';
import { advDocument, PLAIN_FIELD_IDS } from '@/lib/adv/field-lists';
import { websiteUrls } from '../feed/websites';
import { compensationBasis, compensationMethods, feeModel } from './fee-rule';

/**
 * From one feed record to the site's facts: a pure function (no I/O, no clock), so every rule
 * below is a unit test away from its example. It invents nothing: a fact the record lacks is null.
 */

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

/** The plain fields the filing carries (read by the feed reader, scripts/adv/feed/feed-fields.ts), each with its item. */
const plainFacts = (record: AdvFirmRecord): AdvFirmFacts['plain'] =>
  someOf(PLAIN_FIELD_IDS, (id) => {
    const value = record.fields[id];
    return value === undefined ? undefined : { value, item: advDocument(id) };
  });

/**
 * The facts of a registered firm's record. The import calls it only for a record it writes: an
 * approved registration (not an exempt reporter) whose main office, when published, is in a state.
 * A fact one of whose values the reader could not interpret (the record's `unknown`) is null: the
 * file's fact is left as it is (scripts/adv/import/firm-facts-from-adv.ts) and the owner told (firm-update.ts).
 */
export function advFacts(record: AdvFirmRecord, feed: 'sec' | 'state'): AdvFirmFacts {
  const facts = knownFacts(record, feed);
  const unknown = unknownFields(record);
  const plain = someOf(PLAIN_FIELD_IDS, (id) => (unknown.has(id) ? undefined : facts.plain[id]));
  const known = <K extends Exclude<keyof AdvFirmFacts, 'crd' | 'filingDate' | 'plain'>>(id: K) =>
    unknown.has(id) ? null : facts[id];
  return {
    ...facts,
    registration: known('registration'),
    aum: known('aum'),
    employees: known('employees'),
    compensation: known('compensation'),
    mainOffice: known('mainOffice'),
    websites: known('websites'),
    disclosures: known('disclosures'),
    clientTypes: known('clientTypes'),
    plain,
  };
}

function knownFacts(record: AdvFirmRecord, feed: 'sec' | 'state'): AdvFirmFacts {
  const { mainOffice } = record;
  if (record.registration.kind === 'exempt') {
    throw new Error(`Firm ${record.crd} is an exempt reporting adviser, not a registered one: no registration fact`);
  }
  if (mainOffice !== null && mainOffice.state === null) {
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
    mainOffice:
      mainOffice?.state == null
        ? null
        : {
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
    clientTypes: record.clientCounts === null ? null : { value: record.clientCounts, item: advDocument('clientTypes') },
    plain: plainFacts(record),
  };
}
