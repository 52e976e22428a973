import { STATIC_PAGES } from '@/lib/content/static-pages';
import { pageMetadata, staticPageMetadata } from '@/lib/seo/metadata';

// The real content with the build mode switched: jest's own build is a preview (no SITE_ENV), and
// the production gate would refuse the real content, so "production" here is isPreview() false.
let mockPreview = false;
jest.mock('@/lib/content', () => ({ ...jest.requireActual<object>('@/lib/content'), isPreview: () => mockPreview }));

const NOINDEX = { index: false, follow: true };

describe('robots metadata by build mode', () => {
  it('keeps a page of a production build out of search results only when asked', () => {
    mockPreview = false;
    expect(
      pageMetadata({ title: 'Page Not Found', description: 'Missing.', path: '/404/', noindex: true }).robots,
    ).toEqual(NOINDEX);
    expect(pageMetadata({ title: 'About Us', description: 'Who we are.', path: '/about/' }).robots).toBeUndefined();
    for (const page of STATIC_PAGES) expect(staticPageMetadata(page.path).robots).toBeUndefined();
  });

  it('keeps every page of a preview build out of search results', () => {
    mockPreview = true;
    expect(pageMetadata({ title: 'About Us', description: 'Who we are.', path: '/about/' }).robots).toEqual(NOINDEX);
    for (const page of STATIC_PAGES) expect(staticPageMetadata(page.path).robots).toEqual(NOINDEX);
  });
});
