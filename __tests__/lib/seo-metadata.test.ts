import { getSite } from '@/lib/content';
import { STATIC_PAGES, staticPage } from '@/lib/content/static-pages';
import { absoluteUrl, pageMetadata, staticPageMetadata } from '@/lib/seo/metadata';

describe('pageMetadata', () => {
  const site = getSite();

  it('makes the canonical URL absolute from the configured site URL', () => {
    const meta = pageMetadata({
      title: 'Tax Planning in Cincinnati',
      description: 'How a fiduciary plans taxes.',
      path: '/tax-planning/',
    });
    expect(meta.alternates?.canonical).toBe(`${site.siteUrl}/tax-planning/`);
    expect(meta.alternates?.canonical).toBe('https://www.example.com/tax-planning/');
    expect(pageMetadata({ title: 'Home page', description: 'Home.', path: '/' }).alternates?.canonical).toBe(
      'https://www.example.com/',
    );
  });

  it('sets title, description, keywords and sharing data for a page', () => {
    const meta = pageMetadata({
      title: 'Fee-Only Fiduciary Advisors',
      description: 'Fee-only firms in Cincinnati.',
      path: '/fee-only-fiduciary-advisor-cincinnati/',
      keywords: ['fee-only advisor', 'Cincinnati'],
      openGraph: { title: 'Fee-Only Advisors Near You', description: 'Compare fee-only firms.' },
    });
    expect(meta.title).toBe('Fee-Only Fiduciary Advisors');
    expect(meta.description).toBe('Fee-only firms in Cincinnati.');
    expect(meta.keywords).toEqual(['fee-only advisor', 'Cincinnati']);
    expect(meta.openGraph).toMatchObject({
      type: 'website',
      title: 'Fee-Only Advisors Near You',
      description: 'Compare fee-only firms.',
      url: 'https://www.example.com/fee-only-fiduciary-advisor-cincinnati/',
      siteName: site.brandName,
      locale: 'en_US',
    });
    expect(meta.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Fee-Only Advisors Near You',
      description: 'Compare fee-only firms.',
    });
  });

  it('falls back to the page title and description for sharing', () => {
    const meta = pageMetadata({ title: 'About Us', description: 'Who we are.', path: '/about/' });
    expect(meta.openGraph).toMatchObject({ title: 'About Us', description: 'Who we are.' });
    expect(meta.twitter).toMatchObject({ title: 'About Us', description: 'Who we are.' });
    expect(meta).not.toHaveProperty('keywords');
  });

  it('marks articles as Open Graph articles with dates and authors', () => {
    const meta = pageMetadata({
      title: 'Estate Planning Basics',
      description: 'The core documents.',
      path: '/blog/estate-planning-basics/',
      openGraph: {
        type: 'article',
        publishedTime: '2026-07-28',
        modifiedTime: '2026-08-01',
        authors: ['Editorial Team'],
      },
    });
    expect(meta.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2026-07-28',
      modifiedTime: '2026-08-01',
      authors: ['Editorial Team'],
      url: 'https://www.example.com/blog/estate-planning-basics/',
    });
  });

  it('builds absolute URLs for any site path', () => {
    expect(absoluteUrl('/firm/foster-motley/')).toBe('https://www.example.com/firm/foster-motley/');
  });
});

describe('canonical URLs follow SITE_URL', () => {
  it('uses the SITE_URL override for canonical and Open Graph URLs', () => {
    const original = process.env.SITE_URL;
    process.env.SITE_URL = 'https://advisors.example.org';
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- fresh content cache that reads the override
        const metadata = require('@/lib/seo/metadata') as typeof import('@/lib/seo/metadata');
        const meta = metadata.pageMetadata({ title: 'Contact', description: 'Reach us.', path: '/contact/' });
        expect(meta.alternates?.canonical).toBe('https://advisors.example.org/contact/');
        expect(meta.openGraph).toMatchObject({ url: 'https://advisors.example.org/contact/' });
      });
    } finally {
      if (original === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = original;
    }
  });
});

describe('staticPageMetadata', () => {
  it.each(STATIC_PAGES.map((page) => page.path))(
    '%s gets its title, description and canonical from the page index',
    (path) => {
      const page = staticPage(path, 'Cincinnati Fiduciary Guide');
      const meta = staticPageMetadata(path);
      // The home page sits beside the root layout, outside its title template, so it names the brand itself.
      expect(meta.title).toEqual(
        path === '/' ? { absolute: `${page.title} | Cincinnati Fiduciary Guide` } : page.title,
      );
      expect(meta.description).toBe(page.description);
      expect(meta.alternates?.canonical).toBe(`https://www.example.com${path}`);
    },
  );
});
