import type { Metadata } from 'next';
import Link from 'next/link';
import { AdviserFacts } from '@/components/sections/advisers/adviser-facts';
import { ClientsServedTable } from '@/components/sections/advisers/clients-served-table';
import { RosterColumns } from '@/components/sections/advisers/roster-columns';
import { SchedulingHeroButton } from '@/components/layout/scheduling-badge';
import { PageHero } from '@/components/sections/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { BrochureFees } from '@/components/sections/fees/brochure-fees';
import { readFirmFees } from '@/lib/brochures/firm-fees';
import { getBrochure, getFirms, getRoster } from '@/lib/content';
import type { RosterFirm } from '@/lib/content/roster-schema';
import { formatShortDate } from '@/lib/format';
import { adviserId, adviserPath, firmPath } from '@/lib/site/paths';
import { regionFigures, rosterLinks } from '@/lib/roster/list';
import { recordedValue } from '@/lib/firms/sourced';
import { breadcrumbJsonLd, rosterFirmJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { displayName } from '@/lib/roster/display-case';

/** The roster firm a page id names (`{crd}-{name}`), if any. */
export function rosterFirm(id: string): RosterFirm | undefined {
  return getRoster()?.firms.find((firm) => adviserId(firm.crd, firm.businessName) === id);
}

/** 70–160 characters whatever the name's length: a long name is cut at a word, with an ellipsis. */
function metaDescription(firm: RosterFirm, place: string): string {
  const tail = `, a registered investment adviser in ${place}: assets, fees, clients and disclosures from its Form ADV filed ${formatShortDate(firm.filingDate)}.`;
  const shown = displayName(firm.businessName);
  const head = `${shown} (CRD ${firm.crd})`;
  if (head.length + tail.length <= 160) return `${head}${tail}`;
  const room = 160 - tail.length - 1;
  const name = shown.slice(0, Math.max(0, room)).replace(/\s+\S*$/, '');
  return `${name}…${tail}`;
}

export function adviserMetadata(firm: RosterFirm): Metadata {
  const place = `${displayName(firm.mainOffice.city)}, ${firm.mainOffice.state}`;
  return pageMetadata({
    title: `${displayName(firm.businessName)}, ${place}: Form ADV Facts`,
    description: metaDescription(firm, place),
    path: adviserPath(firm.crd, firm.businessName),
    imageOf: '/advisers/',
  });
}

/** /advisers/{crd}-{name}/: one registered adviser of the region, built only from its Form ADV. */
export function AdviserPage({ firm }: { firm: RosterFirm }) {
  const roster = getRoster();
  const region = regionFigures(roster?.firms ?? []);
  const listed = getFirms().find((entry) => recordedValue(entry.registration)?.crd === firm.crd);
  const path = adviserPath(firm.crd, firm.businessName);
  const name = displayName(firm.businessName);
  const brochure = getBrochure(firm.crd);
  return (
    <>
      <JsonLd
        data={[
          rosterFirmJsonLd(firm),
          breadcrumbJsonLd([
            { name: 'Registered advisers', path: '/advisers/' },
            { name, path },
          ]),
        ]}
      />
      <PageHero
        eyebrow="Registered investment adviser · Form ADV data"
        title={name}
        compact
        aside={<SchedulingHeroButton />}
        intro={`${displayName(firm.mainOffice.city)}, ${firm.mainOffice.state} (${firm.mainOffice.county} County) · CRD ${firm.crd} · Form ADV filed ${formatShortDate(firm.filingDate)}`}
      />
      <RosterColumns firm={name}>
        {listed ? (
          <p className="rounded-xl border border-brand/30 bg-brand/5 p-4 text-gray-800" data-listed-profile="true">
            This directory also lists this firm, with facts a person recorded beside these:{' '}
            <Link href={firmPath(listed.slug)} className="font-semibold text-brand underline">
              {listed.name}’s full profile
            </Link>
            .
          </p>
        ) : null}
        <section aria-labelledby="adviser-facts-heading">
          <h2 id="adviser-facts-heading" className="text-2xl font-bold text-ink">
            What its Form ADV says
          </h2>
          <p className="mt-2 text-sm text-gray-600">
            Each fact below is copied from the SEC’s data file {firm.dataFile.name} of{' '}
            {formatShortDate(firm.dataFile.date)}, from the filing the firm made on {formatShortDate(firm.filingDate)}.
          </p>
          <AdviserFacts firm={firm} region={region} />
        </section>
        {firm.clientCounts ? (
          <ClientsServedTable counts={firm.clientCounts} filed={formatShortDate(firm.filingDate)} />
        ) : null}
        <BrochureFees fees={brochure && readFirmFees(brochure)} />
        <section aria-labelledby="adviser-links-heading">
          <h2 id="adviser-links-heading" className="text-2xl font-bold text-ink">
            Check it at the source
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-6">
            {rosterLinks(firm.crd).map((link) => (
              <li key={link.href}>
                <a href={link.href} className="text-brand underline underline-offset-2 hover:text-brand-dark">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <Link href="/advisers/" className="font-semibold text-brand underline">
              All registered advisers in Greater Cincinnati
            </Link>
          </p>
        </section>
      </RosterColumns>
    </>
  );
}
