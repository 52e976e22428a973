/**
 * Typed schema.org builders (schema-dts), fed only by validated content. Every URL is absolute.
 * Rendered through components/seo/json-ld.tsx, the one escaping JSON-LD component. One file per
 * subject: the site and fixed pages (site.ts), firms (firms.ts), editors (people.ts), articles
 * and landing pages (pages.ts), the region’s roster (roster.ts).
 */
export {
  breadcrumbJsonLd,
  feeCalculatorJsonLd,
  organizationJsonLd,
  staticPageJsonLd,
  websiteJsonLd,
  type BreadcrumbItem,
} from './site';
export { firmJsonLd, rankedFirmsJsonLd } from './firms';
export { authorJsonLd } from './people';
export { rosterFirmJsonLd, rosterListJsonLd } from './roster';
export { blogPostingJsonLd, faqJsonLd, landingJsonLd, serviceAreaJsonLd } from './pages';
