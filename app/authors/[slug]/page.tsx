import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PageHero } from '@/components/sections/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { Container } from '@/components/ui/container';
import { getAuthor, getAuthors, getLandingPages, getPosts } from '@/lib/content';
import { authorJsonLd, breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { authorPath, postPath } from '@/lib/paths';

export const dynamicParams = false;

export function generateStaticParams() {
  return getAuthors().map((author) => ({ slug: author.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const author = getAuthor((await params).slug);
  if (!author) return {};
  return pageMetadata({
    title: `${author.name}: Author Profile`,
    description: `About ${author.name} of our editorial team: their role, their credentials and every article and guide they wrote or reviewed.`,
    path: authorPath(author.slug),
  });
}

export default async function AuthorPage({ params }: Props) {
  const author = getAuthor((await params).slug);
  if (!author) notFound();
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
  const written = pages.filter((page) => page.author === author.slug);
  const reviewed = pages.filter((page) => page.reviewer === author.slug);
  return (
    <>
      <JsonLd
        data={[
          authorJsonLd(author),
          breadcrumbJsonLd([
            { name: 'Authors', path: '/authors/' },
            { name: author.name, path: authorPath(author.slug) },
          ]),
        ]}
      />
      <PageHero eyebrow="Author" title={author.name} intro={<p>{author.role}</p>} />
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
    </>
  );
}
