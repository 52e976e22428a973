import Link from 'next/link';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { PageHero } from '@/components/sections/page-hero';
import { SchedulingCard } from '@/components/sections/scheduling-card';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { getServices } from '@/lib/content';
import { JsonLd } from '@/components/seo/json-ld';
import { staticPageJsonLd } from '@/lib/seo/json-ld';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const metadata = staticPageMetadata('/services/');

export default function ServicesPage() {
  const services = getServices();
  return (
    <>
      <JsonLd data={staticPageJsonLd('/services/')} />
      <PageHero
        eyebrow="Services"
        title="Financial planning services from Cincinnati fiduciaries"
        intro="From your first retirement plan to a complex estate, the firms we recommend cover every part of your financial life, always as fiduciaries."
      />
      <section aria-labelledby="core-heading" className="py-16">
        <Container>
          <SectionHeading id="core-heading" eyebrow="Core services" title="Everything your plan needs" />
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {services.core.map((service, index) => {
              const motion = reveal(index);
              return (
                <li key={service.title} className={`${motion.className} flex flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm`} style={motion.style}>
                  <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
                    <Icon name={service.icon} />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">{service.title}</h3>
                  <p className="mt-2 text-gray-600">{service.description}</p>
                  <ul className="mt-4 space-y-1.5 text-sm text-gray-700">
                    {service.features.map((feature) => (
                      <li key={feature} className="flex items-start gap-2">
                        <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                  {service.href ? (
                    <Link href={service.href} className="mt-auto inline-flex items-center gap-1 pt-5 text-sm font-semibold text-brand hover:underline">
                      Learn more<span className="sr-only"> about {service.title.toLowerCase()}</span>
                      <ArrowRight className="h-4 w-4" aria-hidden="true" />
                    </Link>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </Container>
      </section>
      <section aria-labelledby="specialized-heading" className="bg-mist py-16">
        <Container>
          <SectionHeading id="specialized-heading" eyebrow="Specialized services" title="For more complex situations" />
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {services.specialized.map((service, index) => {
              const motion = reveal(index);
              return (
                <li key={service.title} className={`${motion.className} flex flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm`} style={motion.style}>
                  <div className="flex items-start justify-between gap-3">
                    <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-purple-100 text-accent-text">
                      <Icon name={service.icon} />
                    </span>
                    <span className="rounded-full bg-ink px-3 py-1 text-xs font-semibold text-white">{service.minAssets}</span>
                  </div>
                  <h3 className="mt-4 text-lg font-semibold">{service.title}</h3>
                  <p className="mt-2 text-gray-600">{service.description}</p>
                  {service.href ? (
                    <Link href={service.href} className="mt-auto inline-flex items-center gap-1 pt-5 text-sm font-semibold text-brand hover:underline">
                      Learn more<span className="sr-only"> about {service.title.toLowerCase()}</span>
                      <ArrowRight className="h-4 w-4" aria-hidden="true" />
                    </Link>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </Container>
      </section>
      <section aria-labelledby="process-heading" className="py-16">
        <Container>
          <SectionHeading id="process-heading" eyebrow="How it works" title="Four simple steps" />
          <div className="mt-10">
            <IconCardGrid cards={services.process} numbered />
          </div>
        </Container>
      </section>
      <section aria-labelledby="fees-heading" className="bg-mist py-16">
        <Container>
          <SectionHeading
            id="fees-heading"
            eyebrow="Fee structures"
            title="What fiduciary advice costs"
            intro="Fiduciaries disclose exactly how they are paid. These are the common models and typical ranges in Cincinnati."
          />
          <ul className="mt-10 grid gap-5 md:grid-cols-3">
            {services.feeModels.map((model) => (
              <li key={model.title} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold">{model.title}</h3>
                <p className="mt-2 font-heading text-2xl font-bold text-brand">{model.range}</p>
                <p className="mt-3 text-gray-600">{model.description}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <section className="py-16">
        <Container className="max-w-4xl">
          <SchedulingCard title="Not sure which service you need?" text="Tell us about your situation in a free call and we will point you to the right fiduciary." />
        </Container>
      </section>
    </>
  );
}
