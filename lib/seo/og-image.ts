import type { IndexedPage } from '@/lib/content/page-index';
import type { SiteConfig } from '@/lib/content/site-schema';
import { ogImageKey } from './metadata';

/**
 * Which pages have an Open Graph image (app/og writes one PNG each). The roster's pages share
 * /advisers/'s image: hundreds of firm names need no picture each.
 */
export function ogImagePages(index: readonly IndexedPage[]): { page: IndexedPage; file: string }[] {
  return index
    .filter((page) => page.type !== 'adviser')
    .map((page) => ({ page, file: `${ogImageKey(page.path)}.png` }));
}

/**
 * Every word a page's Open Graph image shows, from the settings and the page index only. The PNG
 * cannot be searched for text, so the brand check (scripts/checks/brand.ts) reads these instead.
 */
export function ogImageText(
  site: Pick<SiteConfig, 'brandName' | 'tagline' | 'phone'>,
  page: Pick<IndexedPage, 'kind' | 'title'>,
) {
  return {
    brand: site.brandName,
    tagline: site.tagline,
    kind: page.kind,
    title: page.title,
    region: 'Greater Cincinnati & Northern Kentucky',
    phone: site.phone,
  };
}
