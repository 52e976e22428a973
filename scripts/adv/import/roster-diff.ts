import { ROSTER_PLAIN_IDS, type RosterPlainId } from '@/lib/adv/field-lists';
import { rosterFirmSchema, type RosterChanges, type RosterFirm } from '@/lib/content/roster-schema';
import { formatUsd } from '@/lib/format';
import { servedText } from '@/lib/roster/clients-served';

type RosterChange = RosterChanges['changed'][number]['changes'][number];

/**
 * What one import changes in the region's roster, firm by firm, as the pull request and
 * /advisers/changes/ say it: firms added, removed (with why) and each fact old → new. The data file
 * a firm's entry cites is not a change of the firm.
 */

type Field = Exclude<keyof RosterFirm, 'crd' | 'dataFile'>;

/** The fields compared, in the schema's order; a plain field of lib/adv/fields.ts reads "185", "Yes". */
const FIELDS = Object.keys(rosterFirmSchema.shape).filter((key): key is Field => key !== 'crd' && key !== 'dataFile');
const isPlain = (field: Field): field is RosterPlainId => ROSTER_PLAIN_IDS.some((id) => id === field);

function text(field: Field, firm: RosterFirm): string | null {
  if (!isPlain(field)) return TEXT[field](firm);
  const value = firm[field];
  return value === null ? null : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);
}

const TEXT: Record<Exclude<Field, RosterPlainId>, (firm: RosterFirm) => string | null> = {
  businessName: (firm) => firm.businessName,
  legalName: (firm) => firm.legalName,
  mainOffice: ({ mainOffice: o }) => `${o.street}, ${o.city}, ${o.state} ${o.zip} (${o.county} County)`,
  filingDate: (firm) => firm.filingDate,
  registration: ({ registration }) => `${registration.regulator}: ${registration.status}`,
  aum: ({ aum }) =>
    aum === null
      ? null
      : `${formatUsd(aum.total)}${aum.discretionary === null ? '' : ` (${formatUsd(aum.discretionary)} discretionary)`}`,
  employees: ({ employees }) =>
    employees.total === null
      ? null
      : `${employees.total}${employees.advisory === null ? '' : ` (${employees.advisory} advisory)`}`,
  clientTypes: ({ clientTypes }) => (clientTypes === null ? null : `5.D(${clientTypes.join('), (')})`),
  clientCounts: ({ clientCounts }) => (clientCounts == null ? null : servedText(clientCounts)),
  compensation: ({ compensation }) =>
    compensation === null ? null : `${compensation.methods.join(', ')}; ${compensation.model ?? 'model not derived'}`,
  affiliations: ({ affiliations }) => (affiliations === null ? null : affiliations.join(', ') || 'none'),
  disclosures: ({ disclosures }) => (disclosures === null ? null : disclosures.join(', ') || 'none'),
  websites: ({ websites }) => websites.join(', ') || null,
};

export function rosterChanges(
  before: readonly RosterFirm[],
  after: readonly RosterFirm[],
  whyRemoved: (crd: string) => string,
  dataFiles: RosterChanges['dataFiles'],
): RosterChanges {
  const old = new Map(before.map((firm) => [firm.crd, firm]));
  const now = new Map(after.map((firm) => [firm.crd, firm]));
  const changed: RosterChanges['changed'] = [];
  for (const firm of after) {
    const previous = old.get(firm.crd);
    if (previous === undefined) continue;
    const changes = FIELDS.flatMap((field): RosterChange[] => {
      // A roster written before a field existed (5.D's counts) does not make every firm "changed".
      if (previous[field] === undefined) return [];
      const [was, is] = [text(field, previous), text(field, firm)];
      if (was === is) return [];
      if (field === 'aum')
        return [
          {
            field,
            before: was,
            after: is,
            assets: { before: previous.aum?.total ?? null, after: firm.aum?.total ?? null },
          },
        ];
      if (field === 'disclosures')
        return [{ field, before: was, after: is, items: { before: previous.disclosures, after: firm.disclosures } }];
      return [{ field, before: was, after: is }];
    });
    if (changes.length > 0) changed.push({ crd: firm.crd, name: firm.businessName, changes });
  }
  return {
    dataFiles,
    added: after.filter((firm) => !old.has(firm.crd)).map((firm) => ({ crd: firm.crd, name: firm.businessName })),
    removed: before
      .filter((firm) => !now.has(firm.crd))
      .map((firm) => ({ crd: firm.crd, name: firm.businessName, why: whyRemoved(firm.crd) })),
    changed,
  };
}
