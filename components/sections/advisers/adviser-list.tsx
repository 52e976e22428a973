import Link from 'next/link';
import type { RosterFirm } from '@/lib/content/roster-schema';
import { formatShortDate } from '@/lib/format';
import { adviserPath } from '@/lib/paths';
import { assetsText, feeModelLabel } from '@/lib/roster';

/**
 * The region's advisers, A–Z, all in the HTML: name, town, assets, fee model and Item 11 as their
 * Form ADV gives them. No stars, no rank, no badge.
 */
export function AdviserList({ firms }: { firms: readonly RosterFirm[] }) {
  return (
    <ul className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white" data-adviser-list="true">
      {firms.map((firm) => {
        const assets = assetsText(firm);
        const reported = (firm.disclosures ?? []).length > 0;
        return (
          <li key={firm.crd} className="grid gap-1 p-4 sm:grid-cols-[1fr_auto] sm:gap-4" data-crd={firm.crd}>
            <div className="min-w-0">
              <Link
                href={adviserPath(firm.crd, firm.businessName)}
                className="font-semibold break-words text-brand underline-offset-2 hover:underline"
              >
                {firm.businessName}
              </Link>
              <p className="text-sm text-gray-600">
                {firm.mainOffice.city}, {firm.mainOffice.state} ({firm.mainOffice.county} County) · CRD {firm.crd}
              </p>
            </div>
            <p className="text-sm text-gray-700 sm:text-right">
              <span className="block">
                {assets ? `${assets} under management` : 'No assets under management reported'}
              </span>
              <span className="block">
                {feeModelLabel(firm)} · Item 11:{' '}
                {reported ? 'reported' : firm.disclosures === null ? 'not in the data' : 'none reported'}
              </span>
              <span className="block text-xs text-gray-500">Form ADV filed {formatShortDate(firm.filingDate)}</span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
