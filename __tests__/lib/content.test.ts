import {
  getAllPagePaths,
  getContent,
  getFirm,
  getFirms,
  getLandingPages,
  getOtherFirms,
  getPosts,
  getUnconfirmedFirm,
  getRelatedPosts,
  type BlogPost,
  type Content,
} from '@/lib/content';
import { BLOG_CATEGORIES, FIRM_SLUGS } from '@/lib/content/schemas';
import { slugify } from '@/lib/content/slugify';
import { STATIC_PAGES } from '@/lib/content/static-pages';

/** The ten firm slugs the product lists, in its order, written out by hand. */
const SPEC_FIRM_SLUGS = [
  'allworth-financial',
  'foster-motley',
  'mariner-wealth-advisors',
  'truepoint-wealth-counsel',
  'hcm-wealth-advisors',
  'johnson-investment-counsel',
  'fort-washington-investment-advisors',
  'bartlett-wealth-management',
  'creative-planning',
  'ross-sinclaire-associates',
];

const SPEC_CATEGORIES = [
  'Advisor Selection',
  'Education',
  'Retirement',
  'Fees & Costs',
  'Estate Planning',
  'Tax Planning',
];

/** The landing pages the product requires: the main-menu page, 19 guides and the two radio shows. */
const SPEC_LANDING_SLUGS = [
  'cincinnati-financial-advisor',
  'top-fiduciary-advisors-cincinnati',
  'best-fiduciary-advisors-cincinnati',
  'independent-fiduciary-advisor-cincinnati',
  'fee-based-fiduciary-advisor-cincinnati',
  'fee-only-fiduciary-advisor-cincinnati',
  'fiduciary-financial-advisor-cincinnati',
  'cincinnati-wealth-management',
  'cincinnati-ria',
  'cincinnati-financial-planner',
  'tax-planning',
  'estate-planning',
  'retirement-income-planning',
  'pg-retirees',
  'kroger-retirees',
  'childrens-hospital-retirees',
  'fifth-third-retirees',
  'uc-retirees',
  'strs-ohio',
  'fiduciary-near-me',
  'simply-money',
  'money-matters',
];

function count(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

describe('firms', () => {
  it('the schema allows exactly the ten firm slugs of the product', () => {
    expect([...FIRM_SLUGS]).toEqual(SPEC_FIRM_SLUGS);
  });

  it('gives every firm a name that matches its slug', () => {
    for (const slug of SPEC_FIRM_SLUGS) {
      const firm = getFirm(slug) ?? getUnconfirmedFirm(slug);
      expect(firm && slugify(firm.name)).toBe(slug);
    }
  });

  it.each(SPEC_FIRM_SLUGS)('%s: the About text links its three phrases to /about/, /services/ and /', (slug) => {
    const firm = getFirm(slug) ?? getUnconfirmedFirm(slug);
    expect(firm).toBeDefined();
    const html = firm?.aboutHtml ?? '';
    expect(count(html, '<a href="/about/">fiduciary advisors</a>')).toBe(1);
    expect(count(html, '<a href="/services/">fee-only</a>')).toBe(1);
    expect(count(html, '<a href="/">Cincinnati financial advisor</a>')).toBe(1);
    // A phrase link never lands inside another link.
    expect(html).not.toMatch(/<a [^>]*>[^<]*<a /);
  });

  it('getOtherFirms returns the first three other firms in rank order ("Explore Other Firms")', () => {
    const names = (slug: string) => getOtherFirms(slug).map((firm) => firm.slug);
    // Nothing is checked yet, so all listed firms tie and the published tie rule (by name) orders them.
    expect(names('allworth-financial')).toEqual([
      'bartlett-wealth-management',
      'creative-planning',
      'fort-washington-investment-advisors',
    ]);
    expect(names('bartlett-wealth-management')).toEqual([
      'allworth-financial',
      'creative-planning',
      'fort-washington-investment-advisors',
    ]);
    expect(names('creative-planning')).not.toContain('creative-planning');
    // The unconfirmed firm is never suggested.
    expect(getFirms().flatMap((firm) => names(firm.slug))).not.toContain('hcm-wealth-advisors');
  });
});

describe('blog posts', () => {
  it('has six articles, newest first', () => {
    const posts = getPosts();
    expect(posts).toHaveLength(6);
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('the schema allows exactly the six required blog categories', () => {
    expect([...BLOG_CATEGORIES]).toEqual(SPEC_CATEGORIES);
  });
});

describe('getRelatedPosts on the real articles', () => {
  it.each(getPosts().map((post) => [post.slug, post] as const))(
    '%s: at most two others, same category first',
    (_slug, post) => {
      const { posts, sameCategory } = getRelatedPosts(post);
      expect(posts.length).toBeLessThanOrEqual(2);
      expect(posts.map((related) => related.slug)).not.toContain(post.slug);
      expect(new Set(posts.map((related) => related.slug)).size).toBe(posts.length);
      posts.forEach((related, index) => {
        if (index < sameCategory) expect(related.category).toBe(post.category);
        else expect(related.category).not.toBe(post.category);
      });
      const othersInCategory = getPosts().filter(
        (other) => other.slug !== post.slug && other.category === post.category,
      ).length;
      expect(sameCategory).toBe(Math.min(2, othersInCategory));
    },
  );
});

describe('getRelatedPosts when categories are shared', () => {
  /**
   * The real articles each have their own category, so the same-category rule is checked on a copy
   * of the real content where the articles at `shared` (indices, newest first) get `category`.
   */
  function relatedWithSharedCategory(shared: number[], category: BlogPost['category'], pick: number) {
    const real = getContent();
    // Only the `shared` articles are in `category`; any other article of that category moves to another one.
    const elsewhere = BLOG_CATEGORIES.find((candidate) => candidate !== category) ?? category;
    const posts = real.posts.map((post, index) =>
      shared.includes(index)
        ? { ...post, category }
        : post.category === category
          ? { ...post, category: elsewhere }
          : post,
    );
    const content: Content = { ...real, posts };
    let result: ReturnType<typeof getRelatedPosts> | undefined;
    jest.isolateModules(() => {
      jest.doMock('@/lib/content/load', () => ({
        ...jest.requireActual('@/lib/content/load'),
        loadContent: () => content,
      }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module registry with the mocked loader
      const isolated = require('@/lib/content') as typeof import('@/lib/content');
      const post = isolated.getPosts()[pick];
      if (post) result = isolated.getRelatedPosts(post);
    });
    return { sameCategory: result?.sameCategory, slugs: result?.posts.map((post) => post.slug), posts };
  }

  it('shows two articles of the same category, newest first, when there are enough', () => {
    const { sameCategory, slugs, posts } = relatedWithSharedCategory([0, 2, 4, 5], 'Retirement', 5);
    expect(sameCategory).toBe(2);
    expect(slugs).toEqual([posts[0]?.slug, posts[2]?.slug]);
  });

  it('puts the one same-category article first, even before a newer article of another category', () => {
    const { sameCategory, slugs, posts } = relatedWithSharedCategory([1, 3], 'Estate Planning', 3);
    expect(sameCategory).toBe(1);
    expect(slugs).toEqual([posts[1]?.slug, posts[0]?.slug]);
  });
});

describe('landing pages', () => {
  it('has the 22 required landing pages', () => {
    expect(
      getLandingPages()
        .map((page) => page.slug)
        .sort(),
    ).toEqual([...SPEC_LANDING_SLUGS].sort());
  });

  it('the wealth-management form says it is for assets over $500,000', () => {
    const page = getLandingPages().find((candidate) => candidate.slug === 'cincinnati-wealth-management');
    expect(page?.form?.minimumAssets).toBe('$500,000');
  });
});

describe('getAllPagePaths', () => {
  it('lists every page once: fixed pages, ten firms, six articles, 22 landing pages and one author page', () => {
    const paths = getAllPagePaths();
    expect(new Set(paths).size).toBe(paths.length);
    // A collision between two sources (e.g. a landing page named like a fixed page) would shrink this.
    expect(paths).toHaveLength(STATIC_PAGES.length + 10 + 6 + 22 + 1);
    expect(paths).toEqual(
      expect.arrayContaining(['/authors/', '/authors/lead-editor/', '/how-we-make-money/', '/editorial-policy/']),
    );
  });

  it('includes every firm, article, landing page and fixed page, all with a trailing slash', () => {
    const paths = getAllPagePaths();
    for (const slug of SPEC_FIRM_SLUGS) expect(paths).toContain(`/firm/${slug}/`);
    for (const post of getPosts()) expect(paths).toContain(`/blog/${post.slug}/`);
    for (const slug of SPEC_LANDING_SLUGS) expect(paths).toContain(`/${slug}/`);
    for (const page of STATIC_PAGES) expect(paths).toContain(page.path);
    for (const path of [
      '/',
      '/about/',
      '/services/',
      '/contact/',
      '/blog/',
      '/schedule-online/',
      '/sitemap/',
      '/privacy-policy/',
      '/terms/',
    ]) {
      expect(paths).toContain(path);
    }
    for (const path of paths) expect(path).toMatch(/^\/([a-z0-9-]+\/)*$/);
  });
});

describe('site settings', () => {
  it('uses placeholder contact details from reserved ranges by default', () => {
    const { site } = getContent();
    expect(site.phone).toMatch(/^\(513\) 555-01\d\d$/);
    expect(site.email).toMatch(/@example\.com$/);
    expect(site.siteUrl).toMatch(/^https:\/\/[^/]+$/);
    expect(site.tagline).toBe('Your Fiduciary Guide');
  });

  it('has the three legal pages, each with real text', () => {
    const { legal } = getContent();
    expect(Object.keys(legal).sort()).toEqual(['editorial-policy', 'privacy-policy', 'terms']);
    for (const page of Object.values(legal)) expect(page.html.length).toBeGreaterThan(200);
  });
});
