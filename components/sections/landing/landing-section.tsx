import Link from 'next/link';
import { ArrowRight, CalendarCheck, ChevronDown, CircleCheck, Phone } from 'lucide-react';
import { MapRegion } from '@/components/sections/map-region';
import { RankedFirmList } from '@/components/sections/firm-rank-card';
import { SchedulerSection } from '@/components/sections/scheduler-section';
import { SchedulingCard } from '@/components/sections/scheduling-card';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { CallButton, PhoneLink } from '@/components/ui/phone-link';
import { FactList } from '@/components/ui/fact-list';
import { RatingLine } from '@/components/ui/rating-line';
import type { Firm, SiteConfig } from '@/lib/content';
import type { LandingPage, RenderedLandingSection } from '@/lib/content/load';
import { WhoAnswers } from '@/components/ui/who-answers';
import { feeStructureLabel, formatMinimum, telHref } from '@/lib/format';
import { BenefitCards } from './benefit-cards';
import { PaymentDisclosure } from '@/components/sections/payment-disclosure';
import { FeeCalculatorSection } from './fee-calculator-section';
import { FirmGrid, filterFirms } from './firm-grid';
import { ToolLinks } from '@/components/sections/tool-links';
import { firmPath } from '@/lib/paths';

export interface SectionContext {
  page: LandingPage;
  firms: Firm[];
  site: SiteConfig;
}

function Heading({ children, id }: { children: string; id?: string }) {
  return (
    <h2 id={id} className="text-2xl font-bold sm:text-3xl">
      {children}
    </h2>
  );
}

function Intro({ text }: { text?: string }) {
  return text ? <p className="mt-3 text-lg text-gray-600">{text}</p> : null;
}

/**
 * Renders one landing-page section. The switch is exhaustive: adding a section type to the
 * schema fails to compile until it is rendered here.
 */
export function LandingSectionView({
  section,
  index,
  context,
}: {
  section: RenderedLandingSection;
  /** Position on the page, for unique heading ids. */
  index: number;
  context: SectionContext;
}) {
  const { page, firms, site } = context;
  const headingId = `section-${index}-heading`;
  switch (section.type) {
    case 'article':
      return <div className="prose-content" dangerouslySetInnerHTML={{ __html: page.bodyHtml }} />;

    case 'schedulingCard':
      return <SchedulingCard title={section.title} text={section.text} />;

    case 'rankedFirms':
      return (
        <section aria-labelledby={headingId}>
          <Heading id={headingId}>{section.title}</Heading>
          <Intro text={section.intro} />
          <div className="mt-6">
            <RankedFirmList firms={firms} phone={site.phone} linkLabel={section.linkLabel} />
          </div>
          <PaymentDisclosure className="mt-6" />
        </section>
      );

    case 'firmGrid': {
      const shown = filterFirms(firms, section.filter);
      return (
        <section aria-labelledby={headingId} data-filter={section.filter}>
          <Heading id={headingId}>{section.title}</Heading>
          <Intro text={section.intro} />
          <div className="mt-6">
            <FirmGrid firms={shown} badge={section.badge} fields={section.fields} />
          </div>
          <PaymentDisclosure className="mt-6" />
        </section>
      );
    }

    case 'map':
      return (
        <section aria-labelledby={headingId}>
          <Heading id={headingId}>{section.title}</Heading>
          <Intro text={section.intro} />
          <MapRegion
            className="mt-6"
            title={section.mapTitle}
            center={section.center}
            zoom={section.zoom}
            height={`${section.height}px`}
            markers={section.markers}
          />
        </section>
      );

    case 'valueColumns':
      return (
        <section aria-labelledby={headingId}>
          <Heading id={headingId}>{section.title}</Heading>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2">
            {section.columns.map((column) => (
              <li key={column.title} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
                  <Icon name={column.icon} />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{column.title}</h3>
                <p className="mt-2 text-gray-600">{column.description}</p>
              </li>
            ))}
          </ul>
        </section>
      );

    case 'checklist':
      return (
        <section aria-labelledby={headingId} className="rounded-2xl bg-mist p-6 sm:p-8">
          <Heading id={headingId}>{section.title}</Heading>
          <Intro text={section.intro} />
          <ul className="mt-5 space-y-3">
            {section.items.map((item) => (
              <li key={item} className="flex items-start gap-3 text-gray-700">
                <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </section>
      );

    case 'featuredFirm': {
      const firm = firms.find((candidate) => candidate.slug === section.firm);
      if (!firm) return null;
      return (
        <section aria-labelledby={headingId} className="rounded-2xl border-2 border-brand/30 bg-brand-soft p-6 sm:p-8">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">{section.title}</p>
          <h2 id={headingId} className="mt-1 text-2xl font-bold">
            {firm.name}
          </h2>
          <div className="mt-2">
            <RatingLine firm={firm} />
          </div>
          <p className="mt-4 text-gray-700">{section.text}</p>
          <FactList
            className="sm:grid-cols-3"
            facts={[
              {
                label: 'Fee structure',
                value: feeStructureLabel(firm.compensation.value),
                verified: firm.compensation.verified,
              },
              { label: 'Minimum', value: formatMinimum(firm.minimum.value), verified: firm.minimum.verified },
              { label: 'Team', value: firm.teamSize.value, verified: firm.teamSize.verified },
            ]}
          />
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <ButtonLink href={firmPath(firm.slug)}>
              View {firm.name} Profile
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink href="/schedule-online/" variant="secondary">
              <CalendarCheck className="h-4 w-4" aria-hidden="true" />
              Ask us about {firm.name}
            </ButtonLink>
          </div>
          <WhoAnswers brand={site.brandName} firm={firm.name} className="mt-3 text-sm text-gray-700" />
        </section>
      );
    }

    case 'benefitCards':
      return (
        <section aria-label={section.title ?? 'Key benefits'}>
          {section.title ? <Heading>{section.title}</Heading> : null}
          <div className={section.title ? 'mt-6' : ''}>
            <BenefitCards cards={section.cards} />
          </div>
        </section>
      );

    case 'schedule':
      return (
        <section id="schedule" aria-labelledby={headingId} className="scroll-mt-24 rounded-2xl bg-mist p-6 sm:p-8">
          <Heading id={headingId}>{section.title}</Heading>
          <p className="mt-3 text-lg text-gray-700">{section.text}</p>
          {section.links && section.links.length > 0 ? (
            <ul className="mt-4 space-y-1">
              {section.links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="inline-flex items-center gap-1 font-semibold text-brand hover:underline"
                  >
                    {link.label}
                    <ArrowRight className="h-4 w-4" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          {section.panelTitle ? <h3 className="mt-8 text-xl font-bold">{section.panelTitle}</h3> : null}
          <p className="mt-3 flex items-center gap-2 text-gray-700">
            <Phone className="h-4 w-4 text-brand" aria-hidden="true" />
            For faster service, call <PhoneLink phone={site.phone} className="text-brand" />
          </p>
          <SchedulerSection className="mt-6" />
        </section>
      );

    case 'faq':
      return (
        <section aria-labelledby={headingId}>
          <Heading id={headingId}>{section.title}</Heading>
          <div className="mt-6 divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white">
            {section.items.map((item) => (
              <details key={item.question} className="group p-5 [&_summary::-webkit-details-marker]:hidden">
                <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-heading text-lg font-semibold text-ink">
                  <h3 className="text-lg font-semibold">{item.question}</h3>
                  <ChevronDown
                    className="mt-1 h-5 w-5 shrink-0 text-brand transition-transform group-open:rotate-180"
                    aria-hidden="true"
                  />
                </summary>
                <div className="prose-content mt-3" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
              </details>
            ))}
          </div>
        </section>
      );

    case 'bulletsWithImage':
      return (
        <section aria-labelledby={headingId} className="grid items-center gap-8 md:grid-cols-2">
          <div>
            <Heading id={headingId}>{section.title}</Heading>
            <ul className="mt-5 space-y-4">
              {section.bullets.map((bullet) => (
                <li key={bullet.title} className="flex items-start gap-3">
                  <CircleCheck className="mt-1 h-5 w-5 shrink-0 text-emerald-600" aria-hidden="true" />
                  <span>
                    <span className="block font-semibold text-ink">{bullet.title}</span>
                    <span className="text-gray-600">{bullet.description}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          {/* A local SVG illustration: next/image adds nothing for SVG in a static export. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- static export, SVG, explicit size */}
          <img
            src={section.image.src}
            alt={section.image.alt}
            width={section.image.width}
            height={section.image.height}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-2xl bg-brand-soft"
          />
        </section>
      );

    case 'areaList':
      return (
        <section aria-labelledby={headingId}>
          <Heading id={headingId}>{section.title}</Heading>
          <Intro text={section.intro} />
          {section.groups.map((group) => (
            <div key={group.title} className="mt-8">
              <h3 className="text-xl font-semibold">{group.title}</h3>
              <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
                {group.areas.map((area) => (
                  <li key={area}>
                    <a
                      href={telHref(site.phone)}
                      aria-label={`${area}: call ${site.phone}`}
                      className="flex min-h-11 items-center gap-2 rounded-lg border border-gray-200 bg-white px-3 py-2 text-sm font-medium text-ink hover:border-brand hover:text-brand"
                    >
                      <Phone className="h-3.5 w-3.5 shrink-0 text-brand" aria-hidden="true" />
                      {area}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      );

    case 'callToAction':
      return (
        <section
          aria-labelledby={headingId}
          className="on-dark rounded-2xl bg-gradient-to-br from-brand-darker to-brand p-8 text-center text-white sm:p-10"
        >
          <h2 id={headingId} className="text-2xl font-bold text-white sm:text-3xl">
            {section.title}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-indigo-100">{section.text}</p>
          <div className="mt-6 flex flex-col items-center justify-center gap-4 sm:flex-row">
            <CallButton phone={site.phone} variant="gold" size="lg" />
            <Link
              href="/schedule-online/"
              className="font-semibold text-white underline underline-offset-4 hover:text-gold"
            >
              Or, Schedule Online
            </Link>
          </div>
        </section>
      );

    case 'showDetails':
      return (
        <section
          aria-labelledby={headingId}
          className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <Heading id={headingId}>{section.title}</Heading>
          <dl className="mt-5 grid gap-4 sm:grid-cols-2">
            {section.facts.map((fact) => (
              <div key={fact.label} className="rounded-xl bg-mist p-4">
                <dt className="text-sm text-gray-600">{fact.label}</dt>
                <dd className="mt-1 font-semibold text-ink">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-6 text-lg font-semibold">Topics the show covers</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {section.topics.map((topic) => (
              <li key={topic} className="rounded-full bg-brand-soft px-3 py-1 text-sm font-medium text-brand-darker">
                {topic}
              </li>
            ))}
          </ul>
        </section>
      );

    case 'feeCalculator':
      return <FeeCalculatorSection headingId={headingId} title={section.title} intro={section.intro} />;
    case 'toolLinks':
      return <ToolLinks tools={section.tools} headingId={headingId} title={section.title} intro={section.intro} />;

    default: {
      const unhandled: never = section;
      throw new Error(`Unhandled landing section: ${JSON.stringify(unhandled)}`);
    }
  }
}
