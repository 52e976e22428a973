import { OTHER_BRAND } from '@/test-support/jest/other-brand';
import { renderToStaticMarkup } from 'react-dom/server';
import ContactPage from '@/app/contact/page';
import { metadata as notFoundMetadata } from '@/app/not-found';
import { getContent, getPageIndex, getSite } from '@/lib/content';
import { STATIC_PAGES } from '@/lib/content/static-pages';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { ogImagePages, ogImageText } from '@/lib/seo/og-image';
import { defaultBrandName } from '@/scripts/checks/brand';

/**
 * The brand name comes from the settings: built with another SITE_BRAND_NAME (set by ../support/other-brand),
 * the site names content/site.json's brand in no setting, legal page, fixed page's title or description,
 * page text and on no Open Graph image.
 */
const DEFAULT_BRAND = defaultBrandName();

describe('a site built with another brand name', () => {
  it('the settings and the legal pages name it, and never the default one', () => {
    const { site, legal } = getContent();
    expect(site.brandName).toBe(OTHER_BRAND);
    expect(site.office.mapLabel).toBe(`${OTHER_BRAND} — downtown Cincinnati hub`);
    expect(JSON.stringify(site)).not.toContain(DEFAULT_BRAND);
    expect(legal.terms.html).toContain(`These terms apply to your use of the ${OTHER_BRAND} website.`);
    expect(legal['privacy-policy'].html).toContain(`<p>${OTHER_BRAND} is a directory`);
    for (const page of Object.values(legal)) expect(page.html).not.toContain(DEFAULT_BRAND);
  });

  it.each(STATIC_PAGES.map((page) => page.path))('%s: its title, description and sharing data name it', (path) => {
    const metadata = JSON.stringify(staticPageMetadata(path));
    expect(metadata).toContain(OTHER_BRAND);
    expect(metadata).not.toContain(DEFAULT_BRAND);
    expect(metadata).not.toContain('{{');
  });

  it('the contact page and the 404 page name it', () => {
    const contact = renderToStaticMarkup(<ContactPage />);
    expect(contact).toContain(`Talk to the ${OTHER_BRAND} team`);
    expect(contact).not.toContain(DEFAULT_BRAND);
    expect(notFoundMetadata.description).toBe(
      `The page you asked for is not on the ${OTHER_BRAND}. Find every firm, guide and article from the home page or the sitemap.`,
    );
  });

  it('every Open Graph image shows it, and never the default one', () => {
    const images = ogImagePages(getPageIndex());
    expect(images.length).toBeGreaterThan(40);
    for (const { page } of images) {
      const text = ogImageText(getSite(), page);
      expect(text.brand).toBe(OTHER_BRAND);
      expect(Object.values(text).join(' ')).not.toContain(DEFAULT_BRAND);
    }
  });
});
