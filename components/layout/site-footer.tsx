import Link from 'next/link';
import { Mail, MapPin, Phone } from 'lucide-react';
import { MapRegion } from '@/components/sections/map-region';
import { Container } from '@/components/ui/container';
import { SOCIAL_LABELS, SocialIcon, type SocialNetwork } from '@/components/ui/social-icons';
import { getCopy, getSite } from '@/lib/content';
import { businessModelCopy } from '@/lib/content/business-model';
import { operatorSentence } from '@/lib/content/operator';
import { telHref } from '@/lib/format';
import { getFooterNavigation } from '@/lib/site/navigation';
import { HomeLink } from './home-link';

export function SiteFooter() {
  const site = getSite();
  const copy = getCopy();
  const social = (Object.keys(SOCIAL_LABELS) as SocialNetwork[]).flatMap((network) => {
    const href = site.social[network];
    return href ? [{ network, href }] : [];
  });
  const { office } = site;
  const year = new Date().getFullYear();
  const navigation = getFooterNavigation();

  return (
    <footer className="on-dark mt-auto bg-ink text-gray-300">
      <Container className="grid gap-10 py-14 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <HomeLink
            brandName={site.brandName}
            tagline={site.tagline}
            variant="dark-background"
            className="inline-block rounded-lg"
          />
          <p className="mt-4 max-w-sm text-sm leading-6">
            {/* "Independent" only while no firm pays us (the owner's businessModel setting). */}
            {businessModelCopy(site).firmsPay ? 'A directory' : 'An independent directory'} of fiduciary financial
            advisory firms across Greater Cincinnati and Northern Kentucky, showing what their public filings say.
          </p>
          <ul className="mt-6 space-y-3 text-sm">
            <li>
              <a
                href={telHref(site.phone)}
                className="inline-flex items-center gap-2 font-semibold text-white hover:underline"
              >
                <Phone className="h-4 w-4 text-gold" aria-hidden="true" />
                {site.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 text-white hover:underline">
                <Mail className="h-4 w-4 text-gold" aria-hidden="true" />
                {site.email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-gold" aria-hidden="true" />
              <span>
                {office.streetAddress}, {office.city}, {office.region} {office.postalCode}
              </span>
            </li>
          </ul>
          {social.length > 0 ? (
            <ul className="mt-6 flex gap-3" aria-label="Social media">
              {social.map(({ network, href }) => (
                <li key={network}>
                  <a
                    href={href}
                    rel="noopener noreferrer"
                    className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                    aria-label={`${site.brandName} on ${SOCIAL_LABELS[network]}`}
                  >
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <nav aria-label="Footer" className="lg:col-span-2">
          <h2 className="font-heading text-sm font-semibold tracking-wide text-white uppercase">Explore</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {navigation.explore.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="lg:col-span-6">
          <h2 className="font-heading text-lg font-semibold text-white">Serving the Greater Cincinnati Area</h2>
          <MapRegion
            className="mt-4 text-ink"
            title={site.brandName}
            center={office.geo}
            zoom={10}
            height="16rem"
            scrollWheelZoom={false}
            markers={[
              {
                label: office.mapLabel,
                position: office.geo,
                detail: `${office.streetAddress}, ${office.city}, ${office.region} ${office.postalCode}`,
              },
            ]}
          />
          <h3 className="mt-6 text-sm font-semibold text-white">Neighborhoods we serve</h3>
          <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1.5 text-sm">
            {copy.neighborhoods.map((name) => (
              <li key={name} className="after:ml-3 after:text-gray-500 after:content-['·'] last:after:content-none">
                {name}
              </li>
            ))}
          </ul>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-4 pt-6 pb-24 text-xs leading-5 text-gray-400 md:flex-row md:items-start md:justify-between">
          <p className="max-w-3xl">{copy.disclaimer}</p>
          <div className="shrink-0 md:text-right">
            <p>
              © {year} {site.brandName}. All rights reserved.
            </p>
            <p className="mt-1" data-testid="site-operator">
              {operatorSentence(site)}
            </p>
            <p className="mt-1 space-x-4">
              {navigation.legal.map((link) => (
                <Link key={link.href} href={link.href} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              ))}
            </p>
          </div>
        </Container>
      </div>
    </footer>
  );
}
