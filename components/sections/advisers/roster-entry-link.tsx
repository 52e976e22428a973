import Link from 'next/link';
import type { Firm } from '@/lib/content';
import { getRoster } from '@/lib/content';
import { adviserPath } from '@/lib/site/paths';
import { recordedValue } from '@/lib/firms/sourced';
import { displayName } from '@/lib/roster/display-case';

/** On a listed firm's profile: its entry on the region's roster (its Form ADV alone), when it has one. */
export function RosterEntryLink({ firm }: { firm: Pick<Firm, 'registration'> }) {
  const crd = recordedValue(firm.registration)?.crd;
  const entry = crd ? getRoster()?.firms.find((candidate) => candidate.crd === crd) : undefined;
  if (!entry) return null;
  return (
    <p
      className="rounded-xl border border-gray-200 bg-white p-4 text-sm leading-6 text-gray-700"
      data-roster-entry="true"
    >
      Its Form ADV, as the SEC’s data gives it, beside the region’s other registered advisers:{' '}
      <Link
        href={adviserPath(entry.crd, entry.businessName)}
        className="font-semibold text-brand underline underline-offset-2 hover:text-brand-dark"
      >
        {displayName(entry.businessName)} among Greater Cincinnati’s registered advisers
      </Link>
    </p>
  );
}
