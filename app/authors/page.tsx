import Link from 'next/link';
import { PageHero } from '@/components/sections/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { Container } from '@/components/ui/container';
import { getAuthors } from '@/lib/content';
import { staticPageJsonLd } from '@/lib/seo/json-ld';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { authorPath } from '@/lib/site/paths';

export const metadata = staticPageMetadata('/authors/');

export default function AuthorsPage() {
  return (
    <>
      <JsonLd data={staticPageJsonLd('/authors/')} />
      <PageHero
        eyebrow="Editorial team"
        title="Who writes and reviews our guides"
        intro={
          <p>
            Every article and guide names its author, and the second editor who reviewed it once a review is recorded;
            until then it says it has not been reviewed yet. Read how we work in our{' '}
            <Link href="/editorial-policy/" className="font-semibold text-white underline underline-offset-2">
              editorial policy
            </Link>
            .
          </p>
        }
      />
      <Container className="py-14">
        <ul className="mx-auto grid max-w-4xl gap-6 sm:grid-cols-2">
          {getAuthors().map((author) => (
            <li key={author.slug} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
              <h2 className="text-xl font-bold">
                <Link href={authorPath(author.slug)} className="text-brand hover:underline">
                  {author.name}
                </Link>
              </h2>
              <p className="mt-1 text-gray-600">{author.role}</p>
              {author.credentials.length > 0 ? (
                <p className="mt-2 text-sm text-gray-700">{author.credentials.join(', ')}</p>
              ) : null}
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
