import type { ReactNode } from 'react';
import { ADV_FIELDS } from '@/lib/adv/fields';
import {
  plainText,
  ROSTER_FIELD_IDS,
  ROSTER_PLAIN_IDS,
  type RosterFieldId,
  type RosterPlainId,
} from '@/lib/adv/field-lists';
import type { RosterFirm } from '@/lib/content/roster-schema';
import { formatAssets, formatAum, formatShortDate, sentenceCase } from '@/lib/format';
import { iapdFirmUrl } from '@/lib/firms/regulatory';
import { displayStreet } from '@/lib/roster/display-address';
import { displayName } from '@/lib/roster/display-case';
import { CLIENT_TYPES, disclosuresLabel, feeModelLabel, PAY_METHODS, type RegionFigures } from '@/lib/roster/list';

/**
 * A roster firm's Form ADV facts, each with "From its Form ADV filed {date}" linked to its IAPD page,
 * and beside its assets, accounts and staff the region's median (of the firms that report it).
 */
function Fact({
  label,
  children,
  filed,
  crd,
  median,
}: {
  label: string;
  children: ReactNode;
  filed: string;
  crd: string;
  median?: string | null;
}) {
  return (
    <div className="grid gap-1 py-4 sm:grid-cols-[14rem_1fr] sm:gap-6">
      <dt className="font-semibold text-ink">{label}</dt>
      <dd className="min-w-0 text-gray-800">
        <div className="break-words">{children}</div>
        {median ? <p className="mt-1 text-sm text-gray-600">{median}</p> : null}
        <a
          href={iapdFirmUrl(crd)}
          className="mt-1 inline-block text-xs text-brand underline underline-offset-2 hover:text-brand-dark"
          data-provenance="form-adv"
        >
          From its Form ADV filed {filed}
        </a>
      </dd>
    </div>
  );
}

const regionMedian = (value: number | null, of: number, format: (n: number) => string) =>
  value === null ? null : `Region’s median: ${format(value)} (of ${of} advisers that report it)`;

const count = (n: number) => n.toLocaleString('en-US');
const advisory = (n: number | null) => (n === null ? '' : `, ${count(n)} in advisory roles`);

/** What one fact shows (null: not listed at all), with the region's median beside it. */
type Shown = { children: ReactNode; median?: string | null } | null;
type Context = { firm: RosterFirm; region: RegionFigures; filed: string };

/** The facts with bespoke wording; the plain fields of lib/adv/fields.ts are written by `plainFact`. */
const BESPOKE: Record<Exclude<RosterFieldId, RosterPlainId>, (context: Context) => Shown> = {
  registration: ({ firm }) => ({
    children: (
      <>
        {firm.registration.regulator === 'SEC'
          ? 'SEC-registered'
          : `Registered with the state of ${firm.registration.regulator}`}{' '}
        investment adviser; status: {sentenceCase(firm.registration.status)}; CRD {firm.crd}; legal name{' '}
        {displayName(firm.legalName)}
        <span className="mt-1 block text-sm text-gray-600" data-filed-name="true">
          Filed as: {firm.businessName}
          {firm.legalName === firm.businessName ? '' : ` (legal name: ${firm.legalName})`}
        </span>
      </>
    ),
  }),
  mainOffice: ({ firm: { mainOffice } }) => ({
    children: (
      <>{`${displayStreet(mainOffice.street)}, ${displayName(mainOffice.city)}, ${mainOffice.state} ${mainOffice.zip} (${mainOffice.county} County)`}</>
    ),
  }),
  aum: ({ firm, region }) => ({
    children: firm.aum ? formatAum(firm.aum) : 'None reported',
    median: regionMedian(region.assets.median, region.assets.of, formatAssets),
  }),
  employees: ({ firm: { employees }, region }) => ({
    children: employees.total === null ? 'Not reported' : `${count(employees.total)}${advisory(employees.advisory)}`,
    median: regionMedian(region.employees.median, region.employees.of, count),
  }),
  clientTypes: ({ firm: { clientTypes } }) => ({
    children:
      clientTypes === null || clientTypes.length === 0
        ? 'Not reported'
        : clientTypes.map((letter) => CLIENT_TYPES[letter] ?? letter).join('; '),
  }),
  compensation: ({ firm }) => ({ children: <Compensation firm={firm} /> }),
  affiliations: ({ firm: { affiliations } }) => ({
    children:
      affiliations === null
        ? 'Not in its Form ADV data'
        : affiliations.length === 0
          ? 'None reported'
          : `Answered Yes: ${affiliations.join(', ')}`,
  }),
  disclosures: ({ firm, filed }) => ({
    children: <span data-disclosures="true">{disclosuresLabel(firm, filed)}</span>,
  }),
  websites: ({ firm }) => (firm.websites.length > 0 ? { children: <Websites urls={firm.websites} /> } : null),
};

function Compensation({ firm }: { firm: RosterFirm }) {
  if (firm.compensation === null) return 'Not reported';
  return (
    <>
      <span className="block">
        {firm.compensation.methods.map((method) => PAY_METHODS[method] ?? method).join('; ')}
      </span>
      <span className="mt-1 block font-semibold" data-fee-model="true">
        {feeModelLabel(firm)}
      </span>
      <span className="block text-sm text-gray-600" data-fee-rule="true">
        {firm.compensation.rule}. Fee-only means: no commissions (5.E(5)), and neither the firm (6.A(1), (2), (6)) nor a
        related person (7.A(1), (12)) is a broker-dealer or an insurance business.
      </span>
    </>
  );
}

function Websites({ urls }: { urls: readonly string[] }) {
  return (
    <ul>
      {urls.map((url) => (
        <li key={url}>
          <a href={url} rel="nofollow noopener" className="break-all text-brand underline underline-offset-2">
            {url.replace(/^https:\/\//, '').replace(/\/$/, '')}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A plain field as lib/adv/fields.ts writes it ("Not reported" when the filing lacks it), and its median. */
function plainFact(id: RosterPlainId, { firm, region }: Context): Shown {
  const value = firm[id];
  const median = region.plain[id];
  return {
    children: value === null ? 'Not reported' : plainText(id, value),
    median: median ? regionMedian(median.median, median.of, (n) => plainText(id, n)) : null,
  };
}

const isPlain = (id: RosterFieldId): id is RosterPlainId => ROSTER_PLAIN_IDS.some((plain) => plain === id);

/** The firm's facts, in the order and with the labels of lib/adv/fields.ts. */
export function AdviserFacts({ firm, region }: { firm: RosterFirm; region: RegionFigures }) {
  const filed = formatShortDate(firm.filingDate);
  const context = { firm, region, filed };
  return (
    <dl className="divide-y divide-gray-200" data-adviser-facts="true">
      {ROSTER_FIELD_IDS.map((id) => {
        const shown = isPlain(id) ? plainFact(id, context) : BESPOKE[id](context);
        return shown === null ? null : (
          <Fact key={id} label={ADV_FIELDS[id].roster} filed={filed} crd={firm.crd} median={shown.median}>
            {shown.children}
          </Fact>
        );
      })}
    </dl>
  );
}
