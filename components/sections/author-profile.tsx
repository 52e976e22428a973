import Link from 'next/link';
import { Container } from '@/components/ui/container';
import { getLandingPages, getPosts, type Author } from '@/lib/content';
import { postPath } from '@/lib/site/paths';

interface AuthoredPage {
  href: string;
  title: string;
}

/** The pages an editor wrote and those they reviewed: articles (newest first), then guides in menu order. */
export function pagesByAuthor(slug: string): { written: AuthoredPage[]; reviewed: AuthoredPage[] } {
  const pages = [
    ...getPosts().map((post) => ({
      href: postPath(post.slug),
      title: post.title,
      author: post.author,
      reviewer: post.reviewer,
    })),
    ...getLandingPages().map((page) => ({
      href: page.path,
      title: page.hero.headline,
      author: page.author,
      reviewer: page.reviewer,
    })),
  ];
  return {
    written: pages.filter((page) => page.author === slug),
    reviewed: pages.filter((page) => page.reviewer === slug),
  };
}

/**
 * An editor's profile: credentials, a note while the profile names a role rather than a person,
 * the bio, what they wrote and reviewed, and the way to the editorial policy.
 */
export function AuthorProfile({
  author,
  written,
  reviewed,
}: {
  author: Author;
  written: readonly AuthoredPage[];
  reviewed: readonly AuthoredPage[];
}) {
  return (
    <Container className="py-14">
      {/* Container sets its own max width; the text column is narrower for reading. */}
      <div className="mx-auto max-w-3xl">
        <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="font-semibold">Credentials</dt>
          <dd className="text-gray-700">
            {author.credentials.length > 0 ? author.credentials.join(', ') : 'No professional designations'}
          </dd>
        </dl>
        {author.placeholder ? (
          <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
            This profile describes an editorial role. The name of the person who holds it will be added here.
          </p>
        ) : null}
        <div className="prose-content mt-8" dangerouslySetInnerHTML={{ __html: author.bioHtml }} />
        {[
          { id: 'written', title: `Written by ${author.name}`, items: written },
          { id: 'reviewed', title: `Reviewed by ${author.name}`, items: reviewed },
        ].map((group) =>
          group.items.length > 0 ? (
            <section key={group.id} aria-labelledby={`${group.id}-heading`} className="mt-10">
              <h2 id={`${group.id}-heading`} className="text-xl font-bold">
                {group.title}
              </h2>
              <ul className="mt-4 space-y-2">
                {group.items.map((item) => (
                  <li key={item.href}>
                    <Link href={item.href} className="text-brand hover:underline">
                      {item.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null,
        )}
        <p className="mt-10 text-sm text-gray-600">
          How our editors work:{' '}
          <Link href="/editorial-policy/" className="font-semibold text-brand underline underline-offset-2">
            editorial policy
          </Link>{' '}
          ·{' '}
          <Link href="/authors/" className="font-semibold text-brand underline underline-offset-2">
            all authors
          </Link>
        </p>
      </div>
    </Container>
  );
}
