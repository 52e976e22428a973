import type { ReactNode } from 'react';
import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { SiteConfig } from '@/lib/content';
import { telHref } from '@/lib/format';

interface Tile {
  icon: LucideIcon;
  title: string;
  body: ReactNode;
  note: string;
}

/** The ways to reach the directory (phone, e-mail, office, response time), one tile each. */
export function ContactTiles({ site, className = '' }: { site: SiteConfig; className?: string }) {
  const { office } = site;
  const tiles: Tile[] = [
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
      note: site.emailResponse ? `We reply ${site.emailResponse}` : 'We reply as soon as we can',
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
  ];
  // A response-time promise only when the owner set one (content/site.json callbackTime / matchPromise).
  const promises = [
    site.callbackTime ? `Callbacks come ${site.callbackTime}` : undefined,
    site.matchPromise ? `a firm suggestion ${site.matchPromise}` : undefined,
  ].filter((promise): promise is string => promise !== undefined);
  if (promises.length > 0) {
    tiles.push({
      icon: Clock,
      title: 'Response time',
      body: <p className="text-lg font-semibold text-ink">{site.callbackTime ?? site.matchPromise}</p>,
      note: promises.join('; '),
    });
  }
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${className}`}>
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
  );
}
