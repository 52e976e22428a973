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
import type { AdvAssets, AdvCompensation, AdvMainOffice, FirmReading } from './feed-record';
import { ADV_FIELDS } from './fields';
import { ITEM_11, ITEM_6A, ITEM_7A } from './form-items';
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
export function buildFirmRecord(firm: CollectedFirm): FirmReading {
  const problems = new FirmProblems();
  let crd = requiredText(problems, firm, 'Info', 'FirmCrdNb');
  if (crd !== null && !/^\d{1,9}$/.test(crd)) crd = problems.add('<Info FirmCrdNb>', `expected digits, got "${crd}"`);
  const [businessName, legalName] = readNames(problems, firm);
  const mainOffice = problems.within(['mainOffice'], () => readMainOffice(problems, firm));
  const registration = readRegistration(problems, firm, mainOffice?.state ?? null);
  const filed = requiredText(problems, firm, 'Filing', 'Dt');
  const filingDate = filed === null ? null : dateAttribute(problems, '<Filing Dt>', filed);
  const websites = problems.within(['websites'], () => readWebsites(problems, firm));
  const within = problems.within.bind(problems);
  const rest = {
    // The SEC file number; a firm whose `SECNb` is absent files it as `FirmIaFullSecNb` in some feeds.
    secNumber: within(
      ['registration'],
      () => text(problems, firm, 'Info', 'SECNb') ?? text(problems, firm, 'Info', 'FirmIaFullSecNb'),
    ),
    websites,
    totalEmployees: within(['employees'], () => count(problems, firm, ADV_FIELDS.employees.columns.total)),
    advisoryEmployees: within(['employees'], () => count(problems, firm, ADV_FIELDS.employees.columns.advisory)),
    clientTypes: firm.elements.has('Item5D') ? within(['clientTypes'], () => readClientTypes(problems, firm)) : null,
    compensation: firm.elements.has('Item5E') ? within(['compensation'], () => readCompensation(problems, firm)) : null,
    assets: firm.elements.has('Item5F') ? within(['aum'], () => readAssets(problems, firm)) : null,
    // 6.A(1), the firm itself a broker-dealer, also makes its registration a dual one (lib/adv/map-facts.ts).
    item6A: {
      ...within(['compensation', 'affiliations', 'registration'], () => answers(problems, firm, ITEM_6A.slice(0, 1))),
      ...within(['compensation', 'affiliations'], () => answers(problems, firm, ITEM_6A.slice(1))),
    },
    item7A: within(['compensation', 'affiliations'], () => answers(problems, firm, ITEM_7A)),
    item11Overall: within(['disclosures'], () => yesNo(problems, firm, 'Item11', 'Q11')),
    item11: within(['disclosures'], () => answers(problems, firm, ITEM_11)),
    fields: plainValues(problems, firm),
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

function officeText(problems: FirmProblems, firm: CollectedFirm, attribute: string): string | null {
  const value = text(problems, firm, 'MainAddr', attribute);
  if (value === null || !value.includes(BROKEN)) return value;
  return problems.unknownValue(
    'MainAddr',
    attribute,
    value,
    "holds bytes that are not in the file's declared encoding",
  );
}

/** 1.F; null when not published (no street, city or state) or when it cannot be read (then an unknown value). */
function readMainOffice(problems: FirmProblems, firm: CollectedFirm): AdvMainOffice | null {
  const country = officeText(problems, firm, 'Cntry');
  // The feed spells the country out ("United States"); only a foreign main office may lack a state.
  const domestic = country === null || /^(united states|usa?)$/i.test(country);
  const street1 = officeText(problems, firm, 'Strt1');
  const city = officeText(problems, firm, 'City');
  const stateText = officeText(problems, firm, 'State');
  const written = ['Strt1', 'City', 'State'].filter((name) => optionalText(firm, 'MainAddr', name) !== null);
  if (written.length === 0) return null;
  const state = stateText?.toUpperCase() ?? null;
  if (state !== null && domestic && !/^[A-Z]{2}$/.test(state)) {
    return problems.unknownValue('MainAddr', 'State', stateText ?? '', 'expected a two-letter state code');
  }
  if (street1 === null || city === null || (domestic && state === null)) {
    const missing = ['Strt1', 'City', ...(domestic ? ['State'] : [])].filter((name) => !written.includes(name));
    const filed = written.map((name) => `${name}="${optionalText(firm, 'MainAddr', name) ?? ''}"`).join(' ');
    if (missing.length === 0) return null;
    return problems.unknownValue('MainAddr', missing.join(', '), filed, `an address without ${missing.join(', ')}`);
  }
  return {
    street1,
    street2: officeText(problems, firm, 'Strt2'),
    city,
    state,
    postalCode: officeText(problems, firm, 'PostlCd'),
    country,
  };
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
