import { getAllPagePaths } from '@/lib/content';
import { getFooterNavigation, getHeaderNavigation } from '@/lib/site/navigation';
import { SPEC_GUIDE_PATHS as SPEC_GUIDES, TOOL_MENU_PATHS } from '@/test-support/spec-header';

describe('header navigation', () => {
  it('main navigation: Home, Financial Advisors, About, Services, Blog, Contact', () => {
    expect(getHeaderNavigation().mainLinks).toEqual([
      { href: '/', label: 'Home' },
      { href: '/cincinnati-financial-advisor/', label: 'Financial Advisors' },
      { href: '/about/', label: 'About' },
      { href: '/services/', label: 'Services' },
      { href: '/blog/', label: 'Blog' },
      { href: '/contact/', label: 'Contact' },
    ]);
  });

  it('the Guides menu lists the 19 guides in the required order, then the three tools', () => {
    const guides = getHeaderNavigation().menus.find((menu) => menu.label === 'Guides');
    const hrefs = guides?.links.map((link) => link.href);
    expect(hrefs).toEqual([...SPEC_GUIDES, ...TOOL_MENU_PATHS]);
    expect(hrefs).toHaveLength(22);
    expect(hrefs?.[0]).toBe('/top-fiduciary-advisors-cincinnati/');
    expect(hrefs?.[18]).toBe('/fiduciary-near-me/');
  });

  it('the Radio Shows menu lists Simply Money and Money Matters', () => {
    const radio = getHeaderNavigation().menus.find((menu) => menu.label === 'Radio Shows');
    expect(radio?.links).toEqual([
      { href: '/simply-money/', label: 'Simply Money' },
      { href: '/money-matters/', label: 'Money Matters' },
    ]);
  });

  it('has exactly the two menus, Guides then Radio Shows, each with a distinct id', () => {
    const { menus } = getHeaderNavigation();
    expect(menus.map((menu) => menu.label)).toEqual(['Guides', 'Radio Shows']);
    expect(new Set(menus.map((menu) => menu.id)).size).toBe(2);
  });

  it('gives every menu link a readable label and a page that exists', () => {
    const paths = new Set(getAllPagePaths());
    const { mainLinks, menus } = getHeaderNavigation();
    const links = [...mainLinks, ...menus.flatMap((menu) => menu.links)];
    for (const link of links) {
      expect(link.label.trim()).not.toBe('');
      expect(paths.has(link.href)).toBe(true);
    }
    const labels = links.map((link) => link.label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('footer navigation', () => {
  it('links to pages that exist, including Branding and Sitemap', () => {
    const paths = new Set(getAllPagePaths());
    const { explore, legal } = getFooterNavigation();
    for (const link of [...explore, ...legal]) expect(paths.has(link.href)).toBe(true);
    expect(explore).toEqual([
      { href: '/cincinnati-financial-advisor/', label: 'Financial Advisors' },
      { href: '/about/', label: 'About' },
      { href: '/services/', label: 'Services' },
      { href: '/blog/', label: 'Blog' },
      { href: '/contact/', label: 'Contact' },
      { href: '/branding/', label: 'Branding' },
      { href: '/sitemap/', label: 'Sitemap' },
    ]);
    expect(legal.map((link) => link.label)).toEqual([
      'Privacy Policy',
      'Terms of Service',
      'How We Make Money',
      'Editorial Policy',
    ]);
    expect(explore.map((link) => link.href)).toEqual(
      expect.arrayContaining(['/branding/', '/sitemap/', '/cincinnati-financial-advisor/']),
    );
  });
});
