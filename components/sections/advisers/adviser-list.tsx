import Link from 'next/link';
import { Island } from '@/components/islands/island';
import { RosterFilter } from '@/components/islands/roster-filter';
import type { RosterFirm } from '@/lib/content/roster-schema';
import { formatShortDate } from '@/lib/format';
import { adviserPath } from '@/lib/site/paths';
import { assetsText, feeModelLabel, rosterRows } from '@/lib/roster/list';
import { ROSTER_PARAMS } from '@/lib/roster/filters';
import { displayName } from '@/lib/roster/display-case';
import { getBrochure } from '@/lib/content';
import { readFirmFees } from '@/lib/brochures/firm-fees';
import { coverageLine, feesAtLevels, statedMinimum } from '@/lib/roster/fee-rows';

/** What the firm's brochure gives the roster: the row's fee and minimum, the entry's lines (none before it is read). */
function brochureFacts(crd: string) {
  const file = getBrochure(crd);
  if (file === undefined) return { row: {}, lines: [] };
  const fees = readFirmFees(file);
  const atLevels = feesAtLevels(fees);
  const { min, line } = statedMinimum(fees);
  return {
    row: { ...(typeof atLevels === 'string' ? {} : { fees: atLevels }), ...(min === undefined ? {} : { min }) },
    lines: [
      ...(typeof atLevels === 'string' ? [atLevels] : [coverageLine(atLevels) ?? []].flat()),
      ...(fees.brochure ? [line] : []),
    ],
  };
}

/** One adviser in a list: name, town, assets, fee model and Item 11 as its Form ADV gives them. No stars, no rank, no badge. */
function AdviserEntry({ firm }: { firm: RosterFirm }) {
  const assets = assetsText(firm);
  const { lines } = brochureFacts(firm.crd);
  const reported = (firm.disclosures ?? []).length > 0;
  return (
    <div className="grid gap-1 sm:grid-cols-[1fr_auto] sm:gap-4">
      <div className="min-w-0">
        <Link
          href={adviserPath(firm.crd, firm.businessName)}
          className="font-semibold break-words text-brand underline-offset-2 hover:underline"
        >
          {displayName(firm.businessName)}
        </Link>
        <p className="text-sm text-gray-600">
          {displayName(firm.mainOffice.city)}, {firm.mainOffice.state} ({firm.mainOffice.county} County) · CRD{' '}
          {firm.crd}
        </p>
      </div>
      <p className="text-sm text-gray-700 sm:text-right">
        <span className="block">{assets ? `${assets} under management` : 'No assets under management reported'}</span>
        <span className="block">
          {feeModelLabel(firm)} · Item 11:{' '}
          {reported ? 'reported' : firm.disclosures === null ? 'not in the data' : 'none reported'}
        </span>
        <span className="block text-xs text-gray-500">Form ADV filed {formatShortDate(firm.filingDate)}</span>
        {lines.map((line) => (
          <span key={line} className="block text-xs text-gray-600" data-brochure-line="true">
            {line}
          </span>
        ))}
      </p>
    </div>
  );
}

/**
 * The whole roster, A–Z, all in the HTML, inside the island that filters and orders it once a
 * visitor reaches for its controls (or arrives with filters in the address).
 */
export function AdviserRoster({ firms }: { firms: readonly RosterFirm[] }) {
  return (
    <Island
      name="roster-filter"
      component={RosterFilter}
      wake="interaction"
      wakeWithQuery={[...ROSTER_PARAMS]}
      props={{
        id: 'roster-filter',
        rows: rosterRows(firms).map((row) => ({ ...row, ...brochureFacts(row.crd).row })),
        entries: firms.map((firm) => <AdviserEntry key={firm.crd} firm={firm} />),
        noMatch: (
          <p>No adviser’s Form ADV shows every filter you set. Loosen one, or clear them all to see every adviser.</p>
        ),
        noScript: (
          <noscript>
            <p className="px-5 pb-5 text-sm text-gray-700">Filters need JavaScript. Every adviser is below, A–Z.</p>
          </noscript>
        ),
      }}
    />
  );
}
