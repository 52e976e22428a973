import { readClientTypes } from './client-types';
import { VALUE_CAP } from './feed-bounds';
import {
  amount,
  answers,
  dateAttribute,
  FirmProblems,
  optionalText,
  plainValues,
  requiredText,
  text,
  yesNo,
  type CollectedFirm,
} from './feed-fields';
import type { AdvAssets, AdvCompensation, FirmReading } from './feed-record';
import { ADV_FIELDS, type AdvFieldId } from '@/lib/adv/fields';
import { ITEM_11, ITEM_6A, ITEM_7A } from './form-items';
import { readMainOffice } from './main-office';
import { readRegistration } from './registration';

/**
 * Turns what the reader kept of one `<Firm>` into an AdvFirmRecord, or into the list of what is wrong.
 *
 * Tolerant per field, strict per identity (docs/decisions.md). The identity is required (a problem
 * when absent or unreadable, and the record is malformed): `Info@FirmCrdNb` (digits), a name
 * (`Info@BusNm` or `Info@LegalNm`: one stands for the other when only one is filed), `Filing@Dt` (the
 * date every fact cites) and a registration (`Rgstn@St`, or a state or ERA `Rgltr@St` and `@Cd`).
 * Everything else is optional and null/empty when absent (state-registered and exempt reporting
 * advisers leave whole items out); a value that is present but cannot be read ("1,234", "Yes") is
 * read as absent and listed in the record's `unknown`, its fact unknown for this firm. A main office
 * with no street, city or state is not published: `mainOffice` null, nothing unknown.
 */
const NO_FACT: readonly AdvFieldId[] = [];
const MAIN_OFFICE: readonly AdvFieldId[] = ['mainOffice'];
const WEBSITES: readonly AdvFieldId[] = ['websites'];
const REGISTRATION: readonly AdvFieldId[] = ['registration'];
const EMPLOYEES: readonly AdvFieldId[] = ['employees'];
const CLIENT_TYPES: readonly AdvFieldId[] = ['clientTypes'];
const COMPENSATION: readonly AdvFieldId[] = ['compensation'];
const AUM: readonly AdvFieldId[] = ['aum'];
const AFFILIATION_FACTS: readonly AdvFieldId[] = ['compensation', 'affiliations'];
const ITEM_6A_1_FACTS: readonly AdvFieldId[] = ['compensation', 'affiliations', 'registration'];
const DISCLOSURES: readonly AdvFieldId[] = ['disclosures'];
// An item the filing leaves out is not reported: its fact is read only when the item is there.
const ITEM_5D = ADV_FIELDS.clientTypes.columns.clients[0];
const ITEM_5E = ADV_FIELDS.compensation.columns.percentageOfAssets[0];
const ITEM_5F = ADV_FIELDS.aum.columns.total[0];
const ITEM_6A_1 = ITEM_6A.slice(0, 1);
const ITEM_6A_REST = ITEM_6A.slice(1);

export function buildFirmRecord(firm: CollectedFirm): FirmReading {
  const problems = new FirmProblems();
  let crd = requiredText(problems, firm, 'Info', 'FirmCrdNb');
  if (crd !== null && !/^\d{1,9}$/.test(crd)) crd = problems.add('<Info FirmCrdNb>', `expected digits, got "${crd}"`);
  const [businessName, legalName] = readNames(problems, firm);
  // Each value read below is read for the facts named before it (FirmProblems.reading), without a closure per firm.
  problems.reading = MAIN_OFFICE;
  const mainOffice = readMainOffice(problems, firm);
  problems.reading = NO_FACT;
  const registration = readRegistration(problems, firm, mainOffice?.state ?? null);
  const filed = requiredText(problems, firm, 'Filing', 'Dt');
  const filingDate = filed === null ? null : dateAttribute(problems, '<Filing Dt>', filed);
  problems.reading = WEBSITES;
  const websites = readWebsites(problems, firm);
  problems.reading = REGISTRATION;
  // The SEC file number; a firm whose `SECNb` is absent files it as `FirmIaFullSecNb` in some feeds.
  const secNumber = text(problems, firm, 'Info', 'SECNb') ?? text(problems, firm, 'Info', 'FirmIaFullSecNb');
  problems.reading = EMPLOYEES;
  const totalEmployees = count(problems, firm, ADV_FIELDS.employees.columns.total);
  const advisoryEmployees = count(problems, firm, ADV_FIELDS.employees.columns.advisory);
  problems.reading = CLIENT_TYPES;
  const item5D = firm.elements.has(ITEM_5D) ? readClientTypes(problems, firm) : null;
  const clientTypes = item5D?.types ?? null;
  const clientCounts = item5D?.counts ?? null;
  problems.reading = COMPENSATION;
  const compensation = firm.elements.has(ITEM_5E) ? readCompensation(problems, firm) : null;
  problems.reading = AUM;
  const assets = firm.elements.has(ITEM_5F) ? readAssets(problems, firm) : null;
  // 6.A(1), the firm itself a broker-dealer, also makes its registration a dual one (scripts/adv/import/map-facts.ts).
  const item6A: Record<string, boolean> = {};
  problems.reading = ITEM_6A_1_FACTS;
  answers(problems, firm, ITEM_6A_1, item6A);
  problems.reading = AFFILIATION_FACTS;
  answers(problems, firm, ITEM_6A_REST, item6A);
  const item7A = answers(problems, firm, ITEM_7A);
  problems.reading = DISCLOSURES;
  const item11Overall = yesNo(problems, firm, ...ADV_FIELDS.disclosures.columns.overall);
  const item11 = answers(problems, firm, ITEM_11);
  const fields = plainValues(problems, firm);
  const rest = {
    secNumber,
    websites,
    totalEmployees,
    advisoryEmployees,
    clientTypes,
    clientCounts,
    compensation,
    assets,
    item6A,
    item7A,
    item11Overall,
    item11,
    fields,
  };
  const reading = { crd, businessName, legalName, problems: problems.list };
  if (
    problems.list.length > 0 ||
    crd === null ||
    businessName === null ||
    legalName === null ||
    registration === null ||
    filingDate === null
  ) {
    return { ...reading, record: null };
  }
  return {
    ...reading,
    record: { crd, businessName, legalName, mainOffice, registration, filingDate, ...rest, unknown: problems.unknown },
  };
}

/** U+FFFD: the bytes were not in the file's encoding (a Latin-1 file declared UTF-8). */
const BROKEN = '\uFFFD';

/** `BusNm` and `LegalNm`: one stands for the other when only one is filed; neither is a problem. */
function readNames(problems: FirmProblems, firm: CollectedFirm): [string | null, string | null] {
  const name = (attribute: string) => {
    const value = optionalText(firm, 'Info', attribute);
    if (value === null) return null;
    if (value.length > VALUE_CAP) return problems.add(`<Info ${attribute}>`, `is longer than ${VALUE_CAP} characters`);
    if (!value.includes(BROKEN)) return value;
    return problems.add(`<Info ${attribute}>`, `holds bytes that are not in the file's declared encoding: "${value}"`);
  };
  if (!firm.elements.has('Info')) return [problems.add('<Info>', 'is missing'), null];
  const before = problems.list.length;
  const business = name('BusNm');
  const legal = name('LegalNm');
  if (business === null && legal === null && problems.list.length === before) {
    problems.add('<Info BusNm>', 'is missing (and so is LegalNm)');
  }
  return [business ?? legal, legal ?? business];
}

/** Item 1.I's texts; one longer than any web address is an unknown value of the websites. */
function readWebsites(problems: FirmProblems, firm: CollectedFirm): string[] {
  return firm.websites.filter(
    (website) =>
      website.length <= VALUE_CAP ||
      problems.unknownValue('WebAddr', null, website, `longer than ${VALUE_CAP} characters (${website.length})`) !==
        null,
  );
}

const count = (problems: FirmProblems, firm: CollectedFirm, [element, attribute]: readonly [string, string]) =>
  amount(problems, firm, element, attribute, 'count');

function readCompensation(problems: FirmProblems, firm: CollectedFirm): AdvCompensation {
  const c = ADV_FIELDS.compensation.columns;
  const flag = ([element, attribute]: readonly [string, string]) => yesNo(problems, firm, element, attribute);
  return {
    percentageOfAssets: flag(c.percentageOfAssets),
    hourly: flag(c.hourly),
    subscription: flag(c.subscription),
    fixed: flag(c.fixed),
    commissions: flag(c.commissions),
    performanceBased: flag(c.performanceBased),
    other: flag(c.other),
    otherDescription: text(problems, firm, ...c.otherDescription),
  };
}

function readAssets(problems: FirmProblems, firm: CollectedFirm): AdvAssets {
  const c = ADV_FIELDS.aum.columns;
  const dollars = ([element, attribute]: readonly [string, string]) =>
    amount(problems, firm, element, attribute, 'dollars');
  return {
    managesAssets: yesNo(problems, firm, ...c.managesAssets),
    discretionary: dollars(c.discretionary),
    nonDiscretionary: dollars(c.nonDiscretionary),
    total: dollars(c.total),
  };
}
