import { VALUE_CAP } from './feed-bounds';
import { isoDay, optionalText, type Attributes, type CollectedFirm, type FirmProblems } from './feed-fields';
import type { AdvFirmRecord, AdvRegistration, RegistrationStanding } from './feed-record';

/**
 * A firm's registration, from every shape the two feeds use:
 * - SEC feed: `<Rgstn FirmType="Registered"|"ERA" St Dt>` directly under `<Firm>`;
 * - state feed: one `<StateRgstn><Rgltrs><Rgltr Cd St Dt>` per state regulator, and for a state's
 *   exempt reporting advisers `<ERA><Rgltrs><Rgltr Cd St Dt>` instead.
 * Status words come upper case in the XML ("APPROVED"), in sentence case in the SEC's CSV
 * ("Approved"), sometimes with a suffix ("APPROVED-120"): read in any case, by their first word.
 */

/** "APPROVED-120" → approved; "TERMREQUEST", "TERMINATED" → withdrawn; "PENDING" → pending. */
export function registrationStanding(status: string): RegistrationStanding {
  const word = /^[a-z]+/.exec(status.trim().toLowerCase())?.[0] ?? '';
  if (word === 'approved') return 'approved';
  if (word === 'pending') return 'pending';
  if (word.startsWith('term') || word === 'withdrawn' || word === 'withdrawal' || word === 'revoked')
    return 'withdrawn';
  return 'other';
}

const STANDING_ORDER: Record<RegistrationStanding, number> = { approved: 0, pending: 1, other: 2, withdrawn: 3 };

/** A registration attribute's text; blank, or longer than any status word or code (VALUE_CAP), reads as missing. */
function text(attributes: Attributes, name: string): string | null {
  const value = attributes[name]?.trim();
  return value === undefined || value === '' || value.length > VALUE_CAP ? null : value;
}

/**
 * Of a state firm's regulators, the one the site reports: an approved one before any other (an
 * approved regulator beats the home state's terminated one), then the main office's state, then the
 * order of the file.
 */
function chooseRegulator(regulators: readonly Attributes[], homeState: string | null): Attributes | undefined {
  const rank = (attributes: Attributes) => [
    STANDING_ORDER[registrationStanding(text(attributes, 'St') ?? '')],
    text(attributes, 'Cd') === homeState ? 0 : 1,
  ];
  return regulators
    .map((attributes, index) => ({ attributes, index, rank: rank(attributes) }))
    .sort((a, b) => a.rank[0]! - b.rank[0]! || a.rank[1]! - b.rank[1]! || a.index - b.index)[0]?.attributes;
}

/** A registration's date, which no fact the site writes shows: read while `problems.reading` names no fact. */
function registrationDate(problems: FirmProblems, element: string, value: string | undefined): string | null {
  const day = value?.trim();
  if (day === undefined || day === '') return null;
  return isoDay(day) ?? problems.unknownValue(element, 'Dt', day, 'expected a date YYYY-MM-DD');
}

/** The codes (`Rgltr@Cd`) of the state regulators that approved the registration, in the file's order. */
const approvedStates = (regulators: readonly Attributes[]) =>
  regulators
    .filter((attributes) => registrationStanding(text(attributes, 'St') ?? '') === 'approved')
    .flatMap((attributes) => text(attributes, 'Cd') ?? []);

function fromRegulator(
  problems: FirmProblems,
  kind: AdvRegistration['kind'],
  where: string,
  attributes: Attributes,
  approved: readonly string[] = [],
): AdvRegistration | null {
  const status = text(attributes, 'St') ?? problems.add(`${where} St>`, 'is missing');
  const regulator = text(attributes, 'Cd') ?? problems.add(`${where} Cd>`, 'is missing');
  const date = registrationDate(problems, 'Rgltr', attributes.Dt);
  if (status === null || regulator === null) return null;
  return {
    kind,
    firmType: null,
    status,
    standing: registrationStanding(status),
    regulator,
    date,
    approvedStates: approved,
  };
}

/** `Info@SECNb`, or `Info@FirmIaFullSecNb` where a feed names it so. */
const secFileNumber = (firm: CollectedFirm) =>
  optionalText(firm, 'Info', 'SECNb') ?? optionalText(firm, 'Info', 'FirmIaFullSecNb');

export function readRegistration(
  problems: FirmProblems,
  firm: CollectedFirm,
  homeState: string | null,
): AdvRegistration | null {
  if (firm.secRegistrations.length > 0) {
    const chosen = chooseRegulator(firm.secRegistrations, null) ?? {};
    const firmType = text(chosen, 'FirmType');
    const status = text(chosen, 'St') ?? problems.add('<Rgstn St>', 'is missing');
    const date = registrationDate(problems, 'Rgstn', chosen.Dt);
    if (status === null) return null;
    // Without FirmType, the SEC file number tells: 801- is a registered adviser, 802- an exempt reporter.
    const exempt = firmType === null ? /^802-/.test(secFileNumber(firm) ?? '') : /^era$/i.test(firmType);
    return {
      kind: exempt ? 'exempt' : 'registered',
      firmType,
      status,
      standing: registrationStanding(status),
      regulator: 'SEC',
      date,
      approvedStates: [],
    };
  }
  const state = chooseRegulator(firm.stateRegulators, homeState);
  if (state !== undefined) {
    return fromRegulator(problems, 'registered', '<StateRgstn><Rgltr', state, approvedStates(firm.stateRegulators));
  }
  const exempt = chooseRegulator(firm.exemptRegulators, homeState);
  if (exempt !== undefined) return fromRegulator(problems, 'exempt', '<ERA><Rgltr', exempt);
  return problems.add('<Rgstn>', 'is missing (nor a <StateRgstn> or <ERA> regulator)');
}

/**
 * Of two entries for one CRD (one in each feed, while a firm moves between regulators): the newer
 * filing; on the same day an approved registration, then the SEC's record. Never the order in which
 * the files were given.
 */
export function preferredRecord<T extends { record: AdvFirmRecord; feed: 'sec' | 'state' }>(a: T, b: T): T {
  if (a.record.filingDate !== b.record.filingDate) return a.record.filingDate > b.record.filingDate ? a : b;
  const approvedA = a.record.registration.kind === 'registered' && a.record.registration.standing === 'approved';
  const approvedB = b.record.registration.kind === 'registered' && b.record.registration.standing === 'approved';
  if (approvedA !== approvedB) return approvedA ? a : b;
  if (a.feed !== b.feed) return a.feed === 'sec' ? a : b;
  return a;
}
