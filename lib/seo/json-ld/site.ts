import type { BreadcrumbList, Organization, Thing, WebApplication, WebSite, WithContext } from 'schema-dts';
import type { SiteConfig } from '@/lib/content';
import { STATIC_PAGES, type StaticPath } from '@/lib/content/static-pages';
import { absoluteUrl, ogImagePath } from '../metadata';

/**
 * The site itself: the directory as an Organization, the WebSite, breadcrumbs, the fixed pages'
 * breadcrumb and the fee calculator as a WebApplication; plus the helpers the other builders share
 * (the schema.org context, the organization's @id, the phone in international form).
 */

export const CONTEXT = 'https://schema.org' as const;

export function orgId(site: SiteConfig): string {
  return `${site.siteUrl}/#organization`;
}

export function e164(phone: string): string {
  return `+1-${phone.replace(/\D/g, '').replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3')}`;
}

function postalAddress(site: SiteConfig) {
  return {
    '@type': 'PostalAddress' as const,
    streetAddress: site.office.streetAddress,
    addressLocality: site.office.city,
    addressRegion: site.office.region,
    postalCode: site.office.postalCode,
    addressCountry: site.office.country,
  };
}

export function organizationJsonLd(site: SiteConfig): WithContext<Organization> {
  const sameAs = Object.values(site.social).filter((url): url is string => Boolean(url));
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': orgId(site),
    name: site.brandName,
    slogan: site.tagline,
    url: `${site.siteUrl}/`,
    logo: absoluteUrl('/icon.svg'),
    email: site.email,
    telephone: e164(site.phone),
    address: postalAddress(site),
    areaServed: ['Greater Cincinnati', 'Northern Kentucky'],
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

export function websiteJsonLd(site: SiteConfig): WithContext<WebSite> {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${site.siteUrl}/#website`,
    name: site.brandName,
    url: `${site.siteUrl}/`,
    inLanguage: 'en-US',
    publisher: { '@id': orgId(site) },
  };
}

export interface BreadcrumbItem {
  name: string;
  path: string;
}

/** Home, then the given trail; the last item is the current page. */
export function breadcrumbJsonLd(trail: BreadcrumbItem[]): WithContext<BreadcrumbList> {
  const items = [{ name: 'Home', path: '/' }, ...trail];
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/** Breadcrumb of a fixed page (none for the home page). */
export function staticPageJsonLd(pagePath: StaticPath): WithContext<Thing>[] {
  const page = STATIC_PAGES.find((candidate) => candidate.path === pagePath);
  if (!page || page.path === '/') return [];
  return [breadcrumbJsonLd([{ name: page.navLabel, path: page.path }])];
}

/** The fee calculator: a free finance tool that runs in the browser. */
export function feeCalculatorJsonLd(
  site: SiteConfig,
  pagePath: string,
  description: string,
): WithContext<WebApplication> {
  return {
    '@context': CONTEXT,
    '@type': 'WebApplication',
    '@id': `${absoluteUrl(pagePath)}#app`,
    name: 'Advisor Fee Calculator',
    description,
    url: absoluteUrl(pagePath),
    applicationCategory: 'FinanceApplication',
    operatingSystem: 'Any (runs in a web browser)',
    browserRequirements: 'Shows a worked example without JavaScript; recalculating needs JavaScript.',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
    image: absoluteUrl(ogImagePath(pagePath)),
    inLanguage: 'en-US',
    publisher: { '@id': orgId(site) },
  };
}
