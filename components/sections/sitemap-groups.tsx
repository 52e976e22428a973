import Link from 'next/link';
import { Container } from '@/components/ui/container';
import { getAuthors, getFirms, getLandingPages, getPosts } from '@/lib/content';
import { STATIC_PAGES } from '@/lib/content/static-pages';

interface Group {
  /** Anchor of the group (the header menus link here before JavaScript runs). */
  id: string;
  title: string;
  links: { href: string; label: string }[];
}

/** Every page of the site in groups: main pages, the two menus, firms, articles, the rest. */
export function sitemapGroups(): Group[] {
  const landing = getLandingPages();
  const byMenu = (menu: 'main' | 'guides' | 'radio') =>
    landing.filter((page) => page.menu === menu).map((page) => ({ href: page.path, label: page.navLabel }));
  return [
    {
      id: 'main-pages',
      title: 'Main pages',
      links: [
        ...STATIC_PAGES.filter((page) => page.inSitemapPage).map((page) => ({ href: page.path, label: page.navLabel })),
        ...byMenu('main'),
      ],
    },
    { id: 'guides', title: 'Guides', links: byMenu('guides') },
    { id: 'radio-shows', title: 'Radio shows', links: byMenu('radio') },
    {
      id: 'firm-profiles',
      title: 'Firm profiles',
      links: getFirms().map((firm) => ({ href: `/firm/${firm.slug}/`, label: firm.name })),
    },
    {
      id: 'articles',
      title: 'Articles',
      links: getPosts().map((post) => ({ href: `/blog/${post.slug}/`, label: post.title })),
    },
    {
      id: 'about-this-site',
      title: 'About this site',
      links: [
        ...STATIC_PAGES.filter((page) => !page.inSitemapPage).map((page) => ({
          href: page.path,
          label: page.navLabel,
        })),
        ...getAuthors().map((author) => ({ href: `/authors/${author.slug}/`, label: `Author: ${author.name}` })),
      ],
    },
  ];
}

/** The groups side by side, each a heading over its links. */
export function SitemapGroups({ groups }: { groups: readonly Group[] }) {
  return (
    <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-3">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`group-${group.id}`}>
          <h2 id={`group-${group.id}`} className="text-xl font-bold">
            {group.title}
          </h2>
          <ul className="mt-4 space-y-2">
            {group.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-brand hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Container>
  );
}
