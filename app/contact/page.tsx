import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { PageHero } from '@/components/sections/page-hero';
import { SchedulingCard } from '@/components/sections/scheduling-card';
import { Container } from '@/components/ui/container';
import { getSite } from '@/lib/content';
import { telHref } from '@/lib/format';
import { JsonLd } from '@/components/seo/json-ld';
import { staticPageJsonLd } from '@/lib/seo/json-ld';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const metadata = staticPageMetadata('/contact/');

export default function ContactPage() {
  const site = getSite();
  const { office } = site;
  const tiles = [
    {
      icon: Phone,
      title: 'Phone',
      body: (
        <a href={telHref(site.phone)} className="text-lg font-semibold text-brand hover:underline">
          {site.phone}
        </a>
      ),
      note: site.callHours,
    },
    {
      icon: Mail,
      title: 'Email',
      body: (
        <a href={`mailto:${site.email}`} className="text-lg font-semibold break-all text-brand hover:underline">
          {site.email}
        </a>
      ),
      note: `We reply ${site.emailResponse}`,
    },
    {
      icon: MapPin,
      title: 'Location',
      body: (
        <address className="text-lg font-semibold text-ink not-italic">
          {office.streetAddress}
          <br />
          {office.city}, {office.region} {office.postalCode}
        </address>
      ),
      note: 'Meetings by appointment',
    },
    {
      icon: Clock,
      title: 'Response time',
      body: <p className="text-lg font-semibold text-ink">Same-day callback</p>,
      note: `Callbacks come ${site.callbackTime}; a firm match ${site.matchPromise}`,
    },
  ];
  return (
    <>
      <JsonLd data={staticPageJsonLd('/contact/')} />
      <PageHero
        eyebrow="Contact"
        title="Talk to a Cincinnati fiduciary guide"
        intro="Call, e-mail or book a time online. There is never a charge and never an obligation."
      />
      <Container className="grid gap-10 py-16 lg:grid-cols-5">
        <ul className="grid gap-5 sm:grid-cols-2 lg:col-span-3">
          {tiles.map((tile) => (
            <li key={tile.title} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
                <tile.icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <h2 className="mt-4 text-lg font-semibold">{tile.title}</h2>
              <div className="mt-2">{tile.body}</div>
              <p className="mt-2 text-sm text-gray-600">{tile.note}</p>
            </li>
          ))}
        </ul>
        <div className="lg:col-span-2">
          <SchedulingCard />
        </div>
      </Container>
    </>
  );
}
