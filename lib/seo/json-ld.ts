import { regulatoryLinks } from '@/lib/regulatory';
import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  FinancialService,
  ItemList,
  Organization,
  Person,
  WebPage,
  Thing,
  WebApplication,
  WebSite,
  WithContext,
} from 'schema-dts';
import type { Author, BlogPost, Firm, LandingPage, SiteConfig } from '@/lib/content';
import { STATIC_PAGES, type StaticPath } from '@/lib/content/static-pages';
import { absoluteUrl, ogImagePath } from './metadata';
import { authorPath, firmPath, postPath } from '@/lib/paths';

/**
 * Typed schema.org builders (schema-dts), fed only by validated content. Every URL is absolute.
 * Rendered through components/seo/json-ld.tsx, the one escaping JSON-LD component.
 */

const CONTEXT = 'https://schema.org' as const;

function orgId(site: SiteConfig): string {
  return `${site.siteUrl}/#organization`;
}

function e164(phone: string): string {
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

/** "7755 Montgomery Road, Suite 100, Cincinnati, OH 45236" → a PostalAddress. */
function parseAddress(address: string) {
  const match = /^(.*),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5})$/.exec(address.trim());
  if (!match) return { '@type': 'PostalAddress' as const, streetAddress: address, addressCountry: 'US' };
  const [, streetAddress, addressLocality, addressRegion, postalCode] = match;
  return {
    '@type': 'PostalAddress' as const,
    streetAddress,
    addressLocality,
    addressRegion,
    postalCode,
    addressCountry: 'US',
  };
}

/**
 * A firm in the directory. Deliberately no `aggregateRating`: the ratings shown come from a third
 * party (named on the page) rather than reviews collected on this site, and search engines' review
 * snippet rules forbid marking up ratings a page did not collect itself.
 */
/**
 * A listed firm as a FinancialService with its regulatory identity (legal name, CRD number, links to
 * its public records). Deliberately no telephone: the site's number reaches the directory, not the
 * firm, and pairing it with the firm's name and address would say otherwise.
 */
export function firmJsonLd(firm: Firm): WithContext<FinancialService> {
  const { crd, legalName } = firm.registration.value;
  const sameAs = regulatoryLinks(firm.registration.value);
  return {
    '@context': CONTEXT,
    '@type': 'FinancialService',
    '@id': `${absoluteUrl(firmPath(firm.slug))}#firm`,
    name: firm.name,
    description: firm.description,
    url: absoluteUrl(firmPath(firm.slug)),
    address: parseAddress(firm.address),
    geo: { '@type': 'GeoCoordinates', latitude: firm.location.lat, longitude: firm.location.lng },
    areaServed: firm.offices.map((office) => ({ '@type': 'Place' as const, name: office })),
    knowsAbout: firm.specialties,
    image: absoluteUrl(ogImagePath(firmPath(firm.slug))),
    legalName,
    ...(crd === null ? {} : { identifier: { '@type': 'PropertyValue' as const, propertyID: 'CRD', value: crd } }),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

function authorId(slug: string): string {
  return `${absoluteUrl(authorPath(slug))}#person`;
}

/**
 * An editor as a schema.org Person with the page about them. Entries that still describe a role
 * (placeholder) are people too: one person holds each role; only their name is not yet public.
 */
function personRef(slug: string, authors: readonly Author[]) {
  const author = authors.find((candidate) => candidate.slug === slug);
  return {
    '@type': 'Person' as const,
    '@id': authorId(slug),
    name: author?.name ?? slug,
    url: absoluteUrl(authorPath(slug)),
    ...(author ? { jobTitle: author.role } : {}),
    ...(author && author.credentials.length > 0
      ? {
          hasCredential: author.credentials.map((name) => ({
            '@type': 'EducationalOccupationalCredential' as const,
            name,
          })),
        }
      : {}),
  };
}

/** An author page's main entity. */
export function authorJsonLd(author: Author): WithContext<Person> {
  return { '@context': CONTEXT, ...personRef(author.slug, [author]) };
}

/**
 * The page as a WebPage; `reviewedBy` and `lastReviewed` only when a named editor recorded a review
 * (schema.org puts `reviewedBy` on WebPage). No review recorded: neither property, never a guess.
 */
function reviewedPage(
  url: string,
  entry: { reviewer?: string | undefined; reviewed?: string | undefined },
  authors: readonly Author[],
) {
  return {
    '@type': 'WebPage' as const,
    '@id': url,
    ...(entry.reviewer && entry.reviewed
      ? { reviewedBy: personRef(entry.reviewer, authors), lastReviewed: entry.reviewed }
      : {}),
  };
}

export function blogPostingJsonLd(
  post: BlogPost,
  site: SiteConfig,
  authors: readonly Author[],
): WithContext<BlogPosting> {
  const url = absoluteUrl(postPath(post.slug));
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    author: personRef(post.author, authors),
    publisher: { '@id': orgId(site) },
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    image: absoluteUrl(ogImagePath(postPath(post.slug))),
    mainEntityOfPage: reviewedPage(url, post, authors),
    articleSection: post.category,
    keywords: post.tags.join(', '),
    wordCount: post.words,
    inLanguage: 'en-US',
  };
}

export function faqJsonLd(items: readonly { question: string; answerHtml: string }[]): WithContext<FAQPage> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      // Links in an answer point to site paths; structured data read away from the page needs absolute URLs.
      acceptedAnswer: {
        '@type': 'Answer',
        text: item.answerHtml
          .trim()
          .replace(/href="(\/[^"]*)"/g, (_match, href: string) => `href="${absoluteUrl(href)}"`),
      },
    })),
  };
}

/** The ranked firms, in order, each pointing to its profile. */
export function rankedFirmsJsonLd(firms: readonly Firm[], name: string): WithContext<ItemList> {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    itemListOrder: 'https://schema.org/ItemListOrderAscending',
    numberOfItems: firms.length,
    // Position in the list as shown; tied firms share a rank but not a place in the list.
    itemListElement: firms.map((firm, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: firm.name,
      url: absoluteUrl(firmPath(firm.slug)),
    })),
  };
}

/**
 * The areas a landing page lists (an `areaList` section, e.g. /fiduciary-near-me/) as the
 * directory's own Organization (same `@id` as the site-wide one) with those areas as `areaServed`.
 * Deliberately not a FinancialService: the directory is not an advisory firm, gives no advice and
 * has no price range.
 */
export function serviceAreaJsonLd(page: LandingPage, site: SiteConfig): WithContext<Organization> {
  const cities = page.sections.flatMap((section) =>
    section.type === 'areaList' ? section.groups.flatMap((group) => group.areas) : [],
  );
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': orgId(site),
    name: site.brandName,
    url: `${site.siteUrl}/`,
    telephone: e164(site.phone),
    areaServed: cities.map((city) => ({ '@type': 'City' as const, name: city })),
  };
}

/**
 * Everything a landing page describes: its breadcrumb and web page, then, in section order, each
 * FAQ, each ranked list and (once, however many area lists there are) the service-area data.
 */
export function landingJsonLd(
  page: LandingPage,
  firms: readonly Firm[],
  site: SiteConfig,
  authors: readonly Author[],
): WithContext<Thing>[] {
  const url = absoluteUrl(page.path);
  const webPage: WithContext<WebPage> = {
    '@context': CONTEXT,
    ...reviewedPage(url, page, authors),
    ...(page.updated ? { dateModified: page.updated } : {}),
    name: page.seo.title,
    description: page.seo.description,
    url,
    author: personRef(page.author, authors),
    publisher: { '@id': orgId(site) },
    inLanguage: 'en-US',
  };
  const data: WithContext<Thing>[] = [breadcrumbJsonLd([{ name: page.navLabel, path: page.path }]), webPage];
  let serviceArea = false;
  for (const section of page.sections) {
    if (section.type === 'faq') data.push(faqJsonLd(section.items));
    if (section.type === 'rankedFirms') data.push(rankedFirmsJsonLd(firms, section.title));
    // The service already covers the areas of every list, so a second list adds nothing.
    if (section.type === 'areaList' && !serviceArea) {
      data.push(serviceAreaJsonLd(page, site));
      serviceArea = true;
    }
  }
  return data;
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
