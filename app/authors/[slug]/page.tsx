import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AuthorProfile, pagesByAuthor } from '@/components/sections/author-profile';
import { PageHero } from '@/components/sections/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { getAuthor, getAuthors } from '@/lib/content';
import { authorJsonLd, breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { authorPath } from '@/lib/site/paths';

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
  const { written, reviewed } = pagesByAuthor(author.slug);
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
      <AuthorProfile author={author} written={written} reviewed={reviewed} />
    </>
  );
}
