/**
 * Which pages share a Content-Security-Policy rule in out/_headers (docs/decisions.md, "A bounded
 * _headers"). Every page runs the same two inline scripts; what differs is its inline styles, and
 * those come from its template: all roster pages share one first-screen stylesheet, the landing
 * pages two or three, and so on. So the rules follow the site's folders, not its pages:
 *  - `/*`, the site-wide rule: the pages at the top level, and the 404 page (served at any unknown path);
 *  - one rule per folder with pages below it (`/advisers/*`, `/blog/*`, …): the folder's pages,
 *    and the 404 page again, for unknown paths in that folder;
 *  - a page whose styles would make its folder's policy line too long for a host gets a rule of its
 *    own, after its folder's. Pages that share the most go in first, so these are the rare ones.
 * A rule's policy allows the union of its pages' style hashes: a page may be allowed a sibling's
 * inline styles, never a script. However many advisers, the roster stays one rule.
 */

/** The SHA-256 hashes of a page's inline styles: its <style> elements and its distinct style="" values. */
export interface StyleHashes {
  elements: string[];
  attributes: string[];
}

/** One rule's pattern and the style hashes its policy allows. */
export interface PolicyRule extends StyleHashes {
  path: string;
}

const union = (a: StyleHashes, b: StyleHashes): StyleHashes => ({
  elements: [...new Set([...a.elements, ...b.elements])].sort(),
  attributes: [...new Set([...a.attributes, ...b.attributes])].sort(),
});

/** The folder rule a page belongs to, or '/*' for a page at the top level. */
function groupOf(urlPath: string, folders: ReadonlySet<string>): string {
  const first = urlPath.split('/')[1] ?? '';
  return folders.has(first) ? `/${first}/*` : '/*';
}

/**
 * @param pages each visitor page's URL path ("/about/") and style hashes (the 404 page not among them)
 * @param notFound the 404 page's style hashes
 * @param fits whether a policy allowing these styles fits on one header line
 * @returns the site-wide rule first, then each folder's rule followed by its pages' own rules
 */
export function policyRules(
  pages: ({ urlPath: string } & StyleHashes)[],
  notFound: StyleHashes,
  fits: (styles: StyleHashes) => boolean,
): PolicyRule[] {
  const folders = new Set(
    pages
      .map(({ urlPath }) => urlPath.split('/').filter(Boolean))
      .flatMap((parts) => (parts.length > 1 ? [parts[0] ?? ''] : [])),
  );
  const groups = new Map<string, typeof pages>([['/*', []]]);
  for (const folder of [...folders].sort()) groups.set(`/${folder}/*`, []);
  for (const page of pages) groups.get(groupOf(page.urlPath, folders))?.push(page);

  const rules: PolicyRule[] = [];
  for (const [path, members] of groups) {
    // Pages with the same styles together, the largest such set first.
    const bySet = new Map<string, typeof pages>();
    for (const page of members) {
      const key = [...page.elements, '|', ...page.attributes].join(' ');
      bySet.set(key, [...(bySet.get(key) ?? []), page]);
    }
    const sets = [...bySet.entries()].sort(([a, x], [b, y]) => y.length - x.length || (a < b ? -1 : 1));
    let allowed = union(notFound, { elements: [], attributes: [] });
    const own: PolicyRule[] = [];
    for (const [, samePages] of sets) {
      const first = samePages[0];
      if (!first) continue;
      const wider = union(allowed, first);
      if (fits(wider)) allowed = wider;
      else own.push(...samePages.map(({ urlPath, elements, attributes }) => ({ path: urlPath, elements, attributes })));
    }
    rules.push({ path, ...allowed }, ...own.sort((a, b) => (a.path < b.path ? -1 : 1)));
  }
  return rules;
}
