import Link from 'next/link';
import { AdviserRoster } from '@/components/sections/advisers/adviser-list';
import { NotPublishedNote } from '@/components/sections/advisers/not-published-note';
import { RosterColumns } from '@/components/sections/advisers/roster-columns';
import { SchedulingHeroButton } from '@/components/layout/scheduling-badge';
import { PageHero } from '@/components/sections/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { getRoster } from '@/lib/content';
import { formatDate } from '@/lib/format';
import { regionFigures, rosterByName, rosterSource } from '@/lib/roster/list';
import { rosterListJsonLd, staticPageJsonLd } from '@/lib/seo/json-ld';

const TITLE = 'Registered investment advisers in Greater Cincinnati';

/** "A, B and C". */
const listed = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;

/** /advisers/: every registered adviser of the region, from the regulator's data, A–Z. */
export function AdvisersPage() {
  const roster = getRoster();
  const firms = rosterByName(roster);
  const source = rosterSource(roster);
  const figures = regionFigures(firms);
  return (
    <>
      <JsonLd
        data={[...staticPageJsonLd('/advisers/'), ...(firms.length > 0 ? [rosterListJsonLd(firms, TITLE)] : [])]}
      />
      {/* Compact, its intro one line: on a phone the first screen reaches the filter and the first advisers. */}
      <PageHero
        eyebrow="Regulator data"
        title={firms.length > 0 ? `${TITLE} (${firms.length})` : TITLE}
        intro={source ? `From the SEC’s Form ADV data of ${formatDate(source.date)}.` : 'From the SEC’s Form ADV data.'}
        compact
        aside={<SchedulingHeroButton />}
      />
      <RosterColumns>
        {source === null ? (
          <section aria-labelledby="advisers-empty-heading" className="space-y-4 text-gray-800">
            <h2 id="advisers-empty-heading" className="text-2xl font-bold text-ink">
              The list appears after the first monthly import
            </h2>
            <p>
              This list is built from the SEC’s Form ADV data, which the SEC publishes every business day. Once a month
              the site imports it; the list appears here with the first import, each adviser with the date of the filing
              its facts come from. Until then, every registered adviser can be looked up on the SEC’s Investment Adviser
              Public Disclosure site,{' '}
              <a href="https://adviserinfo.sec.gov/" className="font-semibold text-brand underline">
                adviserinfo.sec.gov
              </a>
              .
            </p>
            <p>
              For the site’s owner: run the “Form ADV refresh” workflow in GitHub’s Actions tab, or{' '}
              <code>npm run adv:import</code> with the SEC’s two firm feeds, as docs/cms.md (“Refreshing the Form ADV
              facts”) describes; then merge its pull request.
            </p>
            <p>
              Meanwhile, the firms this directory lists, with their recorded facts and sources, are on the{' '}
              <Link href="/top-fiduciary-advisors-cincinnati/" className="font-semibold text-brand underline">
                list of firms
              </Link>
              .
            </p>
          </section>
        ) : (
          <>
            <section aria-labelledby="advisers-list-heading">
              {/* Its name for screen readers on a phone, where the h1 above says the count and the room is the list's. */}
              <h2 id="advisers-list-heading" className="sr-only text-2xl font-bold text-ink sm:not-sr-only sm:mb-4">
                All {figures.firms} advisers
              </h2>
              <AdviserRoster firms={firms} />
            </section>
            <section aria-labelledby="advisers-figures-heading" className="space-y-3 text-gray-800">
              <h2 id="advisers-figures-heading" className="text-2xl font-bold text-ink">
                The region’s advisers in figures
              </h2>
              <p data-region-counties="true">
                The list holds every SEC- or state-registered investment adviser, registered and approved, whose main
                office, per its Form ADV, lies in{' '}
                {roster ? listed(roster.region.map((county) => county.name)) : 'Greater Cincinnati'}.
              </p>
              <p data-region-figures="true">
                Of the {figures.firms} advisers, {figures.feeOnly} show fee-only compensation in their Form ADV,{' '}
                {figures.servesIndividuals} serve individuals, and {figures.disclosuresReported} report a disciplinary
                disclosure in Item 11.
              </p>
              <p className="text-sm text-gray-600">
                From the SEC’s data file {source.name} of {formatDate(source.date)}. Listed A–Z by name: nothing here is
                ranked. Fee-only is derived from each filing (no commissions in Item 5.E, and no broker-dealer or
                insurance business in Items 6.A and 7.A), never typed.
              </p>
            </section>
            <p className="text-gray-800" data-fees-link="true">
              What these advisers publish as their fees, at $250,000 to $2 million of assets:{' '}
              <Link href="/advisers/fees/" className="font-semibold text-brand underline underline-offset-2">
                the region’s published fees
              </Link>
              .
            </p>
            {roster?.notPublished ? <NotPublishedNote notPublished={roster.notPublished} /> : null}
          </>
        )}
      </RosterColumns>
    </>
  );
}
