import {
  amount,
  answers,
  dateAttribute,
  FirmProblems,
  ITEM_11,
  ITEM_6A,
  ITEM_7A,
  optionalText,
  plainValues,
  requiredText,
  yesNo,
  type CollectedFirm,
} from './feed-fields';
import type { AdvAssets, AdvClientType, AdvCompensation, AdvMainOffice, FirmReading } from './feed-record';
import { ADV_FIELDS } from './fields';
import { readRegistration } from './registration';
import { CLIENT_TYPE_LETTERS } from '@/lib/content/roster-schema';

/**
 * Turns what the reader kept of one `<Firm>` into an AdvFirmRecord, or into the list of what is wrong.
 *
 * Required (a problem when absent): `Info@FirmCrdNb` (digits), `Info@BusNm`, `Info@LegalNm`,
 * `Filing@Dt`, `MainAddr@Strt1`, `MainAddr@City`, `MainAddr@State` (unless the main office is
 * outside the United States), and a registration (`Rgstn@St`, or a state or ERA `Rgltr@St`). These
 * identify the firm, date the record and are printed on every imported fact. Everything else is
 * optional and null/empty when absent: state-registered and exempt reporting advisers leave whole
 * items out. A value that is present but malformed ("1,234", "Yes") is a problem too.
 */
export function buildFirmRecord(firm: CollectedFirm): FirmReading {
  const problems = new FirmProblems();
  let crd = requiredText(problems, firm, 'Info', 'FirmCrdNb');
  if (crd !== null && !/^\d+$/.test(crd)) crd = problems.add('<Info FirmCrdNb>', `expected digits, got "${crd}"`);
  const businessName = checkedText(problems, firm, 'Info', 'BusNm');
  const legalName = checkedText(problems, firm, 'Info', 'LegalNm');
  const mainOffice = readMainOffice(problems, firm);
  const registration = readRegistration(problems, firm, mainOffice?.state ?? null);
  const filed = requiredText(problems, firm, 'Filing', 'Dt');
  const filingDate = filed === null ? null : dateAttribute(problems, '<Filing Dt>', filed);
  const rest = {
    secNumber: optionalText(firm, 'Info', 'SECNb'),
    websites: [...firm.websites],
    totalEmployees: count(problems, firm, ADV_FIELDS.employees.columns.total),
    advisoryEmployees: count(problems, firm, ADV_FIELDS.employees.columns.advisory),
    clientTypes: firm.elements.has('Item5D') ? readClientTypes(problems, firm) : null,
    compensation: firm.elements.has('Item5E') ? readCompensation(problems, firm) : null,
    assets: firm.elements.has('Item5F') ? readAssets(problems, firm) : null,
    item6A: answers(problems, firm, ITEM_6A),
    item7A: answers(problems, firm, ITEM_7A),
    item11Overall: yesNo(problems, firm, 'Item11', 'Q11'),
    item11: answers(problems, firm, ITEM_11),
    fields: plainValues(problems, firm),
  };
  const reading = { crd, businessName, legalName, problems: problems.list };
  if (
    problems.list.length > 0 ||
    crd === null ||
    businessName === null ||
    legalName === null ||
    mainOffice === null ||
    registration === null ||
    filingDate === null
  ) {
    return { ...reading, record: null };
  }
  return {
    ...reading,
    record: { crd, businessName, legalName, mainOffice, registration, filingDate, ...rest },
  };
}

/** A required name; U+FFFD means the bytes were not in the file's encoding (a Latin-1 file declared UTF-8). */
function checkedText(problems: FirmProblems, firm: CollectedFirm, element: string, attribute: string): string | null {
  const value = requiredText(problems, firm, element, attribute);
  if (value === null || !value.includes('\uFFFD')) return value;
  return problems.add(
    `<${element} ${attribute}>`,
    `holds bytes that are not in the file's declared encoding: "${value}"`,
  );
}

function readMainOffice(problems: FirmProblems, firm: CollectedFirm): AdvMainOffice | null {
  const country = optionalText(firm, 'MainAddr', 'Cntry');
  // The feed spells the country out ("United States"); only a foreign main office may lack a state.
  const domestic = country === null || /^(united states|usa?)$/i.test(country);
  const street1 = checkedText(problems, firm, 'MainAddr', 'Strt1');
  const city = checkedText(problems, firm, 'MainAddr', 'City');
  const state = domestic ? requiredText(problems, firm, 'MainAddr', 'State') : optionalText(firm, 'MainAddr', 'State');
  if (street1 === null || city === null || (domestic && state === null)) return null;
  return {
    street1,
    street2: optionalText(firm, 'MainAddr', 'Strt2'),
    city,
    state: state?.toUpperCase() ?? null,
    postalCode: optionalText(firm, 'MainAddr', 'PostlCd'),
    country,
  };
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
    otherDescription: optionalText(firm, ...c.otherDescription),
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

/** 5.D: `Q5D{X}1` the number of clients, `Q5D{X}2` "fewer than 5 clients" (lib/adv/fields.ts, `?` the letter). */
function readClientTypes(problems: FirmProblems, firm: CollectedFirm): AdvClientType[] {
  const { clients, fewerThanFive } = ADV_FIELDS.clientTypes.columns;
  return CLIENT_TYPE_LETTERS.filter((letter) => {
    const named = (attribute: string) => attribute.replace('?', letter.toUpperCase());
    const number = amount(problems, firm, clients[0], named(clients[1]), 'count');
    const few = yesNo(problems, firm, fewerThanFive[0], named(fewerThanFive[1]));
    return (number ?? 0) > 0 || few === true;
  });
}
