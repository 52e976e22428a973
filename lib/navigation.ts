import { getLandingPages } from '@/lib/content';
import { TOOLS } from '@/lib/tools';

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

/** Header navigation, read from the landing-page index so a new page is one content file. */
export function getHeaderNavigation(): { mainLinks: NavLink[]; menus: NavMenu[] } {
  const pages = getLandingPages();
  const inMenu = (menu: 'main' | 'guides' | 'radio') =>
    pages.filter((page) => page.menu === menu).map((page) => ({ href: page.path, label: page.navLabel }));
  return {
    mainLinks: [
      { href: '/', label: 'Home' },
      ...inMenu('main'),
      { href: '/about/', label: 'About' },
      { href: '/services/', label: 'Services' },
      { href: '/blog/', label: 'Blog' },
      { href: '/contact/', label: 'Contact' },
    ],
    menus: [
      // The decision tools close the Guides menu, after the guides: read about choosing, then choose.
      {
        id: 'guides',
        label: 'Guides',
        links: [...inMenu('guides'), ...TOOLS.map((tool) => ({ href: tool.href, label: tool.label }))],
      },
      { id: 'radio', label: 'Radio Shows', links: inMenu('radio') },
    ],
  };
}

export const FOOTER_LINKS: NavLink[] = [
  { href: '/cincinnati-financial-advisor/', label: 'Financial Advisors' },
  { href: '/about/', label: 'About' },
  { href: '/services/', label: 'Services' },
  { href: '/blog/', label: 'Blog' },
  { href: '/contact/', label: 'Contact' },
  { href: '/branding/', label: 'Branding' },
  { href: '/sitemap/', label: 'Sitemap' },
];
