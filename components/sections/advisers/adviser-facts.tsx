import type { ReactNode } from 'react';
import type { RosterFirm } from '@/lib/content/roster-schema';
import { formatAssets, formatAum, formatShortDate, sentenceCase } from '@/lib/format';
import { iapdFirmUrl } from '@/lib/regulatory';
import { CLIENT_TYPES, disclosuresLabel, feeModelLabel, PAY_METHODS, type RegionFigures } from '@/lib/roster';

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

export function AdviserFacts({ firm, region }: { firm: RosterFirm; region: RegionFigures }) {
  const filed = formatShortDate(firm.filingDate);
  const common = { filed, crd: firm.crd };
  const affiliations = firm.affiliations;
  return (
    <dl className="divide-y divide-gray-200" data-adviser-facts="true">
      <Fact label="Registration" {...common}>
        {firm.registration.regulator === 'SEC'
          ? 'SEC-registered'
          : `Registered with the state of ${firm.registration.regulator}`}{' '}
        investment adviser; status: {sentenceCase(firm.registration.status)}; CRD {firm.crd}; legal name{' '}
        {firm.legalName}
      </Fact>
      <Fact label="Main office" {...common}>
        {firm.mainOffice.street}, {firm.mainOffice.city}, {firm.mainOffice.state} {firm.mainOffice.zip} (
        {firm.mainOffice.county} County)
      </Fact>
      <Fact
        label="Assets under management"
        {...common}
        median={regionMedian(region.assets.median, region.assets.of, formatAssets)}
      >
        {firm.aum ? formatAum(firm.aum) : 'None reported'}
      </Fact>
      <Fact label="Accounts" {...common} median={regionMedian(region.accounts.median, region.accounts.of, count)}>
        {firm.accounts === null ? 'Not reported' : count(firm.accounts)}
      </Fact>
      <Fact label="Employees" {...common} median={regionMedian(region.employees.median, region.employees.of, count)}>
        {firm.employees.total === null
          ? 'Not reported'
          : `${count(firm.employees.total)}${firm.employees.advisory === null ? '' : `, ${count(firm.employees.advisory)} in advisory roles`}`}
      </Fact>
      <Fact label="Types of clients" {...common}>
        {firm.clientTypes === null || firm.clientTypes.length === 0
          ? 'Not reported'
          : firm.clientTypes.map((letter) => CLIENT_TYPES[letter] ?? letter).join('; ')}
      </Fact>
      <Fact label="How it is paid" {...common}>
        {firm.compensation === null ? (
          'Not reported'
        ) : (
          <>
            <span className="block">
              {firm.compensation.methods.map((method) => PAY_METHODS[method] ?? method).join('; ')}
            </span>
            <span className="mt-1 block font-semibold" data-fee-model="true">
              {feeModelLabel(firm)}
            </span>
            <span className="block text-sm text-gray-600" data-fee-rule="true">
              {firm.compensation.rule}. Fee-only means: no commissions (5.E(5)), and neither the firm (6.A(1), (2), (6))
              nor a related person (7.A(1), (12)) is a broker-dealer or an insurance business.
            </span>
          </>
        )}
      </Fact>
      <Fact label="Other businesses (6.A, 7.A)" {...common}>
        {affiliations === null
          ? 'Not in its Form ADV data'
          : affiliations.length === 0
            ? 'None reported'
            : `Answered Yes: ${affiliations.join(', ')}`}
      </Fact>
      <Fact label="Disciplinary disclosures (Item 11)" {...common}>
        <span data-disclosures="true">{disclosuresLabel(firm, filed)}</span>
      </Fact>
      {firm.websites.length > 0 ? (
        <Fact label="Websites" {...common}>
          <ul>
            {firm.websites.map((url) => (
              <li key={url}>
                <a href={url} rel="nofollow noopener" className="break-all text-brand underline underline-offset-2">
                  {url.replace(/^https:\/\//, '').replace(/\/$/, '')}
                </a>
              </li>
            ))}
          </ul>
        </Fact>
      ) : null}
    </dl>
  );
}
