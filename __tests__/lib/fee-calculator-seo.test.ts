import { getAllPagePaths, getPageIndex, getSite } from '@/lib/content';
import { STATIC_PAGES } from '@/lib/content/static-pages';
import { feeCalculatorJsonLd } from '@/lib/seo/json-ld';
import { TOOLS } from '@/lib/site/tools';

describe('the fee calculator page in the site index', () => {
  it('is a page with its own title, description, Open Graph image and sitemap entry', () => {
    const page = STATIC_PAGES.find((candidate) => candidate.path === '/fee-calculator/');
    expect(page?.title).toBe('Fee Calculator: What Advisor Fees Cost in Dollars');
    expect(page?.inSitemapPage).toBe(true);
    expect(getAllPagePaths()).toContain('/fee-calculator/');
    expect(getPageIndex().find((summary) => summary.path === '/fee-calculator/')?.kind).toBe('Fee Calculator');
    expect(TOOLS.map((tool) => tool.href)).toContain('/fee-calculator/');
  });

  it('describes itself as a free finance web application', () => {
    const site = getSite();
    const data = feeCalculatorJsonLd(site, '/fee-calculator/', 'Compare fees.');
    expect(data).toMatchObject({
      '@type': 'WebApplication',
      applicationCategory: 'FinanceApplication',
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
      url: `${site.siteUrl}/fee-calculator/`,
      image: `${site.siteUrl}/og/fee-calculator.png`,
    });
  });
});
