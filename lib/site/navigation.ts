import { getPageIndex } from '@/lib/content';
import { staticEntry } from '@/lib/content/page-index';
import type { StaticPath } from '@/lib/content/static-pages';
import { TOOLS } from '@/lib/site/tools';

/** One link of the header or footer navigation. */
export interface NavLink {
  href: string;
  label: string;
}

/** A header dropdown ("Guides", "Radio Shows"): its id names the popover that holds the links. */
export interface NavMenu {
  id: string;
  label: string;
  links: NavLink[];
}

/**
 * The menus choose pages and their order; paths and labels come from the page index
 * (lib/content/page-index.ts), so a menu cannot link a page that does not exist or name it
 * differently from the /sitemap page.
 */
function fixed(...paths: StaticPath[]): NavLink[] {
  const index = getPageIndex();
  return paths.map((path) => {
    const page = staticEntry(index, path);
    return { href: page.path, label: page.label };
  });
}

/** The region's roster, once an import has filled it (until then its page is a placeholder, noindexed). */
function roster(): NavLink[] {
  const page = staticEntry(getPageIndex(), '/advisers/');
  return page.noindex ? [] : [{ href: page.path, label: page.label }];
}

/** The landing pages of one menu (a landing page's `menu` field), in their `order`. */
function landingMenu(menu: 'main' | 'guides' | 'radio'): NavLink[] {
  return getPageIndex()
    .filter((page) => page.type === 'landing' && page.group === menu)
    .map((page) => ({ href: page.path, label: page.label }));
}

/** Header navigation; a new landing page is one content file (its `menu` and `order`). */
export function getHeaderNavigation(): { mainLinks: NavLink[]; menus: NavMenu[] } {
  return {
    mainLinks: [...fixed('/'), ...landingMenu('main'), ...fixed('/about/', '/services/', '/blog/', '/contact/')],
    menus: [
      // The Guides menu: the guides, the region's roster, then the decision tools (read about choosing, then choose).
      {
        id: 'guides',
        label: 'Guides',
        links: [
          ...landingMenu('guides'),
          ...roster(),
          ...TOOLS.map((tool) => ({ href: tool.href, label: tool.label })),
        ],
      },
      { id: 'radio', label: 'Radio Shows', links: landingMenu('radio') },
    ],
  };
}

/** Footer navigation: the "Explore" column and the legal links under the disclaimer. */
export function getFooterNavigation(): { explore: NavLink[]; legal: NavLink[] } {
  return {
    explore: [
      ...landingMenu('main'),
      ...roster(),
      ...fixed('/about/', '/services/', '/blog/', '/contact/', '/branding/', '/sitemap/'),
    ],
    legal: fixed('/privacy-policy/', '/terms/', '/how-we-make-money/', '/editorial-policy/'),
  };
}
