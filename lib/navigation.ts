import { getLandingPages } from '@/lib/content';
import type { NavLink, NavMenu } from '@/components/islands/site-nav';
import { TOOLS } from '@/lib/tools';

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
      // The decision tools close the Guides menu (issue 12), after the spec's nineteen guides.
      { id: 'guides', label: 'Guides', links: [...inMenu('guides'), ...TOOLS.map((tool) => ({ href: tool.href, label: tool.label }))], fallbackHref: '/sitemap/#group-guides' },
      { id: 'radio', label: 'Radio Shows', links: inMenu('radio'), fallbackHref: '/sitemap/#group-radio-shows' },
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
