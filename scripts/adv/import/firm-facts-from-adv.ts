import type { FirmFrontMatter, Sourced } from '@/lib/content/schemas';
import { compensationText, formatAum, formatEmployees, formatShortDate } from '@/lib/format';
import { disclosuresText } from '@/lib/firms/summary';
import { iapdFirmUrl, registrationLabel } from '@/lib/firms/regulatory';
import { everyOf, someOf } from '@/lib/records';
import { factText } from '@/lib/firms/sourced';
import { servedText } from '@/lib/roster/clients-served';
import type { AdvFact, AdvFirmFacts } from './adv-facts';
import { ADV_FIELDS } from '@/lib/adv/fields';
import { PLAIN_PROFILE_IDS, plainText, type PlainProfileId } from '@/lib/adv/field-lists';
import type { FactChange } from './change-set';
import type { FirmPatch } from './firm-file';

/**
 * From what the SEC's feed says (AdvFirmFacts) to the firm's sourced facts, and what that changes:
 * pure, so the import's every rule is tested without files. Each fact written carries
 * `origin: form-adv`, the filing date as its source date, the firm's IAPD summary page as its
 * source, the Form ADV item as the document, and the data file it came from; so does each plain
 * field of lib/adv/fields.ts on the profile, by the table alone. Facts Form ADV does not hold
 * (minimum, rating, ownership, local presence, specialties, offices, About) are untouched.
 */

export interface DataFileRef {
  name: string;
  date: string;
}

type Facts = Pick<
  FirmFrontMatter,
  | 'registration'
  | 'aum'
  | 'employees'
  | 'compensation'
  | 'disclosures'
  | 'mainOffice'
  | 'websites'
  | 'clientTypes'
  | PlainProfileId
>;
type FieldOf = keyof Facts;

function fromAdv<T>(crd: string, filingDate: string, dataFile: DataFileRef, fact: AdvFact<unknown>, value: T) {
  return {
    origin: 'form-adv' as const,
    value,
    source: { url: iapdFirmUrl(crd), document: fact.item, date: filingDate },
    dataFile: { name: dataFile.name, date: dataFile.date },
  };
}

type Written = Pick<FirmPatch, FieldOf>;
type Make = <T>(fact: AdvFact<unknown>, value: T) => ReturnType<typeof fromAdv<T>>;

/** The registration fact; an SEC file number or a brochure link the filing lacks is kept from the file. */
function registrationFact(
  current: Facts,
  adv: AdvFirmFacts,
  fact: NonNullable<AdvFirmFacts['registration']>,
  make: Make,
) {
  const previous = current.registration.origin === 'none' ? undefined : current.registration.value;
  const registration = fact.value;
  const secFileNumber = registration.secFileNumber ?? (previous?.crd === adv.crd ? previous.secFileNumber : undefined);
  return make(fact, {
    type: registration.type,
    regulator: registration.regulator,
    crd: registration.crd,
    legalName: registration.legalName,
    ...(registration.businessName === registration.legalName ? {} : { businessName: registration.businessName }),
    ...(secFileNumber ? { secFileNumber } : {}),
    status: registration.status,
    // A brochure link a person recorded is kept: Form ADV Part 1A does not carry it.
    ...(previous?.brochureUrl ? { brochureUrl: previous.brochureUrl } : {}),
  });
}

/** Anything the facts cannot settle alone, for the owner (scripts/adv/import/change-set.ts, NeedsPerson). */
export interface AdvFactsResult {
  patch: Written;
  notes: string[];
}

/**
 * The facts the feed gives, as a patch of the firm's file. Nothing a person recorded is replaced by
 * less: a fact the record does not carry (no Item 5.F, no Item 11, no website) leaves the file's fact
 * as it is; Item 11 answers never replace disclosure events a person recorded (the difference goes to
 * the owner); a fee model the filing does not settle never replaces one a person recorded.
 */
export function advSourcedFacts(current: Facts, adv: AdvFirmFacts, dataFile: DataFileRef): AdvFactsResult {
  const make = <T>(fact: AdvFact<unknown>, value: T) => fromAdv(adv.crd, adv.filingDate, dataFile, fact, value);
  const plain = (fact: AdvFact<number | boolean> | undefined) => fact && make(fact, fact.value);
  const notes: string[] = [];
  const patch: Written = {
    ...(adv.registration && { registration: registrationFact(current, adv, adv.registration, make) }),
    ...(adv.mainOffice && { mainOffice: make(adv.mainOffice, adv.mainOffice.value) }),
    // A plain field the filing lacks leaves the file's fact as it is.
    ...someOf(PLAIN_PROFILE_IDS, (id) => plain(adv.plain[id])),
  };
  if (adv.aum) patch.aum = make(adv.aum, adv.aum.value);
  // A filing on the form before 2017 gives percentages, no counts: the file's fact stays as it is.
  if (adv.clientTypes) patch.clientTypes = make(adv.clientTypes, adv.clientTypes.value);
  if (adv.employees) patch.employees = make(adv.employees, adv.employees.value);
  if (adv.websites && adv.websites.value.length > 0) patch.websites = make(adv.websites, adv.websites.value);
  const compensation = adv.compensation;
  if (compensation) {
    const recordedModel = current.compensation.origin === 'person' ? current.compensation.value.model : null;
    if (compensation.value.model === null && recordedModel !== null) {
      notes.push(
        `Its Form ADV filed ${adv.filingDate} lists how it is paid (5.E) but lacks an item of 6.A/7.A, so it does not settle fee-only or fee-based; the ${recordedModel} a person recorded stays`,
      );
    } else {
      patch.compensation = make(compensation, compensation.value);
    }
  }
  const disclosures = adv.disclosures;
  if (disclosures) {
    const items = disclosures.value.itemsAnsweredYes;
    const events = current.disclosures.origin === 'person' ? current.disclosures.value : [];
    if (events.length > 0) {
      const answered =
        items.length === 0 ? 'no Item 11 question answered Yes' : `Item ${items.join(', ')} answered Yes`;
      notes.push(
        `Disclosures: a person recorded ${events.length === 1 ? '1 event' : `${events.length} events`}; its Form ADV filed ${adv.filingDate} has ${answered}. The recorded events stay: compare them with the IAPD page`,
      );
    } else {
      patch.disclosures = make(
        disclosures,
        items.map((item) => ({ summary: `Form ADV Item ${item} answered Yes` })),
      );
    }
  }
  return { patch, notes };
}

const plainDisplay = (id: PlainProfileId, fact: Sourced<number | boolean>) =>
  factText(fact, (value) => plainText(id, value));

/** Each fact's value as the site would show it (or "Not yet recorded"). */
const TEXT: Record<FieldOf, (facts: Facts) => string> = {
  registration: ({ registration }) =>
    factText(registration, (value) => `${registrationLabel(value)}; CRD ${value.crd ?? 'none'}; ${value.legalName}`),
  aum: ({ aum }) => factText(aum, formatAum),
  employees: ({ employees }) => factText(employees, formatEmployees),
  compensation: ({ compensation }) =>
    factText(compensation, (value) => [compensationText(value), value.methods.join(', ')].filter(Boolean).join('; ')),
  disclosures: ({ disclosures }) => disclosuresText(disclosures),
  mainOffice: ({ mainOffice }) =>
    factText(mainOffice, (value) => `${value.street}, ${value.city}, ${value.state} ${value.zip ?? ''}`.trim()),
  websites: ({ websites }) => factText(websites, (value) => value.join(', ')),
  clientTypes: ({ clientTypes }) => factText(clientTypes, servedText),
  ...everyOf(PLAIN_PROFILE_IDS, (id) => (facts: Facts) => plainDisplay(id, facts[id])),
};

/** A fact as the site would show it, with where it came from, so a reviewer sees old → new; null when not recorded. */
function display(field: FieldOf, facts: Facts): string | null {
  const fact: Sourced<unknown> = facts[field];
  if (fact.origin === 'none') return null;
  const origin =
    fact.origin === 'form-adv'
      ? `Form ADV filed ${formatShortDate(fact.source.date)}`
      : `recorded by a person from ${fact.source.url}, dated ${formatShortDate(fact.source.date)}`;
  return `${TEXT[field](facts)} (${origin})`;
}

const sameValue = (a: Sourced<unknown>, b: Sourced<unknown>) =>
  a.origin === b.origin && JSON.stringify(a.value) === JSON.stringify(b.value);

/** Every fact whose value or origin the import changes, old → new as the site shows them. */
export function factChanges(before: Facts, after: Facts): FactChange[] {
  return (Object.keys(TEXT) as FieldOf[]).flatMap((field) =>
    sameValue(before[field], after[field])
      ? []
      : [
          {
            field,
            label: ADV_FIELDS[field].label,
            before: display(field, before),
            after: display(field, after),
          },
        ],
  );
}
