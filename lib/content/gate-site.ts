import type { SiteConfig } from './schemas';
import type { IssueCollector } from './report';

const FILE = 'content/site.json';
const ENTRY = 'site';

/** The 555-0100 to 555-0199 numbers are reserved for fiction: never a real line. */
const FICTIONAL_PHONE = /\b555-01\d\d$/;

/** example.com / example.org (and .net), any subdomain: reserved for documentation, never the real site. */
function isExampleDomain(url: string): boolean {
  let host: string;
  try {
    host = new URL(url.includes('://') ? url : `https://${url}`).hostname.toLowerCase();
  } catch {
    return false;
  }
  return /(^|\.)example\.(com|org|net)$/.test(host);
}

/** The scheduler link the template ships with, e.g. calendly.com/example-fiduciary-guide/…. */
function isPlaceholderScheduler(url: string): boolean {
  if (isExampleDomain(url)) return true;
  const { hostname, pathname } = new URL(url);
  return hostname.endsWith('calendly.com') && /^\/example\b/i.test(pathname);
}

/**
 * The production gate for the owner's settings (SITE_ENV=production): the site says who runs it
 * and how it is paid (with the day that was confirmed), and no contact setting is still the
 * template's placeholder. One issue per gap:
 * `content/site.json → site → field: what to do`.
 */
export function checkSiteForProduction(site: SiteConfig, issues: IssueCollector): void {
  if (!site.operator) {
    issues.add(
      FILE,
      ENTRY,
      'operator',
      'is missing: record who runs the site, { "name": legal entity or person, "city": … } (or SITE_OPERATOR_NAME and SITE_OPERATOR_CITY)',
    );
  }
  if (site.businessModel === undefined) {
    issues.add(
      FILE,
      ENTRY,
      'businessModel',
      'is not set: choose none, listing-fees, per-introduction-fees or revenue-share (or SITE_BUSINESS_MODEL)',
    );
  }
  if (site.businessModelAsOf === undefined) {
    issues.add(
      FILE,
      ENTRY,
      'businessModelAsOf',
      'is missing: record the day (YYYY-MM-DD) you confirmed how the site is paid (or SITE_BUSINESS_MODEL_AS_OF)',
    );
  }
  if (FICTIONAL_PHONE.test(site.phone)) {
    issues.add(FILE, ENTRY, 'phone', `${site.phone} is a placeholder (555-01xx): set the real number (or SITE_PHONE)`);
  }
  if (isExampleDomain(site.email.split('@')[1] ?? '')) {
    issues.add(FILE, ENTRY, 'email', `${site.email} is a placeholder address: set the real one (or SITE_EMAIL)`);
  }
  if (isExampleDomain(site.siteUrl)) {
    issues.add(FILE, ENTRY, 'siteUrl', `${site.siteUrl} is a placeholder domain: set the real address (or SITE_URL)`);
  }
  if (isPlaceholderScheduler(site.schedulerUrl)) {
    issues.add(
      FILE,
      ENTRY,
      'schedulerUrl',
      `${site.schedulerUrl} is the template's placeholder: set your own booking link (or SITE_SCHEDULER_URL)`,
    );
  }
}
