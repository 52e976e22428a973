import { getLandingPages } from '@/lib/content';

export interface NavLink {
  href: string;
  label: string;
}

export interface NavMenu {
  id: string;
  label: string;
  links: NavLink[];
  /** Where the menu's button leads before JavaScript runs: the same links on /sitemap. */
  fallbackHref: string;
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
      { id: 'guides', label: 'Guides', links: inMenu('guides'), fallbackHref: '/sitemap/#group-guides' },
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
