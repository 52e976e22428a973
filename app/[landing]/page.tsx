import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LandingPageView } from '@/components/sections/landing/landing-page-view';
import { JsonLd } from '@/components/seo/json-ld';
import { getAuthors, getFirms, getLandingPage, getLandingPages, getSite } from '@/lib/content';
import { landingJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return getLandingPages().map((page) => ({ landing: page.slug }));
}

type Props = { params: Promise<{ landing: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = getLandingPage((await params).landing);
  if (!page) return {};
  return pageMetadata({
    title: page.seo.title,
    description: page.seo.description,
    path: page.path,
    keywords: page.seo.keywords,
    openGraph: { title: page.seo.ogTitle, description: page.seo.ogDescription },
  });
}

export default async function LandingRoute({ params }: Props) {
  const page = getLandingPage((await params).landing);
  if (!page) notFound();
  const firms = getFirms();
  const site = getSite();
  return (
    <>
      <JsonLd data={landingJsonLd(page, firms, site, getAuthors())} />
      <LandingPageView page={page} firms={firms} site={site} />
    </>
  );
}
