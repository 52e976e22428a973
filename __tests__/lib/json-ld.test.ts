/** @jest-environment jsdom */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Thing, WithContext } from 'schema-dts';
import { JsonLd, serializeJsonLd } from '@/components/seo/json-ld';
import { getContent, type Author, type LandingPage } from '@/lib/content';
import { isRanked } from '@/lib/firms/ranking';
import { recordedValue } from '@/lib/firms/sourced';
import {
  authorJsonLd,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  faqJsonLd,
  firmJsonLd,
  landingJsonLd,
  serviceAreaJsonLd,
  organizationJsonLd,
  rankedFirmsJsonLd,
  websiteJsonLd,
} from '@/lib/seo/json-ld';

const { site, firms, posts, landingPages, authors } = getContent();
const SITE = site.siteUrl;

/** The builders' output as a search engine reads it: plain JSON, no TypeScript unions. */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const asJson = (data: unknown): Record<string, Json> => JSON.parse(JSON.stringify(data));
const list = (value: Json | undefined): Json[] => (Array.isArray(value) ? value : []);
const record = (value: Json | undefined): Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};

/** "(513) 555-0100" → "+1-513-555-0100", the international form search engines and phones dial. */
function internationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

function landingPage(slug: string): LandingPage {
  const page = landingPages.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`content/landing/${slug}.md is missing`);
  return page;
}

function faqItemsOf(page: LandingPage) {
  const section = page.sections.find((candidate) => candidate.type === 'faq');
  if (section?.type !== 'faq') throw new Error(`${page.slug} has no faq section`);
  return section.items;
}

function rankedFirmsTitleOf(page: LandingPage): string {
  const section = page.sections.find((candidate) => candidate.type === 'rankedFirms');
  if (section?.type !== 'rankedFirms') throw new Error(`${page.slug} has no rankedFirms section`);
  return section.title;
}

/** Schema.org's own vocabulary (enumeration members such as ItemListOrderAscending), not links. */
const SCHEMA_VOCABULARY = /^https:\/\/schema\.org(\/|$)/;

/**
 * Every URL in a JSON-LD value: strings that are URLs or site paths, and the href/src of links
 * inside HTML text (FAQ answers). Each entry says where it was found, for a readable failure.
 */
function urlsIn(value: Json, where = '$'): { where: string; url: string }[] {
  if (typeof value === 'string') {
    const found: { where: string; url: string }[] = [];
    if (/^(https?:)?\/\//.test(value) || value.startsWith('/')) found.push({ where, url: value });
    for (const match of value.matchAll(/\b(?:href|src)\s*=\s*["']([^"']*)["']/g))
      found.push({ where: `${where} (link in text)`, url: match[1] ?? '' });
    return found.filter((entry) => !SCHEMA_VOCABULARY.test(entry.url));
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => urlsIn(item, `${where}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .filter(([key]) => key !== '@context')
      .flatMap(([key, item]) => urlsIn(item, `${where}.${key}`));
  }
  return [];
}

/** Every builder's output for the real content, as the pages emit it. */
function everyBuilderOutput(): { name: string; data: Json }[] {
  return [
    { name: 'organization', data: asJson(organizationJsonLd(site)) },
    { name: 'website', data: asJson(websiteJsonLd(site)) },
    { name: 'breadcrumb', data: asJson(breadcrumbJsonLd([{ name: 'Blog', path: '/blog/' }])) },
    ...firms.map((firm) => ({ name: `firm ${firm.slug}`, data: asJson(firmJsonLd(firm)) })),
    ...posts.map((post) => ({ name: `post ${post.slug}`, data: asJson(blogPostingJsonLd(post, site, authors)) })),
    ...landingPages.map((page) => ({
      name: `landing ${page.slug}`,
      data: asJson(landingJsonLd(page, firms, site, authors)),
    })),
  ];
}

describe('organizationJsonLd and websiteJsonLd', () => {
  it('describe the directory by its brand name, home page URL and dialable phone number', () => {
    const organization = asJson(organizationJsonLd(site));
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: site.brandName,
      url: `${SITE}/`,
      email: site.email,
      telephone: internationalPhone(site.phone),
    });
    expect(organization.telephone).toMatch(/^\+1-513-\d{3}-\d{4}$/);
    expect(record(organization.address)).toMatchObject({
      '@type': 'PostalAddress',
      addressLocality: site.office.city,
      addressRegion: site.office.region,
      postalCode: site.office.postalCode,
    });

    const website = asJson(websiteJsonLd(site));
    expect(website).toMatchObject({ '@type': 'WebSite', name: site.brandName, url: `${SITE}/` });
    // The site names the organization as its publisher, by the same @id.
    expect(record(website.publisher)['@id']).toBe(organization['@id']);
  });

  it('lists no social profiles while none are configured', () => {
    expect(Object.values(site.social).filter(Boolean)).toEqual([]);
    expect(organizationJsonLd(site)).not.toHaveProperty('sameAs');
  });

  it('lists exactly the social profiles that are configured', () => {
    const facebook = 'https://www.facebook.com/cincinnati-fiduciary-guide';
    const linkedin = 'https://www.linkedin.com/company/cincinnati-fiduciary-guide';
    const organization = asJson(organizationJsonLd({ ...site, social: { facebook, linkedin } }));
    expect(organization.sameAs).toEqual([facebook, linkedin]);
  });
});

describe('breadcrumbJsonLd', () => {
  it('starts at Home and numbers each step from 1 with its absolute URL', () => {
    const post = posts[0];
    if (!post) throw new Error('no blog posts');
    const breadcrumb = asJson(
      breadcrumbJsonLd([
        { name: 'Blog', path: '/blog/' },
        { name: post.title, path: `/blog/${post.slug}/` },
      ]),
    );
    expect(breadcrumb['@type']).toBe('BreadcrumbList');
    expect(breadcrumb.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${SITE}/blog/` },
      { '@type': 'ListItem', position: 3, name: post.title, item: `${SITE}/blog/${post.slug}/` },
    ]);
  });
});

describe('firmJsonLd', () => {
  /** "7755 Montgomery Road, Suite 100, Cincinnati, OH 45236" split the way a reader would. */
  function addressParts(address: string) {
    const parts = address.split(',').map((part) => part.trim());
    const [region, postalCode] = (parts.pop() ?? '').split(/\s+/);
    const locality = parts.pop();
    return { streetAddress: parts.join(', '), addressLocality: locality, addressRegion: region, postalCode };
  }

  it.each(firms.map((firm) => [firm.name, firm] as const))(
    'describes %s with its own address, location and profile URL',
    (_name, firm) => {
      const data = asJson(firmJsonLd(firm));
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'FinancialService',
        name: firm.name,
        url: `${SITE}/firm/${firm.slug}/`,
        geo: { '@type': 'GeoCoordinates', latitude: firm.location.lat, longitude: firm.location.lng },
      });
      // The legal name is the recorded registration's, and absent while none is recorded.
      expect(data.legalName).toBe(recordedValue(firm.registration)?.legalName);
      expect(data.address).toEqual({ '@type': 'PostalAddress', ...addressParts(firm.address), addressCountry: 'US' });
      expect(record(data.address).postalCode).toMatch(/^\d{5}$/);
      expect(list(data.areaServed).map((place) => record(place).name)).toEqual(firm.offices);
    },
  );

  it('never carries the directory’s phone number, and carries the CRD identity only when it is recorded', () => {
    for (const firm of firms) {
      const data = asJson(firmJsonLd(firm));
      expect(data.telephone).toBeUndefined();
      expect(JSON.stringify(data)).not.toContain(site.phone.replace(/\D/g, '').slice(3));
      const crd = recordedValue(firm.registration)?.crd ?? null;
      if (crd === null) {
        expect(data.identifier).toBeUndefined();
        expect(data.sameAs).toBeUndefined();
      } else {
        expect(data.identifier).toEqual({ '@type': 'PropertyValue', propertyID: 'CRD', value: crd });
        expect(list(data.sameAs)).toContain(`https://adviserinfo.sec.gov/firm/summary/${crd}`);
      }
    }
  });

  it('never marks up third-party ratings as the firm’s own reviews', () => {
    for (const firm of firms) {
      const text = JSON.stringify(firmJsonLd(firm));
      expect(text).not.toMatch(/aggregateRating|reviewCount|ratingValue|"review"/);
    }
  });
});

describe('blogPostingJsonLd', () => {
  it.each(posts.map((post) => [post.slug, post] as const))('describes the article %s', (_slug, post) => {
    const data = asJson(blogPostingJsonLd(post, site, authors));
    const articleUrl = `${SITE}/blog/${post.slug}/`;
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      datePublished: post.date,
      dateModified: post.updated ?? post.date,
      mainEntityOfPage: { '@type': 'WebPage', '@id': articleUrl },
    });
    const author = authors.find((candidate) => candidate.slug === post.author);
    const reviewer = authors.find((candidate) => candidate.slug === post.reviewer);
    // A named author is a Person with the page about them; a role not yet named ("Lead Editor") is the
    // directory's editorial team, an Organization. The page names its reviewer and review date.
    expect(record(data.author)).toMatchObject({
      '@type': author?.placeholder ? 'Organization' : 'Person',
      name: author?.placeholder ? `Editorial team (${author.name})` : author?.name,
      url: `${SITE}/authors/${post.author}/`,
    });
    // A review appears only when one was recorded: then its reviewer and day, otherwise neither.
    const page = record(data.mainEntityOfPage);
    if (post.reviewer && post.reviewed) {
      expect(page).toMatchObject({
        lastReviewed: post.reviewed,
        reviewedBy: {
          '@type': reviewer?.placeholder ? 'Organization' : 'Person',
          url: `${SITE}/authors/${post.reviewer}/`,
        },
      });
    } else {
      expect(page).not.toHaveProperty('lastReviewed');
      expect(page).not.toHaveProperty('reviewedBy');
    }
    expect(data.image).toMatch(new RegExp(`^${SITE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/og/[a-z0-9-]+\\.png$`));
  });
});

describe('faqJsonLd', () => {
  const items = faqItemsOf(landingPage('strs-ohio'));
  const data = asJson(faqJsonLd(items));
  const questions = list(data.mainEntity).map(record);

  it('turns the STRS Ohio page’s four questions into FAQPage questions, in order', () => {
    expect(data['@type']).toBe('FAQPage');
    expect(questions).toHaveLength(4);
    expect(questions.map((question) => question.name)).toEqual(items.map((item) => item.question));
    for (const question of questions) {
      expect(question['@type']).toBe('Question');
      expect(record(question.acceptedAnswer)['@type']).toBe('Answer');
      expect(String(record(question.acceptedAnswer).text).length).toBeGreaterThan(100);
    }
  });

  it('keeps the links inside the answers', () => {
    const linksOf = (index: number) => {
      const html = String(record(questions[index]?.acceptedAnswer).text);
      const doc = new DOMParser().parseFromString(html, 'text/html');
      return [...doc.querySelectorAll('a')].map((link) => ({
        text: link.textContent,
        path: new URL(link.getAttribute('href') ?? '', `${SITE}/`).pathname,
      }));
    };
    expect(linksOf(2)).toEqual([
      { text: 'fiduciary financial advisor', path: '/fiduciary-financial-advisor-cincinnati/' },
    ]);
    expect(linksOf(3)).toEqual([{ text: 'tax planning guide', path: '/tax-planning/' }]);
  });
});

describe('rankedFirmsJsonLd', () => {
  const page = landingPage('top-fiduciary-advisors-cincinnati');

  it('lists the listed firms A–Z as an unordered list without positions while no criterion is in use', () => {
    expect(isRanked(firms)).toBe(false);
    const data = asJson(rankedFirmsJsonLd(firms, rankedFirmsTitleOf(page)));
    const items = list(data.itemListElement).map(record);
    expect(data).toMatchObject({
      '@type': 'ItemList',
      name: rankedFirmsTitleOf(page),
      numberOfItems: 9,
      itemListOrder: 'https://schema.org/ItemListUnordered',
    });
    expect(items).toHaveLength(9);
    // No position anywhere: nothing in the markup reads as a rank.
    for (const item of items) expect(item).not.toHaveProperty('position');
    expect(JSON.stringify(data)).not.toContain('"position"');
    expect(items.map((item) => item.url)).not.toContain(`${SITE}/firm/hcm-wealth-advisors/`);
    expect(items.map((item) => item.name)).toEqual(
      [...firms].map((firm) => firm.name).sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(items.map((item) => item.url)).toEqual(firms.map((firm) => `${SITE}/firm/${firm.slug}/`));
  });

  it('numbers a ranked list from 1 in rank order, each item pointing to its profile', () => {
    const ranked = firms.map((firm, index) => ({ ...firm, rank: index + 1, score: 9 - index / 10 }));
    const data = asJson(rankedFirmsJsonLd(ranked, rankedFirmsTitleOf(page)));
    const items = list(data.itemListElement).map(record);
    expect(data.itemListOrder).toBe('https://schema.org/ItemListOrderAscending');
    expect(items.map((item) => item.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(items.map((item) => item.name)).toEqual(ranked.map((firm) => firm.name));
  });
});

describe('serviceAreaJsonLd', () => {
  const page = landingPage('fiduciary-near-me');
  const data = asJson(serviceAreaJsonLd(page, site));

  it('presents the directory as an organization, not as an advisory firm: no FinancialService, no price range', () => {
    expect(data).toMatchObject({
      '@type': 'Organization',
      '@id': `${SITE}/#organization`,
      name: site.brandName,
      telephone: internationalPhone(site.phone),
    });
    expect(data).not.toHaveProperty('priceRange');
    expect(JSON.stringify(data)).not.toContain('FinancialService');
  });

  it('serves one list of regions, not a City per neighbourhood (a doorway pattern)', () => {
    const served = list(data.areaServed).map((place) => record(place));
    const groups = page.sections.flatMap((section) => (section.type === 'areaList' ? section.groups : []));
    expect(served.map((place) => place.name)).toEqual(groups.map((group) => group.title));
    expect(served.map((place) => place.name)).toEqual(['Cincinnati and Its Ohio Suburbs', 'Northern Kentucky']);
    for (const place of served) expect(place['@type']).toBe('Place');
    expect(JSON.stringify(data)).not.toContain('"City"');
    expect(JSON.stringify(data)).not.toContain('Hyde Park');
  });

  it('keeps the spec’s reservation action: the visitor books a call with the directory on /schedule-online/', () => {
    expect(record(data.potentialAction)).toMatchObject({
      '@type': 'ReserveAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${SITE}/schedule-online/` },
    });
  });
});

describe('landingJsonLd', () => {
  const typesOf = (page: LandingPage) => landingJsonLd(page, firms, site, authors).map((data) => asJson(data)['@type']);

  it.each(landingPages.map((page) => [page.slug, page] as const))(
    'describes /%s/ by what the page actually shows',
    (_slug, page) => {
      const types = typesOf(page);
      const has = (type: string) => page.sections.some((section) => section.type === type);
      expect(types.slice(0, 2)).toEqual(['BreadcrumbList', 'WebPage']);
      expect(types.includes('FAQPage')).toBe(has('faq'));
      expect(types.includes('ItemList')).toBe(has('rankedFirms'));
      expect(types.includes('FinancialService')).toBe(false);
      expect(types.includes('Organization')).toBe(has('areaList'));
      expect(new Set(types).size).toBe(types.length);
    },
  );

  it('describes the service area once, however many area lists a page has', () => {
    const page = landingPage('fiduciary-near-me');
    const areaLists = page.sections.filter((section) => section.type === 'areaList');
    const twoLists = { ...page, sections: [...page.sections, ...areaLists] };
    expect(typesOf(twoLists).filter((type) => type === 'Organization')).toHaveLength(1);
  });

  it('ends the breadcrumb at the page itself', () => {
    const page = landingPage('strs-ohio');
    const breadcrumb = asJson(landingJsonLd(page, firms, site, authors)[0]);
    expect(list(breadcrumb.itemListElement).map(record).at(-1)).toMatchObject({
      position: 2,
      name: page.navLabel,
      item: `${SITE}/strs-ohio/`,
    });
  });

  it('gives the ranked list, the FAQ and the near-me service to the pages that show them', () => {
    expect(typesOf(landingPage('top-fiduciary-advisors-cincinnati'))).toEqual([
      'BreadcrumbList',
      'WebPage',
      'ItemList',
    ]);
    expect(typesOf(landingPage('strs-ohio'))).toEqual(['BreadcrumbList', 'WebPage', 'FAQPage']);
    expect(typesOf(landingPage('fiduciary-near-me'))).toEqual(['BreadcrumbList', 'WebPage', 'Organization']);
    expect(typesOf(landingPage('tax-planning'))).toEqual(['BreadcrumbList', 'WebPage']);
  });

  it('names each landing page’s author (the editorial team while only a role is recorded) and claims no review or modification that was not recorded', () => {
    const page = landingPage('strs-ohio');
    const webPage = asJson(landingJsonLd(page, firms, site, authors)[1]);
    expect(webPage).toMatchObject({
      '@id': `${SITE}/strs-ohio/`,
      author: { '@type': 'Organization', url: `${SITE}/authors/${page.author}/` },
    });
    // No review and no content change are recorded for this page in content/.
    expect(page.reviewed).toBeUndefined();
    expect(webPage).not.toHaveProperty('lastReviewed');
    expect(webPage).not.toHaveProperty('reviewedBy');
    expect(webPage).not.toHaveProperty('dateModified');
  });

  it('states a recorded review and a recorded change: reviewer, review day and dateModified from `updated`', () => {
    const page = {
      ...landingPage('strs-ohio'),
      reviewer: 'lead-editor',
      reviewed: '2026-10-01',
      updated: '2026-09-15',
    };
    const webPage = asJson(landingJsonLd(page, firms, site, authors)[1]);
    expect(webPage).toMatchObject({
      lastReviewed: '2026-10-01',
      dateModified: '2026-09-15',
      reviewedBy: { '@type': 'Organization', url: `${SITE}/authors/lead-editor/` },
    });
  });
});

describe('every builder', () => {
  it('finds URLs in strings and in links inside text (the check below can fail)', () => {
    expect(
      urlsIn({
        url: '/a/',
        text: '<a href="/b/">b</a>',
        '@context': 'https://schema.org',
        order: 'https://schema.org/X',
      }),
    ).toEqual([
      { where: '$.url', url: '/a/' },
      { where: '$.text (link in text)', url: '/b/' },
    ]);
  });

  it('uses only absolute URLs on the configured site', () => {
    const outputs = everyBuilderOutput();
    const urls = outputs.flatMap(({ name, data }) => urlsIn(data).map((entry) => ({ ...entry, name })));
    expect(urls.length).toBeGreaterThan(100);
    // sameAs points at the firm's own public records (IAPD, BrokerCheck) by design.
    const ownSite = urls.filter((entry) => !entry.where.includes('sameAs'));
    expect(ownSite.filter((entry) => !entry.url.startsWith(`${SITE}/`))).toEqual([]);
    expect(
      urls.filter(
        (entry) =>
          entry.where.includes('sameAs') &&
          !/^https:\/\/(adviserinfo\.sec\.gov|brokercheck\.finra\.org)\//.test(entry.url),
      ),
    ).toEqual([]);
  });

  it('follows the SITE_URL the owner sets at build time', async () => {
    const previous = process.env.SITE_URL;
    process.env.SITE_URL = 'https://advisors.example.org';
    try {
      await jest.isolateModulesAsync(async () => {
        const fresh = await import('@/lib/content');
        const builders = await import('@/lib/seo/json-ld');
        const content = fresh.getContent();
        expect(content.site.siteUrl).toBe('https://advisors.example.org');
        const outputs: Json[] = [
          asJson(builders.organizationJsonLd(content.site)),
          asJson(builders.websiteJsonLd(content.site)),
          ...content.firms.map((firm) => asJson(builders.firmJsonLd(firm))),
          ...content.posts.map((post) => asJson(builders.blogPostingJsonLd(post, content.site, content.authors))),
          ...content.landingPages.map((page) =>
            asJson(builders.landingJsonLd(page, content.firms, content.site, content.authors)),
          ),
        ];
        const urls = outputs
          .flatMap((data) => urlsIn(data))
          .filter((entry) => !entry.where.endsWith('(link in text)') && !entry.where.includes('sameAs'));
        expect(urls.length).toBeGreaterThan(100);
        expect(urls.filter((entry) => !entry.url.startsWith('https://advisors.example.org/'))).toEqual([]);
      });
    } finally {
      if (previous === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = previous;
    }
  });
});

describe('serializeJsonLd and JsonLd', () => {
  const hostile: WithContext<Thing> = {
    '@context': 'https://schema.org',
    '@type': 'Thing',
    name: 'Fees </script><script>alert("x")</script> & <!-- comments -->',
    description: 'Plain text with "quotes", <b>tags</b> and a line\u2028separator',
  };

  it('escapes every "<" so no text can close the script, and still parses back to the same data', () => {
    const serialized = serializeJsonLd(hostile);
    expect(serialized).not.toContain('<');
    expect(serialized).toContain('\\u003c/script>');
    expect(JSON.parse(serialized)).toEqual(hostile);
    expect(JSON.parse(serializeJsonLd([hostile, hostile]))).toEqual([hostile, hostile]);
  });

  it('emits one data script that a browser parses back into the same data', () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: [hostile, organizationJsonLd(site)] }));
    const doc = new DOMParser().parseFromString(
      `<!doctype html><html><head>${html}</head><body></body></html>`,
      'text/html',
    );
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('type')).toBe('application/ld+json');
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual([hostile, asJson(organizationJsonLd(site))]);
    expect(doc.body.childNodes).toHaveLength(0);
  });
});

describe('authorJsonLd', () => {
  const role = {
    slug: 'lead-editor',
    name: 'Lead Editor',
    role: 'Writes the guides',
    credentials: [],
    placeholder: true,
  };

  it('shows an author recorded only as a role as the directory’s editorial team (Organization), never a Person', () => {
    const data = asJson(authorJsonLd(role as unknown as Author));
    expect(data).toMatchObject({
      '@type': 'Organization',
      '@id': `${SITE}/authors/lead-editor/#team`,
      name: 'Editorial team (Lead Editor)',
      url: `${SITE}/authors/lead-editor/`,
    });
    expect(data).not.toHaveProperty('jobTitle');
    expect(data).not.toHaveProperty('hasCredential');
  });

  it('shows a named author as a Person with role and credentials', () => {
    const named = { ...role, slug: 'jane-doe', name: 'Jane Doe', credentials: ['CFP®'], placeholder: false };
    expect(asJson(authorJsonLd(named as unknown as Author))).toMatchObject({
      '@type': 'Person',
      '@id': `${SITE}/authors/jane-doe/#person`,
      name: 'Jane Doe',
      jobTitle: 'Writes the guides',
      hasCredential: [{ '@type': 'EducationalOccupationalCredential', name: 'CFP®' }],
    });
  });

  it('the shipped Lead Editor is still a role, so every page shows the editorial team', () => {
    expect(authors.find((author) => author.slug === 'lead-editor')?.placeholder).toBe(true);
    expect(asJson(authorJsonLd(authors.find((author) => author.slug === 'lead-editor')!))['@type']).toBe(
      'Organization',
    );
  });
});
