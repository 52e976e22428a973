import { getAllPagePaths, getContent, getPageIndex } from '@/lib/content';
import { buildPageIndex, RESERVED_ROUTE_NAMES } from '@/lib/content/page-index';
import { STATIC_PAGES } from '@/lib/content/static-pages';
import { getFooterNavigation, getHeaderNavigation } from '@/lib/site/navigation';
import { authorPath, firmPath, landingPath, postPath } from '@/lib/site/paths';
import { siteFacts } from '@/scripts/export/site-facts';

describe('the page index', () => {
  const index = getPageIndex();
  const content = getContent();

  it('lists every page once, and getAllPagePaths is its paths', () => {
    const paths = index.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(getAllPagePaths()).toEqual(paths);
    expect(paths).toEqual([
      ...STATIC_PAGES.map((page) => page.path),
      ...content.firms.map((firm) => firmPath(firm.slug)),
      ...content.unconfirmedFirms.map((firm) => firmPath(firm.slug)),
      ...content.posts.map((post) => postPath(post.slug)),
      ...content.landingPages.map((page) => landingPath(page.slug)),
      ...content.authors.map((author) => authorPath(author.slug)),
    ]);
  });

  it('dates articles (updated, else date), legal pages (updated) and landing pages only by a recorded change or review', () => {
    const dated = new Map(
      index.filter((page) => page.lastModified && page.type !== 'firm').map((page) => [page.path, page.lastModified]),
    );
    expect(dated).toEqual(
      new Map([
        ['/privacy-policy/', content.legal['privacy-policy'].updated],
        ['/terms/', content.legal.terms.updated],
        ['/editorial-policy/', content.legal['editorial-policy'].updated],
        ...content.posts.map((post) => [postPath(post.slug), post.updated ?? post.date] as const),
        // No landing page records a change or a review yet, so none carries a date (never the build day).
      ]),
    );
  });

  it('dates a firm profile only by the newest day a named person checked one of its facts', () => {
    const firm = content.firms[0]!;
    const lastModified = (changed: typeof firm) =>
      buildPageIndex({ ...content, legal: Object.values(content.legal), firms: [changed] }).find(
        (page) => page.path === firmPath(firm.slug),
      )?.lastModified;
    const checked = (day: string) => ({
      origin: 'person' as const,
      source: { url: 'https://example.org/firm/adv', date: '2026-03-01' },
      verified: true,
      checked: day,
      checkedBy: 'Jane Tester',
    });
    const aum = (day: string) => ({ ...checked(day), value: { total: 1_000_000_000, discretionary: null } });
    const rating = (day: string) => ({ ...checked(day), value: { stars: 4.8, reviews: 120 } });
    expect(lastModified({ ...firm, aum: aum('2099-01-02') })).toBe('2099-01-02');
    expect(lastModified({ ...firm, aum: aum('2099-01-02'), rating: rating('2099-03-04') })).toBe('2099-03-04');
    // A value recorded but not checked, or imported from Form ADV, is no person's check: no date.
    expect(
      lastModified({
        ...firm,
        aum: { ...aum('2099-01-02'), verified: false, checked: undefined, checkedBy: undefined },
      }),
    ).toBeUndefined();
    // Nothing is checked in the shipped content, so no firm page claims a change date.
    for (const page of index.filter((candidate) => candidate.type === 'firm')) {
      expect(page.lastModified).toBeUndefined();
    }
  });

  it('names no rank in a firm page’s kind while nothing is ranked, and the rank once the list is ranked', () => {
    expect(content.firms.every((firm) => firm.rank === null)).toBe(true);
    for (const page of index.filter((candidate) => candidate.type === 'firm'))
      expect(page.kind).not.toMatch(/#\d|Ranked|tied/);
    const ranked = content.firms.map((firm, position) => ({ ...firm, rank: position + 1, tied: false, score: 9 }));
    const rankedIndex = buildPageIndex({ ...content, legal: Object.values(content.legal), firms: ranked });
    const first = ranked[0]!;
    expect(rankedIndex.find((page) => page.path === firmPath(first.slug))?.kind).toBe(
      'Firm profile · #1 in Cincinnati',
    );
  });

  it("lists the unconfirmed firm's profile as noindex, so sitemap.xml leaves it out", () => {
    const hcm = index.find((page) => page.path === firmPath('hcm-wealth-advisors'));
    expect(hcm?.noindex).toBe(true);
    // /advisers/ and its changes page too while the roster is empty (before the first import), and the published
    // fees until a brochure gives one.
    expect(index.filter((page) => page.noindex).map((page) => page.path)).toEqual([
      '/advisers/',
      '/advisers/changes/',
      '/advisers/fees/',
      firmPath('hcm-wealth-advisors'),
    ]);
  });

  it('gives every menu link the label the index has for its page', () => {
    const labels = new Map(index.map((page) => [page.path, page.label]));
    const { mainLinks, menus } = getHeaderNavigation();
    const { explore, legal } = getFooterNavigation();
    const toolPaths = new Set(['/match/', '/compare/', '/fee-calculator/']);
    for (const link of [...mainLinks, ...menus.flatMap((menu) => menu.links), ...explore, ...legal]) {
      if (toolPaths.has(link.href)) continue; // the Guides menu names the tools in their own words (lib/site/tools.ts)
      expect(link.label).toBe(labels.get(link.href));
    }
  });

  it('reserves the first segment of every fixed page and every [slug] route for landing pages', () => {
    for (const page of STATIC_PAGES.filter((candidate) => candidate.path !== '/')) {
      expect(RESERVED_ROUTE_NAMES.has(page.path.split('/')[1] ?? '')).toBe(true);
    }
    for (const name of ['firm', 'blog', 'authors', 'og']) expect(RESERVED_ROUTE_NAMES.has(name)).toBe(true);
    for (const page of content.landingPages) expect(RESERVED_ROUTE_NAMES.has(page.slug)).toBe(false);
  });
});

describe("the site's facts for the build's later steps and the checks", () => {
  it('carries the validated site URL, the scheduler origin, the build mode and every page with its date', () => {
    const manifest = siteFacts();
    expect(manifest.siteUrl).toBe(getContent().site.siteUrl);
    expect(manifest.schedulerOrigin).toBe(new URL(getContent().site.schedulerUrl).origin);
    // jest sets no SITE_ENV: a preview, so robots.txt and the headers keep crawlers out.
    expect(manifest.preview).toBe(true);
    expect(manifest.pages).toEqual(
      getPageIndex().map((page) => ({
        path: page.path,
        type: page.type,
        ...(page.lastModified ? { lastModified: page.lastModified } : {}),
        ...(page.noindex ? { noindex: true } : {}),
      })),
    );
    expect(manifest.pages).toContainEqual({ path: '/firm/hcm-wealth-advisors/', type: 'firm', noindex: true });
    // Analytics ships switched off, so the policy allows no analytics host.
    expect(manifest.analyticsOrigin).toBeNull();
  });
});
