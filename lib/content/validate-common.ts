import type { IssueCollector } from './report';
import { refusedLinkMessage } from './link-schemes';

/** What every content check shares: finding duplicates, and checking that links lead somewhere. */

export function duplicates<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item).trim().toLowerCase();
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return new Map([...groups].filter(([, group]) => group.length > 1));
}

export function checkLinks(
  links: readonly string[],
  paths: ReadonlySet<string>,
  file: string,
  entry: string,
  field: string,
  issues: IssueCollector,
) {
  for (const href of links) {
    if (/^https:\/\//.test(href)) continue;
    if (!href.startsWith('/')) {
      issues.add(file, entry, field, `link "${href}" must be a site path starting with "/" or an https:// address`);
      continue;
    }
    const [pathname = ''] = href.split('#');
    if (!paths.has(pathname)) {
      issues.add(file, entry, field, `link "${href}" points to no page of the site (site paths end with "/")`);
    }
  }
}

/**
 * Links of a text that may lead off the site to any web page, e-mail address or phone number (an
 * author's bio): refused when another kind of address (link-schemes.ts); a site path must exist.
 */
export function checkOpenLinks(
  links: readonly string[],
  paths: ReadonlySet<string>,
  file: string,
  entry: string,
  field: string,
  issues: IssueCollector,
) {
  for (const href of links) {
    const refused = refusedLinkMessage(href);
    if (refused) issues.add(file, entry, field, refused);
    else if (href.startsWith('/')) checkLinks([href], paths, file, entry, field, issues);
  }
}
