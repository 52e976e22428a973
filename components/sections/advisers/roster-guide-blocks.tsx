import Link from 'next/link';
import { getRoster } from '@/lib/content';
import type { RosterFirm } from '@/lib/content/roster-schema';
import { formatDate, formatShortDate } from '@/lib/format';
import { adviserPath } from '@/lib/site/paths';
import { assetsText, rosterByName, rosterSource } from '@/lib/roster/list';
import { displayName } from '@/lib/roster/display-case';

/*
 * Where the guides lead to the region's roster (regulator data), kept apart from the listed
 * firms' cards: the advisers whose Form ADV shows a fee model, and the roster by distance from a
 * ZIP code. Each says where its data comes from and when; before the first import they say nothing.
 */

/** How many matches a guide shows in its own HTML (about 150 B of gzip each); the rest are one link away, on /advisers/. */
const SHOWN = 6;

/** One line per adviser: name (to its roster page), town, assets and the filing they come from. */
function CompactAdviserList({ firms }: { firms: readonly RosterFirm[] }) {
  return (
    <ul className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white" data-adviser-list="true">
      {firms.map((firm) => {
        const assets = assetsText(firm);
        return (
          <li key={firm.crd} className="px-4 py-3 text-sm text-gray-700" data-crd={firm.crd}>
            <Link
              href={adviserPath(firm.crd, firm.businessName)}
              className="font-semibold break-words text-brand underline-offset-2 hover:underline"
            >
              {displayName(firm.businessName)}
            </Link>
            , {displayName(firm.mainOffice.city)}, {firm.mainOffice.state}
            {assets ? ` · ${assets} under management` : ''} (Form ADV filed {formatShortDate(firm.filingDate)})
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The roster's advisers whose Form ADV shows `model`: how many, with a link to all of them on
 * /advisers/; with `sample` (where the guide's grid of listed firms is empty) the first few A–Z
 * too, so the guide never shows an empty grid while the roster has matches.
 */
export function RosterModelMatches({ model, sample }: { model: 'fee-only' | 'fee-based'; sample: boolean }) {
  const roster = getRoster();
  const source = rosterSource(roster);
  const matches = rosterByName(roster).filter((firm) => firm.compensation?.model === model);
  if (source === null || matches.length === 0) return null;
  const headingId = `roster-${model}-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-8 space-y-4" data-roster-matches={model}>
      <h3 id={headingId} className="text-xl font-semibold">
        In the SEC’s data: {matches.length} registered {matches.length === 1 ? 'adviser' : 'advisers'} of the region
        whose Form ADV shows {model} compensation
      </h3>
      <p className="text-sm text-gray-700">
        <strong>Regulator data</strong>, not the directory’s list: copied from each firm’s Form ADV in the SEC’s data
        file of {formatDate(source.date)}. The firms have not reviewed it and do not pay to appear; nothing is ranked
        {sample ? (matches.length > SHOWN ? `; the first ${SHOWN} A–Z` : ', A–Z') : ''}.
      </p>
      {sample ? <CompactAdviserList firms={matches.slice(0, SHOWN)} /> : null}
      <p>
        <Link
          href={`/advisers/?fee=${model}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-2"
        >
          {matches.length === 1
            ? `The one ${model} adviser on the region’s roster`
            : `All ${matches.length} ${model} advisers on the region’s roster, with filters and distance`}
        </Link>
      </p>
    </section>
  );
}

/**
 * A plain form (it works without JavaScript) that opens the roster ordered by distance from the
 * ZIP code typed: /advisers/?zip=…, where the list's island wakes at once and sorts it.
 */
export function RosterNearYou({ id }: { id: string }) {
  const roster = getRoster();
  const source = rosterSource(roster);
  const count = roster?.firms.length ?? 0;
  if (source === null || count === 0) return null;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-8 rounded-2xl border border-gray-200 bg-white p-5"
      data-roster-near="true"
    >
      <h3 id={`${id}-heading`} className="text-xl font-semibold">
        Every registered adviser of the region, nearest first
      </h3>
      <p className="mt-2 text-sm text-gray-700">
        <strong>Regulator data</strong>: the {count} SEC- or state-registered advisers whose Form ADV puts their main
        office in the region, from the SEC’s data file of {formatDate(source.date)}, ordered by straight-line distance
        from your ZIP code. Not the directory’s list, and not a recommendation.
      </p>
      <form action="/advisers/" method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-zip`} className="block text-sm font-medium text-ink">
            Your ZIP code
          </label>
          <input
            id={`${id}-zip`}
            name="zip"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            pattern="[0-9]{5}"
            maxLength={5}
            required
            className="mt-1 block min-h-11 w-32 rounded-lg border border-gray-300 bg-white px-3 text-ink shadow-sm focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none"
          />
        </div>
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-brand px-5 text-sm font-semibold text-white hover:bg-brand-dark"
        >
          Show advisers near me
        </button>
      </form>
    </section>
  );
}
