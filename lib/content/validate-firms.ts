import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Firm, FirmEntry, LoadOptions } from './types';
import { isIndependent } from '../firms/labels';
import { recordedValue } from '../firms/sourced';
import type { IssueCollector } from './report';
import { FIRM_ABOUT_LINKS, FIRM_SLUGS } from './schemas';
import { phraseLink } from './render';
import { isProductionBuild } from './site-config-env';
import { checkLinks, duplicates } from './validate-common';
import { checkDescriptionClaims } from './validate-descriptions';

/**
 * The rules on the firms as a set: the ten files present (in a preview), only the ten slugs, About
 * phrases linked and About links resolving, no independence claim the facts do not earn, unique
 * names, and at least one fee-only and one fee-based firm.
 */
export function checkFirms(
  listed: readonly Firm[],
  unconfirmedFirms: readonly FirmEntry[],
  paths: ReadonlySet<string>,
  options: LoadOptions,
  issues: IssueCollector,
): void {
  const firms: FirmEntry[] = [...listed, ...unconfirmedFirms];
  // Firms: only the ten slugs of FIRM_SLUGS (ranks are computed, see lib/firms/ranking.ts). A preview
  // needs all ten files; a production build may lack a firm the owner removed because its
  // registration could not be confirmed (the gate refuses an unconfirmed firm).
  const firmSlugs = new Set(firms.map((firm) => firm.slug));
  for (const slug of isProductionBuild(options.env) ? [] : FIRM_SLUGS) {
    if (!firmSlugs.has(slug) && !existsSync(path.join(options.contentDir, 'firms', `${slug}.md`))) {
      issues.add(`content/firms/${slug}.md`, slug, '(file)', 'is missing: every one of the ten firms needs its file');
    }
  }
  for (const firm of firms) {
    if (!(FIRM_SLUGS as readonly string[]).includes(firm.slug)) {
      issues.add(
        `content/firms/${firm.slug}.md`,
        firm.slug,
        '(file name)',
        `is not one of the ten firm slugs: ${FIRM_SLUGS.join(', ')}`,
      );
    }
    for (const link of FIRM_ABOUT_LINKS) {
      if (!firm.aboutHtml.includes(phraseLink(link))) {
        issues.add(
          `content/firms/${firm.slug}.md`,
          firm.slug,
          'About text',
          `must contain the phrase "${link.phrase}" as whole words (it becomes a link)`,
        );
      }
    }
    checkLinks(firm.aboutLinks, paths, `content/firms/${firm.slug}.md`, firm.slug, 'About text', issues);
    checkIndependenceClaims(firm, issues);
    checkDescriptionClaims(firm, issues);
  }
  for (const [, group] of duplicates(firms, (firm) => firm.name)) {
    for (const firm of group)
      issues.add(`content/firms/${firm.slug}.md`, firm.slug, 'name', `"${firm.name}" is used by more than one firm`);
  }
  // One CRD is one firm: two files with one CRD would show one firm's Form ADV facts under another's name.
  const withCrd = firms.filter((firm) => recordedValue(firm.registration)?.crd);
  for (const [crd, group] of duplicates(withCrd, (firm) => recordedValue(firm.registration)?.crd ?? '')) {
    const others = (slug: string) =>
      group
        .filter((firm) => firm.slug !== slug)
        .map((firm) => `content/firms/${firm.slug}.md`)
        .join(', ');
    for (const firm of group)
      issues.add(
        `content/firms/${firm.slug}.md`,
        firm.slug,
        'registration.value.crd',
        `CRD ${crd} is also the CRD of ${others(firm.slug)}: one CRD belongs to one firm`,
      );
  }
}

/**
 * The directory's own words about a firm must not claim what its derived label denies: "independent"
 * only while the checked facts earn the Independent label (lib/firms/labels.ts).
 */
function checkIndependenceClaims(firm: FirmEntry, issues: IssueCollector): void {
  if (isIndependent(firm)) return;
  const claim = /\bindependen(t|tly|ce)\b/i;
  const texts = [
    ['description', firm.description],
    ['About text', firm.aboutHtml],
  ] as const;
  for (const [field, text] of texts) {
    if (claim.test(text))
      issues.add(
        `content/firms/${firm.slug}.md`,
        firm.slug,
        field,
        'calls the firm independent, but its checked ownership and registration do not earn the "Independent" label: remove the word, or verify the facts that support it',
      );
  }
}
