import {
  amount,
  answers,
  isoDate,
  ITEM_11,
  ITEM_6A,
  ITEM_7A,
  optionalText,
  requiredText,
  yesNo,
  type Attributes,
  type CollectedFirm,
  type FirmContext,
} from './feed-fields';
import { AdvFeedError } from './feed-error';
import type { AdvAssets, AdvCompensation, AdvFirmRecord, AdvMainOffice, AdvRegistration } from './feed-record';

/**
 * Turns what the reader kept of one `<Firm>` into an AdvFirmRecord.
 *
 * Required (the import stops, naming the firm and the attribute): `Info@FirmCrdNb`, `Info@BusNm`,
 * `Info@LegalNm`, `Filing@Dt`, `MainAddr@Strt1`, `MainAddr@City`, `MainAddr@State` (unless the
 * main office is outside the United States), and a registration status (`Rgstn@St`, or a state
 * `Rgltr@St`). These identify the firm, date the record and are printed on every imported fact.
 * Everything else is optional and null/empty when absent: state-registered and exempt reporting
 * advisers leave whole items out, and a missing item must not stop the import of 40,000 other firms.
 */
export function buildFirmRecord(file: string, firm: CollectedFirm): AdvFirmRecord {
  const crd = requiredText({ file, crd: null }, firm, 'Info', 'FirmCrdNb');
  if (!/^\d+$/.test(crd)) throw new AdvFeedError(file, null, `<Info FirmCrdNb>: expected digits, got "${crd}"`);
  const context: FirmContext = { file, crd };
  const mainOffice = readMainOffice(context, firm);
  return {
    crd,
    secNumber: optionalText(firm, 'Info', 'SECNb'),
    businessName: requiredText(context, firm, 'Info', 'BusNm'),
    legalName: requiredText(context, firm, 'Info', 'LegalNm'),
    mainOffice,
    registration: readRegistration(context, firm, mainOffice.state),
    filingDate: isoDate(requiredText(context, firm, 'Filing', 'Dt'), '<Filing Dt>', context),
    websites: [...firm.websites],
    totalEmployees: amount(context, firm, 'Item5A', 'TtlEmp', 'count'),
    advisoryEmployees: amount(context, firm, 'Item5B', 'Q5B1', 'count'),
    compensation: firm.elements.has('Item5E') ? readCompensation(context, firm) : null,
    assets: firm.elements.has('Item5F') ? readAssets(context, firm) : null,
    item6A: answers(context, firm, ITEM_6A),
    item7A: answers(context, firm, ITEM_7A),
    item11Overall: yesNo(context, firm, 'Item11', 'Q11'),
    item11: answers(context, firm, ITEM_11),
  };
}

function readMainOffice(context: FirmContext, firm: CollectedFirm): AdvMainOffice {
  const country = optionalText(firm, 'MainAddr', 'Cntry');
  // The feed spells the country out ("United States"); only a foreign main office may lack a state.
  const domestic = country === null || country === 'United States';
  return {
    street1: requiredText(context, firm, 'MainAddr', 'Strt1'),
    street2: optionalText(firm, 'MainAddr', 'Strt2'),
    city: requiredText(context, firm, 'MainAddr', 'City'),
    state: domestic ? requiredText(context, firm, 'MainAddr', 'State') : optionalText(firm, 'MainAddr', 'State'),
    postalCode: optionalText(firm, 'MainAddr', 'PostlCd'),
    country,
  };
}

/**
 * The SEC feed carries `<Rgstn FirmType St Dt>`; the state feed has no `<Rgstn>` but one
 * `StateRgstn/Rgltrs/Rgltr Cd St Dt` per state. There the main office's state regulator is the
 * registration we report, else the first one listed.
 */
function readRegistration(context: FirmContext, firm: CollectedFirm, homeState: string | null): AdvRegistration {
  const rgstn = firm.elements.get('Rgstn');
  if (rgstn !== undefined || firm.stateRegulators.length === 0) {
    const date = optionalText(firm, 'Rgstn', 'Dt');
    return {
      firmType: optionalText(firm, 'Rgstn', 'FirmType'),
      status: requiredText(context, firm, 'Rgstn', 'St'),
      regulator: 'SEC',
      date: date === null ? null : isoDate(date, '<Rgstn Dt>', context),
    };
  }
  const home = firm.stateRegulators.find((regulator) => regulator.Cd?.trim() === homeState);
  const chosen: Attributes = home ?? firm.stateRegulators[0] ?? {};
  const text = (attribute: string): string | null => {
    const value = chosen[attribute]?.trim();
    return value === undefined || value === '' ? null : value;
  };
  const missing = (attribute: string): never => {
    throw new AdvFeedError(context.file, context.crd, `<StateRgstn><Rgltr ${attribute}>: is missing`);
  };
  const date = text('Dt');
  return {
    firmType: null,
    status: text('St') ?? missing('St'),
    regulator: text('Cd') ?? missing('Cd'),
    date: date === null ? null : isoDate(date, '<Rgltr Dt>', context),
  };
}

function readCompensation(context: FirmContext, firm: CollectedFirm): AdvCompensation {
  const flag = (attribute: string) => yesNo(context, firm, 'Item5E', attribute);
  return {
    percentageOfAssets: flag('Q5E1'),
    hourly: flag('Q5E2'),
    subscription: flag('Q5E3'),
    fixed: flag('Q5E4'),
    commissions: flag('Q5E5'),
    performanceBased: flag('Q5E6'),
    other: flag('Q5E7'),
    otherDescription: optionalText(firm, 'Item5E', 'Q5E7Oth'),
  };
}

function readAssets(context: FirmContext, firm: CollectedFirm): AdvAssets {
  return {
    managesAssets: yesNo(context, firm, 'Item5F', 'Q5F1'),
    discretionary: amount(context, firm, 'Item5F', 'Q5F2A', 'dollars'),
    nonDiscretionary: amount(context, firm, 'Item5F', 'Q5F2B', 'dollars'),
    total: amount(context, firm, 'Item5F', 'Q5F2C', 'dollars'),
  };
}
