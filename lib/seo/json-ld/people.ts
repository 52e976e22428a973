import type { Person, WithContext } from 'schema-dts';
import type { Author } from '@/lib/content';
import { absoluteUrl } from '../metadata';
import { authorPath } from '@/lib/paths';
import { CONTEXT } from './site';

/** The editors as schema.org Persons, and a page's review by one of them (reviewedBy, lastReviewed). */

function authorId(slug: string): string {
  return `${absoluteUrl(authorPath(slug))}#person`;
}

/**
 * An editor as a schema.org Person with the page about them. Entries that still describe a role
 * (placeholder) are people too: one person holds each role; only their name is not yet public.
 */
export function personRef(slug: string, authors: readonly Author[]) {
  const author = authors.find((candidate) => candidate.slug === slug);
  return {
    '@type': 'Person' as const,
    '@id': authorId(slug),
    name: author?.name ?? slug,
    url: absoluteUrl(authorPath(slug)),
    ...(author ? { jobTitle: author.role } : {}),
    ...(author && author.credentials.length > 0
      ? {
          hasCredential: author.credentials.map((name) => ({
            '@type': 'EducationalOccupationalCredential' as const,
            name,
          })),
        }
      : {}),
  };
}

/** An author page's main entity. */
export function authorJsonLd(author: Author): WithContext<Person> {
  return { '@context': CONTEXT, ...personRef(author.slug, [author]) };
}

/**
 * The page as a WebPage; `reviewedBy` and `lastReviewed` only when a named editor recorded a review
 * (schema.org puts `reviewedBy` on WebPage). No review recorded: neither property, never a guess.
 */
export function reviewedPage(
  url: string,
  entry: { reviewer?: string | undefined; reviewed?: string | undefined },
  authors: readonly Author[],
) {
  return {
    '@type': 'WebPage' as const,
    '@id': url,
    ...(entry.reviewer && entry.reviewed
      ? { reviewedBy: personRef(entry.reviewer, authors), lastReviewed: entry.reviewed }
      : {}),
  };
}
