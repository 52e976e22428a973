import type { Organization, Person, WithContext } from 'schema-dts';
import type { Author } from '@/lib/content';
import { absoluteUrl } from '../metadata';
import { authorPath } from '@/lib/site/paths';
import { CONTEXT } from './site';

/**
 * The editors as schema.org nodes, and a page's review by one of them (reviewedBy, lastReviewed). A named editor is a
 * Person; an entry that still describes a role (`placeholder`, e.g. "Lead Editor") is the directory's editorial team,
 * an Organization, until the owner names the person: a role is not a person, and no one may be invented.
 */

function authorId(slug: string, placeholder: boolean): string {
  return `${absoluteUrl(authorPath(slug))}#${placeholder ? 'team' : 'person'}`;
}

/** An editor's node: a Person with their page, or the editorial team (Organization) while only a role is recorded. */
export function personRef(slug: string, authors: readonly Author[]) {
  const author = authors.find((candidate) => candidate.slug === slug);
  if (!author || author.placeholder) {
    return {
      '@type': 'Organization' as const,
      '@id': authorId(slug, true),
      name: `Editorial team${author ? ` (${author.name})` : ''}`,
      url: absoluteUrl(authorPath(slug)),
      ...(author ? { description: author.role } : {}),
    };
  }
  return {
    '@type': 'Person' as const,
    '@id': authorId(slug, false),
    name: author.name,
    url: absoluteUrl(authorPath(slug)),
    jobTitle: author.role,
    ...(author.credentials.length > 0
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
export function authorJsonLd(author: Author): WithContext<Person | Organization> {
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
