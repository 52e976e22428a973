import Link from 'next/link';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { MapRegion } from '@/components/sections/map-region';
import { CompareLink } from '@/components/ui/compare-link';
import { RatingLine } from '@/components/ui/rating-line';
import type { Firm } from '@/lib/content';
import { factText } from '@/lib/firms/sourced';
import { feeStructureLabel } from '@/lib/format';
import { firmPath } from '@/lib/site/paths';

/** The firm's About text (the directory's own words), with the three About phrases linked. */
export function FirmAbout({ firm }: { firm: Pick<Firm, 'name' | 'aboutHtml'> }) {
  return (
    <section aria-labelledby="about-firm">
      <h2 id="about-firm" className="text-2xl font-bold">
        About {firm.name}
      </h2>
      <div className="prose-content mt-4" dangerouslySetInnerHTML={{ __html: firm.aboutHtml }} />
    </section>
  );
}

export function FirmServices({ firm }: { firm: Firm }) {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section aria-labelledby="firm-services">
        <h2 id="firm-services" className="text-xl font-bold">
          Services
        </h2>
        <ul className="firm-ticks mt-4 space-y-2.5">
          {firm.services.map((service) => (
            <li key={service}>
              {/* Its size stays a class: the export drops lucide's width and height only where classes size it. */}
              <CircleCheck className="h-5 w-5" aria-hidden="true" />
              {service}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="firm-specialties">
        <h2 id="firm-specialties" className="text-xl font-bold">
          Specialties
        </h2>
        <ul className="firm-chips mt-4 flex flex-wrap gap-2">
          {firm.specialties.map((specialty) => (
            <li key={specialty}>{specialty}</li>
          ))}
        </ul>
        <h3 className="mt-6 text-base font-semibold">Offices</h3>
        <p className="mt-1 text-gray-700">{firm.offices.join(' · ')}</p>
      </section>
    </div>
  );
}

export function FirmMap({ firm }: { firm: Firm }) {
  return (
    <section aria-labelledby="firm-location">
      <h2 id="firm-location" className="text-xl font-bold">
        Location
      </h2>
      <MapRegion
        className="mt-4"
        title={firm.name}
        center={firm.location}
        zoom={15}
        height="18rem"
        markers={[{ label: firm.name, position: firm.location, detail: firm.address }]}
      />
    </section>
  );
}

/** "Explore Other Firms": the first three other firms in rank order. */
export function OtherFirms({ firms }: { firms: Firm[] }) {
  return (
    <section aria-labelledby="other-firms" className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
      <h2 id="other-firms" className="text-xl font-bold">
        Explore Other Firms
      </h2>
      <ul className="mt-4 divide-y divide-gray-100">
        {firms.map((other) => (
          <li key={other.slug}>
            <Link href={firmPath(other.slug)} className="group flex items-center justify-between gap-3 py-3">
              <span>
                <span className="block font-semibold text-ink group-hover:text-brand group-hover:underline">
                  {other.name}
                </span>
                <span className="block text-sm text-gray-600">{factText(other.compensation, feeStructureLabel)}</span>
              </span>
              <ArrowRight className="h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
            </Link>
            <RatingLine firm={other} className="text-xs" starClassName="h-3.5" />
            <CompareLink slug={other.slug} name={other.name} className="mb-1" />
          </li>
        ))}
      </ul>
    </section>
  );
}
