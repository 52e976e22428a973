import Link from 'next/link';
import { PageHero } from '@/components/sections/page-hero';
import { Container } from '@/components/ui/container';
import { getPageIndex, type PageGroup } from '@/lib/content';
import { JsonLd } from '@/components/seo/json-ld';
import { staticPageJsonLd } from '@/lib/seo/json-ld';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const metadata = staticPageMetadata('/sitemap/');

/** The groups in page order; the ids are anchors (the header menus link here before JavaScript runs). */
const GROUPS: { id: string; title: string; group: PageGroup }[] = [
  { id: 'main-pages', title: 'Main pages', group: 'main' },
  { id: 'guides', title: 'Guides', group: 'guides' },
  { id: 'radio-shows', title: 'Radio shows', group: 'radio' },
  { id: 'firm-profiles', title: 'Firm profiles', group: 'firms' },
  { id: 'articles', title: 'Articles', group: 'articles' },
  { id: 'about-this-site', title: 'About this site', group: 'site' },
];

export default function SitemapPage() {
  const index = getPageIndex();
  const groups = GROUPS.map(({ id, title, group }) => ({
    id,
    title,
    links: index.filter((page) => page.group === group).map((page) => ({ href: page.path, label: page.label })),
  }));
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
