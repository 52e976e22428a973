import Link from 'next/link';
import { ArrowRight, CalendarCheck, CircleCheck, MapPin } from 'lucide-react';
import { MapRegion } from '@/components/sections/map-region';
import { HeroBand } from '@/components/sections/hero-band';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { CallButton } from '@/components/ui/phone-link';
import { Stars } from '@/components/ui/stars';
import type { Firm } from '@/lib/content';
import { feeStructureLabel, formatDate, formatUsd, ratingSummary } from '@/lib/format';

/** Header of a firm profile: name, address, rating with provenance, key facts, actions. */
export function FirmProfileHeader({ firm, phone }: { firm: Firm; phone: string }) {
  const facts = [
    { label: 'Team size', value: firm.teamSize },
    { label: 'Assets under management', value: firm.aum },
    { label: 'Minimum investment', value: formatUsd(firm.minInvestment) },
    { label: 'Fee structure', value: feeStructureLabel(firm.compensation) },
  ];
  return (
    <HeroBand>
      <Container className="py-10 sm:py-14">
        <Breadcrumbs
          className="text-indigo-100"
          items={[{ label: 'Home', href: '/' }, { label: 'Top firms', href: '/top-fiduciary-advisors-cincinnati/' }, { label: firm.name }]}
        />
        <div className="mt-6 flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-wide text-gold uppercase">Ranked #{firm.rank} in Greater Cincinnati</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-5xl">{firm.name}</h1>
            <p className="mt-3 flex items-start gap-2 text-indigo-100">
              <MapPin className="mt-1 h-4 w-4 shrink-0 text-gold" aria-hidden="true" />
              {firm.address}
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="rounded-lg bg-white px-2 py-1">
                <Stars rating={firm.rating} className="h-5 w-5" />
              </span>
              <span className="text-lg font-semibold">{ratingSummary(firm.rating, firm.reviews)}</span>
              <span className="text-sm text-indigo-100">
                Source: {firm.ratingSource}, as of {formatDate(firm.ratingAsOf)}
              </span>
            </div>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ButtonLink href="/schedule-online/" variant="gold" size="lg">
              <CalendarCheck className="h-5 w-5" aria-hidden="true" />
              Schedule Consultation
            </ButtonLink>
            <CallButton phone={phone} variant="outlineLight" size="lg" />
          </div>
        </div>
        <dl className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.label} className="rounded-xl bg-white/10 p-4">
              <dt className="text-sm text-indigo-100">{fact.label}</dt>
              <dd className="mt-1 text-lg font-semibold text-white">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </HeroBand>
  );
}

export function FirmAbout({ firm }: { firm: Firm }) {
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
        <ul className="mt-4 space-y-2.5">
          {firm.services.map((service) => (
            <li key={service} className="flex items-start gap-2 text-gray-700">
              <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden="true" />
              {service}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="firm-specialties">
        <h2 id="firm-specialties" className="text-xl font-bold">
          Specialties
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {firm.specialties.map((specialty) => (
            <li key={specialty} className="rounded-full bg-brand-soft px-3 py-1.5 text-sm font-medium text-brand-darker">
              {specialty}
            </li>
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
            <Link href={`/firm/${other.slug}/`} className="group flex items-center justify-between gap-3 py-3">
              <span>
                <span className="block font-semibold text-ink group-hover:text-brand group-hover:underline">{other.name}</span>
                <span className="flex items-center gap-1.5 text-sm text-gray-600">
                  <Stars rating={other.rating} className="h-3.5 w-3.5" />
                  {other.rating.toFixed(1)} · {feeStructureLabel(other.compensation)}
                </span>
              </span>
              <ArrowRight className="h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
