import type { BlogPosting, FAQPage, Organization, Thing, WebPage, WithContext } from 'schema-dts';
import type { Author, BlogPost, Firm, LandingPage, SiteConfig } from '@/lib/content';
import { absoluteUrl, ogImagePath } from '../metadata';
import { postPath } from '@/lib/site/paths';
import { rankedFirmsJsonLd } from './firms';
import { personRef, reviewedPage } from './people';
import { breadcrumbJsonLd, CONTEXT, e164, orgId } from './site';

/**
 * Articles and landing pages: a BlogPosting, FAQs, the directory's service areas, and everything a
 * landing page describes, in section order.
 */

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

/**
 * The areas a landing page lists (an `areaList` section, e.g. /fiduciary-near-me/) as the
 * directory's own Organization (same `@id` as the site-wide one): `areaServed` is one Place per group of areas (the
 * region, e.g. "Northern Kentucky"), not a City per neighbourhood (a doorway pattern), and the spec's reservation
 * action points to /schedule-online/, where the visitor books a call with the directory.
 * Deliberately not a FinancialService: the directory is not an advisory firm, gives no advice and
 * has no price range.
 */
export function serviceAreaJsonLd(page: LandingPage, site: SiteConfig): WithContext<Organization> {
  const regions = page.sections.flatMap((section) =>
    section.type === 'areaList' ? section.groups.map((group) => group.title) : [],
  );
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': orgId(site),
    name: site.brandName,
    url: `${site.siteUrl}/`,
    telephone: e164(site.phone),
    areaServed: regions.map((region) => ({ '@type': 'Place' as const, name: region })),
    potentialAction: {
      '@type': 'ReserveAction' as const,
      name: 'Book a free call with the directory',
      target: { '@type': 'EntryPoint' as const, urlTemplate: `${site.siteUrl}/schedule-online/` },
    },
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
