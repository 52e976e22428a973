import type { NotPublished } from '@/lib/content/roster-schema';
import { formatDate } from '@/lib/format';

const IAPD = 'https://adviserinfo.sec.gov/';

/**
 * /advisers/ on the registered advisers it cannot place: their Form ADV publishes no main-office address (a home
 * office is not published), so they are on no list of the region; IAPD finds them by name. Counted by the import
 * from the state feed (scripts/adv/import/roster-not-published.ts); a link to IAPD, never fetched.
 */
export function NotPublishedNote({ notPublished }: { notPublished: NotPublished }) {
  const { firms, states, dataFile } = notPublished;
  const one = firms === 1;
  return (
    <section aria-labelledby="advisers-not-published-heading" className="space-y-3 text-gray-800">
      <h2 id="advisers-not-published-heading" className="text-xl font-bold text-ink">
        Advisers this list cannot place
      </h2>
      <p data-not-published="true">
        {firms} registered {one ? 'adviser' : 'advisers'} in Ohio, Kentucky and Indiana {one ? 'publishes' : 'publish'}{' '}
        no main-office address, so {one ? 'it' : 'they'} can’t be placed in the region and {one ? 'is' : 'are'} not on
        this list. To look one up by name, search the SEC’s Investment Adviser Public Disclosure site,{' '}
        <a href={IAPD} className="font-semibold text-brand underline">
          adviserinfo.sec.gov
        </a>
        .
      </p>
      <p className="text-sm text-gray-600">
        A main office that is the adviser’s home is not published. Counted in the SEC’s data file {dataFile.name} of{' '}
        {formatDate(dataFile.date)}: state-registered advisers, registered and approved, with Ohio ({states.OH}),
        Kentucky ({states.KY}) or Indiana ({states.IN}); one registered with two of them counts in each. An
        SEC-registered adviser without an address names no state, so it is not counted.
      </p>
    </section>
  );
}
