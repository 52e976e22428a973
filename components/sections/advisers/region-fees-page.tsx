import Link from 'next/link';
import { FeeSpreadChart } from '@/components/sections/advisers/fee-spread-chart';
import { RosterColumns } from '@/components/sections/advisers/roster-columns';
import { SchedulingHeroButton } from '@/components/layout/scheduling-badge';
import { PageHero } from '@/components/sections/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { regionFirmFees } from '@/lib/brochures/region-firms';
import { MIN_FIRMS_FOR_SPREAD, regionFees, type RegionFees } from '@/lib/brochures/region-fees';
import { getContent, getRoster } from '@/lib/content';
import { formatAssets, formatDate, formatUsd } from '@/lib/format';
import { rosterSource } from '@/lib/roster/list';
import { staticPageJsonLd } from '@/lib/seo/json-ld';

const LINK = 'font-semibold text-brand underline underline-offset-2 hover:text-brand-dark';

function FeeTable({ fees }: { fees: RegionFees }) {
  return (
    <table className="w-full text-left text-sm text-gray-800" data-fee-spread-table="true">
      <caption className="mb-2 text-left text-gray-700">Published annual fees, in dollars a year</caption>
      <thead>
        <tr className="border-b border-gray-300">
          <th scope="col">Assets</th>
          <th scope="col">Firms</th>
          <th scope="col">Median</th>
          <th scope="col">Middle half (25th–75th percentile)</th>
          <th scope="col">Lowest–highest</th>
        </tr>
      </thead>
      <tbody>
        {fees.levels.map(({ assets, firms, spread }) => (
          <tr key={assets} className="border-b border-gray-200" data-fee-level={assets}>
            <th scope="row">{formatAssets(assets)}</th>
            <td>{firms}</td>
            {spread === null ? (
              <td colSpan={3}>Too few firms for a spread (fewer than {MIN_FIRMS_FOR_SPREAD})</td>
            ) : (
              <>
                <td>{formatUsd(spread.median)}</td>
                <td>
                  {formatUsd(spread.lowerQuartile)}–{formatUsd(spread.upperQuartile)}
                </td>
                <td>
                  {formatUsd(spread.lowest)}–{formatUsd(spread.highest)}
                </td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function NoBrochuresYet() {
  return (
    <section aria-labelledby="fees-empty-heading" className="space-y-4 text-gray-800" data-fees-empty="true">
      <h2 id="fees-empty-heading" className="text-2xl font-bold text-ink">
        The figures appear after the first monthly brochure step
      </h2>
      <p>
        Once a month the site reads the region’s brochures from the SEC’s archive; the figures appear here after the
        first of those reads, from every schedule that gives a dollar figure.
      </p>
      <p>
        For the site’s owner: the “Form ADV refresh” workflow runs <code>npm run adv:brochures</code> after the import,
        as docs/cms.md describes; merge its pull request.
      </p>
    </section>
  );
}

const INTRO =
  'The annual fees the region’s registered advisers publish in their own brochures (Form ADV Part 2A, Item 5), at ' +
  '$250,000, $500,000, $1 million and $2 million of assets: the median, the middle half, and how many firms each ' +
  'figure rests on.';

/** /advisers/fees/: the region's published fees at four asset levels, from the firms' own brochures. */
export function RegionFeesPage() {
  const fees = regionFees(regionFirmFees(getContent()));
  const source = rosterSource(getRoster());
  return (
    <>
      <JsonLd data={staticPageJsonLd('/advisers/fees/')} />
      <PageHero
        eyebrow="From the advisers’ brochures"
        title="What Greater Cincinnati’s advisers charge"
        intro={INTRO}
        aside={<SchedulingHeroButton />}
      />
      <RosterColumns>
        {fees.withFigure === 0 ? (
          <NoBrochuresYet />
        ) : (
          <section aria-labelledby="fees-spread-heading" className="space-y-4 text-gray-800">
            <h2 id="fees-spread-heading" className="text-2xl font-bold text-ink">
              Published fees at $250,000 to $2 million
            </h2>
            <FeeSpreadChart levels={fees.levels} />
            <FeeTable fees={fees} />
            <p data-fee-basis="true">
              From {fees.withFigure} of the {fees.brochures} brochures read: those whose Item 5 gives a schedule and
              says how its tiers apply (to each slice or to the whole account). The box is the middle half of the firms,
              the bar the median. With fewer than {MIN_FIRMS_FOR_SPREAD} firms at a level, no spread is shown: it would
              describe those firms, not the region. A rate stated as “up to” counts at its ceiling; a negotiable fee at
              its published rate.
            </p>
          </section>
        )}
        <p className="text-sm text-gray-600" data-fees-date="true">
          {fees.newestFiled ? `Brochures filed up to ${formatDate(fees.newestFiled)}; ` : ''}
          {source ? `roster from the SEC’s Form ADV data of ${formatDate(source.date)}. ` : ''}
          Rebuilt every month from the stored brochures. What a fee means in dollars over years:{' '}
          <Link href="/fee-calculator/" className={LINK}>
            the fee calculator
          </Link>
          ; every adviser:{' '}
          <Link href="/advisers/" className={LINK}>
            the roster
          </Link>
          .
        </p>
      </RosterColumns>
    </>
  );
}
