import Link from 'next/link';
import { ArrowRight, CalendarCheck, CircleCheck, MapPin } from 'lucide-react';
import { MapRegion } from '@/components/sections/map-region';
import { HeroBand } from '@/components/sections/hero-band';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ButtonLink } from '@/components/ui/button-link';
import { CompareLink } from '@/components/ui/compare-link';
import { Container } from '@/components/ui/container';
import { CallButton } from '@/components/ui/phone-link';
import { RatingLine } from '@/components/ui/rating-line';
import { Stars } from '@/components/ui/stars';
import { SampleDataNote, UnverifiedMark } from '@/components/ui/unverified-mark';
import { WhoAnswers } from '@/components/ui/who-answers';
import type { Firm } from '@/lib/content';
import type { FactSource } from '@/lib/content/schemas';
import { fiduciaryExplanation, fiduciaryLabel, hasUnverifiedFacts, ownershipLabel } from '@/lib/firm-labels';
import { feeStructureLabel, formatMinimum, ratingSummary, sourceLabel } from '@/lib/format';
import {
  brokerCheckFirmUrl,
  formCrsUrl,
  hasBrokerCheck,
  iapdFirmUrl,
  IAPD_HOME,
  registrationLabel,
} from '@/lib/regulatory';
import { firmPath } from '@/lib/paths';

/** Header of a firm profile: rank with its method, name, address, rating with provenance, key facts, actions. */
export function FirmProfileHeader({ firm, phone, brand }: { firm: Firm; phone: string; brand: string }) {
  const facts = [
    { label: 'Team size', fact: firm.teamSize, value: firm.teamSize.value },
    { label: 'Assets under management', fact: firm.aum, value: firm.aum.value },
    {
      label: firm.minimum.value.kind === 'annual-fee' ? 'Minimum annual fee' : 'Minimum investment',
      fact: firm.minimum,
      value: formatMinimum(firm.minimum.value),
    },
    { label: 'Fee structure', fact: firm.compensation, value: feeStructureLabel(firm.compensation.value) },
    { label: 'Fiduciary duty', fact: firm.registration, value: fiduciaryLabel(firm.registration.value) },
    { label: 'Ownership', fact: firm.ownership, value: ownershipLabel(firm.ownership.value) },
  ];
  return (
    <HeroBand>
      <Container className="py-10 sm:py-14">
        <Breadcrumbs
          className="text-indigo-100"
          items={[
            { label: 'Home', href: '/' },
            { label: 'Top firms', href: '/top-fiduciary-advisors-cincinnati/' },
            { label: firm.name },
          ]}
        />
        <SampleDataNote show={hasUnverifiedFacts(firm)} className="mt-6" />
        <div className="mt-6 flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-wide text-gold uppercase">
              Ranked #{firm.rank} in Greater Cincinnati ·{' '}
              <Link href="/methodology/" className="underline underline-offset-2 hover:text-white">
                how we rank
              </Link>
            </p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-5xl">{firm.name}</h1>
            <p className="mt-3 flex items-start gap-2 text-indigo-100">
              <MapPin className="mt-1 h-4 w-4 shrink-0 text-gold" aria-hidden="true" />
              {firm.address}
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="rounded-lg bg-white px-2 py-1">
                <Stars rating={firm.rating.value.stars} className="h-5 w-5" />
              </span>
              <span className="text-lg font-semibold">
                {ratingSummary(firm.rating.value.stars, firm.rating.value.reviews)}
              </span>
              <span data-provenance="true" className="text-sm text-indigo-100">
                Source: {sourceLabel(firm.rating.source)}, checked {firm.rating.checked}
              </span>
              <UnverifiedMark verified={firm.rating.verified} tone="dark" />
            </div>
          </div>
          <div className="flex max-w-sm flex-col gap-3">
            <div className="flex flex-col gap-3 sm:flex-row">
              <ButtonLink href="/schedule-online/" variant="gold" size="lg">
                <CalendarCheck className="h-5 w-5" aria-hidden="true" />
                Ask us about {firm.name}
              </ButtonLink>
              <CallButton phone={phone} variant="outlineLight" size="lg" aria-label={`Call ${brand}, ${phone}`} />
            </div>
            <WhoAnswers brand={brand} firm={firm.name} className="text-sm text-indigo-100" />
            <CompareLink slug={firm.slug} name={firm.name} tone="dark" className="self-start" />
          </div>
        </div>
        <dl className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {facts.map(({ label, fact, value }) => (
            <div key={label} className="rounded-xl bg-white/10 p-4">
              <dt className="text-sm text-indigo-100">{label}</dt>
              <dd className="mt-1 text-lg font-semibold text-white">{value}</dd>
              <dd className="mt-1 flex flex-wrap items-center gap-2 text-xs text-indigo-100">
                <span>
                  {sourceLabel(fact.source)}
                  {fact.source.date ? ` (${fact.source.date})` : ''}, checked {fact.checked}
                </span>
                <UnverifiedMark verified={fact.verified} tone="dark" />
              </dd>
              {fact.note ? <dd className="mt-1 text-xs text-indigo-100">{fact.note}</dd> : null}
            </div>
          ))}
        </dl>
        <p className="mt-4 max-w-3xl text-sm text-indigo-100">{fiduciaryExplanation(firm)}</p>
      </Container>
    </HeroBand>
  );
}

function SourceLink({ fact }: { fact: { source: FactSource; checked: string } }) {
  const label = `${sourceLabel(fact.source)}${fact.source.date ? ` (${fact.source.date})` : ''}`;
  return (
    <>
      {fact.source.url ? (
        <a href={fact.source.url} className="underline underline-offset-2" rel="noopener">
          {label}
        </a>
      ) : (
        label
      )}
      , checked {fact.checked}
    </>
  );
}

/**
 * "Verify this firm": the public-record identity a reader can check for themselves: legal name,
 * registration, CRD number with links to the SEC's IAPD and (for broker-dealers) FINRA BrokerCheck,
 * Form CRS / ADV Part 2A, and disciplinary disclosures or "none found as of {date}".
 */
export function FirmVerifyPanel({ firm }: { firm: Firm }) {
  const registration = firm.registration.value;
  const { crd } = registration;
  const disclosures = firm.disclosures.value;
  return (
    <section
      id="verify"
      aria-labelledby="verify-firm"
      className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
    >
      <h2 id="verify-firm" className="text-xl font-bold">
        Verify this firm
      </h2>
      <p className="mt-2 text-sm text-gray-600">Check these public records yourself before you hire any adviser.</p>
      {firm.registration.note ? (
        <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-950">
          {firm.registration.note}
        </p>
      ) : null}
      <dl className="mt-4 space-y-3 text-sm">
        <div>
          <dt className="text-gray-600">Legal name</dt>
          <dd className="font-semibold">{registration.legalName}</dd>
        </div>
        <div>
          <dt className="text-gray-600">Registration</dt>
          <dd className="font-semibold">{registrationLabel(registration)}</dd>
        </div>
        <div>
          <dt className="text-gray-600">CRD number</dt>
          <dd data-crd={crd ?? 'not-recorded'} className="font-semibold">
            {crd ?? 'Not yet recorded'}
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">Public records</dt>
          <dd>
            <ul className="mt-1 space-y-1.5">
              {crd === null ? (
                <li>
                  <a href={IAPD_HOME} className="font-semibold text-brand underline underline-offset-2" rel="noopener">
                    Search the SEC&apos;s Investment Adviser Public Disclosure site for “{registration.legalName}”
                  </a>
                  <span className="block text-gray-600">
                    We have not recorded this firm&apos;s CRD number yet, so we cannot link its record directly.
                  </span>
                </li>
              ) : (
                <>
                  <li>
                    <a
                      href={iapdFirmUrl(crd)}
                      className="font-semibold text-brand underline underline-offset-2"
                      rel="noopener"
                    >
                      SEC Investment Adviser Public Disclosure record (CRD {crd})
                    </a>
                  </li>
                  {hasBrokerCheck(registration) ? (
                    <li>
                      <a
                        href={brokerCheckFirmUrl(crd)}
                        className="font-semibold text-brand underline underline-offset-2"
                        rel="noopener"
                      >
                        FINRA BrokerCheck report (CRD {crd})
                      </a>
                    </li>
                  ) : null}
                </>
              )}
              <li>
                {registration.brochureUrl || crd !== null ? (
                  <a
                    href={registration.brochureUrl ?? formCrsUrl(crd ?? '')}
                    className="font-semibold text-brand underline underline-offset-2"
                    rel="noopener"
                  >
                    Form CRS / ADV Part 2A brochure
                  </a>
                ) : (
                  <span>
                    Form CRS / ADV Part 2A brochure: on the firm&apos;s IAPD record (
                    <a
                      href={IAPD_HOME}
                      className="font-semibold text-brand underline underline-offset-2"
                      rel="noopener"
                    >
                      adviserinfo.sec.gov
                    </a>
                    )
                  </span>
                )}
              </li>
            </ul>
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">Registration source</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <span>
              <SourceLink fact={firm.registration} />
            </span>
            <UnverifiedMark verified={firm.registration.verified} />
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">Disciplinary disclosures</dt>
          <dd data-disclosures="true">
            {disclosures.length === 0 ? (
              <p className="font-semibold">None found as of {firm.disclosures.checked}</p>
            ) : (
              <ul className="list-disc space-y-1 pl-5 font-semibold">
                {disclosures.map((disclosure) => (
                  <li key={disclosure.summary}>
                    {disclosure.summary}
                    {disclosure.date ? ` (${disclosure.date})` : ''}
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-1 flex flex-wrap items-center gap-2 text-gray-600">
              <span>
                Source: <SourceLink fact={firm.disclosures} />
              </span>
              <UnverifiedMark verified={firm.disclosures.verified} />
            </p>
          </dd>
        </div>
      </dl>
    </section>
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
            <li
              key={specialty}
              className="rounded-full bg-brand-soft px-3 py-1.5 text-sm font-medium text-brand-darker"
            >
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
            <Link href={firmPath(other.slug)} className="group flex items-center justify-between gap-3 py-3">
              <span>
                <span className="block font-semibold text-ink group-hover:text-brand group-hover:underline">
                  {other.name}
                </span>
                <span className="block text-sm text-gray-600">{feeStructureLabel(other.compensation.value)}</span>
              </span>
              <ArrowRight className="h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
            </Link>
            <RatingLine firm={other} className="text-xs" starClassName="h-3.5 w-3.5" />
            <CompareLink slug={other.slug} name={other.name} className="mb-1" />
          </li>
        ))}
      </ul>
    </section>
  );
}
