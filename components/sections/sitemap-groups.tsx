import Link from 'next/link';
import { Container } from '@/components/ui/container';
import { getPageIndex, type PageGroup } from '@/lib/content';

interface Group {
  /** Anchor of the group (the header menus link here before JavaScript runs). */
  id: string;
  title: string;
  links: { href: string; label: string }[];
}

/** The groups in page order. */
const GROUPS: { id: string; title: string; group: PageGroup }[] = [
  { id: 'main-pages', title: 'Main pages', group: 'main' },
  { id: 'guides', title: 'Guides', group: 'guides' },
  { id: 'radio-shows', title: 'Radio shows', group: 'radio' },
  { id: 'firm-profiles', title: 'Firm profiles', group: 'firms' },
  { id: 'articles', title: 'Articles', group: 'articles' },
  { id: 'about-this-site', title: 'About this site', group: 'site' },
];

/** Every page of the site in groups, read from the page index. */
export function sitemapGroups(): Group[] {
  const index = getPageIndex();
  return GROUPS.map(({ id, title, group }) => ({
    id,
    title,
    // A page asking not to be indexed (an unconfirmed firm) is not offered as part of the site.
    links: index
      .filter((page) => page.group === group && !page.noindex)
      .map((page) => ({ href: page.path, label: page.label })),
  }));
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
