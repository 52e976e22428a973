import type { SiteConfig } from './schemas';

/**
 * Who runs the site, in one sentence for the footer, /about/ and /terms/. Without the owner's
 * `operator` setting (a preview) it says plainly that the operator is not named yet.
 */
export function operatorSentence(site: Pick<SiteConfig, 'operator'>): string {
  return site.operator
    ? `Operated by ${site.operator.name}, ${site.operator.city}.`
    : 'The operator of this site (the legal entity or person who runs it) is not yet named.';
}
