import Link from 'next/link';
import { PageHero } from '@/components/sections/page-hero';
import { Container } from '@/components/ui/container';
import { getAuthors, getFirms, getLandingPages, getPosts } from '@/lib/content';
import { STATIC_PAGES } from '@/lib/content/static-pages';
import { JsonLd } from '@/components/seo/json-ld';
import { staticPageJsonLd } from '@/lib/seo/json-ld';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const metadata = staticPageMetadata('/sitemap/');

interface Group {
  /** Anchor of the group (the header menus link here before JavaScript runs). */
  id: string;
  title: string;
  links: { href: string; label: string }[];
}

export default function SitemapPage() {
  const landing = getLandingPages();
  const byMenu = (menu: 'main' | 'guides' | 'radio') =>
    landing.filter((page) => page.menu === menu).map((page) => ({ href: page.path, label: page.navLabel }));
  const groups: Group[] = [
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
  return (
    <>
      <JsonLd data={staticPageJsonLd('/sitemap/')} />
      <PageHero
        eyebrow="Sitemap"
        title="Every page on the site"
        intro="Find any guide, firm profile or article in one place."
      />
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
    </>
  );
}
