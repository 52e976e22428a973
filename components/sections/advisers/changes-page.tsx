import Link from 'next/link';
import { RosterColumns } from '@/components/sections/advisers/roster-columns';
import { SchedulingHeroButton } from '@/components/layout/scheduling-badge';
import { PageHero } from '@/components/sections/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { getContent, getFirms, getRoster } from '@/lib/content';
import { brochureChangeNames, brochureChanges, brochureChangeText } from '@/lib/roster/brochure-changes';
import { formatAssets, formatDate, formatMonthYear } from '@/lib/format';
import { adviserPath } from '@/lib/site/paths';
import { notableChanges, percentText, type NotableChanges } from '@/lib/roster/changes';
import { staticPageJsonLd } from '@/lib/seo/json-ld';
import { displayName } from '@/lib/roster/display-case';

export const CHANGES_FEED_PATH = '/advisers/changes/feed.xml';

const LINK = 'font-semibold text-brand underline underline-offset-2 hover:text-brand-dark';

/** A firm still on the roster links to its page; one that left it is named only. */
function FirmName({ crd, name, current }: { crd: string; name: string; current: boolean }) {
  return current ? (
    <Link href={adviserPath(crd, name)} className={LINK}>
      {displayName(name)}
    </Link>
  ) : (
    <span className="font-semibold">{displayName(name)}</span>
  );
}

function ChangeList({
  id,
  title,
  empty,
  items,
}: {
  id: string;
  title: string;
  empty: string;
  items: React.ReactNode[];
}) {
  return (
    <section aria-labelledby={id} className="space-y-3" data-change-kind={id}>
      <h2 id={id} className="text-2xl font-bold text-ink">
        {title} ({items.length})
      </h2>
      {items.length === 0 ? (
        <p className="text-gray-700">{empty}</p>
      ) : (
        <ul className="list-disc space-y-2 pl-5 text-gray-800">{items}</ul>
      )}
    </section>
  );
}

function Changes({ changes, firstImport }: { changes: NotableChanges; firstImport: boolean }) {
  return (
    <>
      {firstImport ? (
        <p className="text-gray-800" data-first-import="true">
          This was the roster’s first import: all {changes.added.length} advisers were added, so there is nothing to
          compare yet. The next monthly import lists what changed against it.
        </p>
      ) : (
        <ChangeList
          id="added"
          title="New on the roster"
          empty="No adviser joined the roster."
          items={changes.added.map((firm) => (
            <li key={firm.crd}>
              <FirmName crd={firm.crd} name={firm.name} current /> (CRD {firm.crd}): newly registered and approved, or
              its main office newly in the region
            </li>
          ))}
        />
      )}
      <ChangeList
        id="removed"
        title="Left the roster"
        empty="No adviser left the roster."
        items={changes.removed.map((firm) => (
          <li key={firm.crd}>
            <FirmName crd={firm.crd} name={firm.name} current={false} /> (CRD {firm.crd}): {firm.why}
          </li>
        ))}
      />
      <ChangeList
        id="assets"
        title="Assets under management moved more than 20%"
        empty="No adviser’s reported assets moved by more than 20%."
        items={changes.assetMoves.map((move) => (
          <li key={move.crd}>
            <FirmName crd={move.crd} name={move.name} current />: {formatAssets(move.before)} to{' '}
            {formatAssets(move.after)} ({percentText(move.change)})
          </li>
        ))}
      />
      <ChangeList
        id="disclosures"
        title="New answers in Item 11 (disciplinary history)"
        empty="No adviser answered a new Item 11 question Yes."
        items={changes.newDisclosures.map((firm) => (
          <li key={firm.crd}>
            <FirmName crd={firm.crd} name={firm.name} current />: now answers Yes to {firm.items.join(', ')}; see its
            IAPD page for what it reported
          </li>
        ))}
      />
      <p className="text-sm text-gray-600">
        {changes.otherUpdates === 0
          ? 'No other adviser’s facts changed.'
          : `${changes.otherUpdates} other ${changes.otherUpdates === 1 ? 'adviser' : 'advisers'} filed updates (a new filing date, an address, staff or client figures); each adviser’s page shows its current filing.`}
      </p>
    </>
  );
}

/** What the last brochure step changed: a new brochure, a changed fee schedule or minimum, with the flags. */
function BrochureChanges() {
  const roster = getRoster();
  const changes = brochureChanges(getContent().brochures, brochureChangeNames(roster, getFirms()));
  if (changes === null) return null;
  const onRoster = new Set((roster?.firms ?? []).map((firm) => firm.crd));
  return (
    <ChangeList
      id="brochures"
      title={`Brochures read up to ${formatMonthYear(`${changes.month}-01`)}: new, or a changed fee or minimum`}
      empty="No adviser filed a new brochure."
      items={changes.items.map((item) => (
        <li key={item.crd}>
          <FirmName crd={item.crd} name={item.name} current={onRoster.has(item.crd)} />:{' '}
          {brochureChangeText(item, formatDate)}
        </li>
      ))}
    />
  );
}

/** /advisers/changes/: what the last monthly import changed in the region's roster, with an Atom feed. */
export function ChangesPage() {
  const roster = getRoster();
  const changes = notableChanges(roster);
  const source = changes?.dataFiles[0];
  const firstImport =
    changes !== null && roster !== null && changes.added.length === roster.firms.length && roster.firms.length > 0;
  return (
    <>
      <JsonLd data={staticPageJsonLd('/advisers/changes/')} />
      <PageHero
        eyebrow="Regulator data"
        title="What changed among the region’s registered advisers"
        intro={
          source
            ? `The last monthly import of the SEC’s Form ADV data, of ${formatDate(source.date)}, against the roster before it.`
            : 'The changes appear here after the first monthly import of the SEC’s Form ADV data.'
        }
        aside={<SchedulingHeroButton />}
      />
      <RosterColumns>
        {changes ? (
          <>
            <Changes changes={changes} firstImport={firstImport} />
            <BrochureChanges />
          </>
        ) : (
          <p className="text-gray-800">
            Nothing has been imported yet, so nothing has changed. The list of advisers and this page are filled by the
            monthly Form ADV import.
          </p>
        )}
        <p className="text-gray-800">
          Follow these changes in a feed reader:{' '}
          <a href={CHANGES_FEED_PATH} className={LINK} type="application/atom+xml">
            the Atom feed of roster changes
          </a>
          . Every adviser, A–Z:{' '}
          <Link href="/advisers/" className={LINK}>
            the region’s registered advisers
          </Link>
          .
        </p>
      </RosterColumns>
    </>
  );
}
