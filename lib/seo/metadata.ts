import type { Metadata } from 'next';
import { getSite, isPreview } from '@/lib/content';
import { staticPage, type StaticPath } from '@/lib/content/static-pages';

export interface PageMetaInput {
  /** Title without the brand: the root layout's template appends " | {brand}". */
  title: string;
  description: string;
  /** Site path with trailing slash, e.g. "/about/". */
  path: string;
  keywords?: readonly string[];
  openGraph?: {
    title?: string;
    description?: string;
    type?: 'website' | 'article';
    publishedTime?: string;
    modifiedTime?: string;
    authors?: string[];
  };
  /** Keep this page out of search results. A preview build sets it on every page regardless. */
  noindex?: boolean;
  /** Share the Open Graph image of this page (e.g. every roster page uses /advisers/'s). */
  imageOf?: string;
}

/** The robots directive of a page kept out of search results (and of every page of a preview). */
const NOINDEX = { index: false, follow: true } as const;

export function absoluteUrl(pathname: string): string {
  return new URL(pathname, `${getSite().siteUrl}/`).toString();
}

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** File key of a page's Open Graph image: "/" → "home", "/firm/x/" → "firm-x". */
export function ogImageKey(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'home' : trimmed.replace(/\//g, '-');
}

/** Site path of a page's 1200×630 Open Graph image, generated at build time (app/og). */
export function ogImagePath(pagePath: string): string {
  return `/og/${ogImageKey(pagePath)}.png`;
}

/** The one place a page's title, description, canonical URL and sharing data are made. */
export function pageMetadata(input: PageMetaInput): Metadata {
  const site = getSite();
  const url = absoluteUrl(input.path);
  const ogTitle = input.openGraph?.title ?? input.title;
  const ogDescription = input.openGraph?.description ?? input.description;
  const image = {
    url: absoluteUrl(ogImagePath(input.imageOf ?? input.path)),
    width: OG_IMAGE_SIZE.width,
    height: OG_IMAGE_SIZE.height,
    alt: `${ogTitle} — ${site.brandName}`,
    type: 'image/png',
  };
  const base = {
    title: ogTitle,
    description: ogDescription,
    url,
    siteName: site.brandName,
    locale: 'en_US',
    images: [image],
  };
  return {
    // The root page sits beside the layout that defines the title template, so it spells the brand out.
    title: input.path === '/' ? { absolute: `${input.title} | ${site.brandName}` } : input.title,
    description: input.description,
    ...(input.keywords ? { keywords: [...input.keywords] } : {}),
    alternates: { canonical: url },
    openGraph:
      input.openGraph?.type === 'article'
        ? {
            ...base,
            type: 'article',
            publishedTime: input.openGraph.publishedTime,
            modifiedTime: input.openGraph.modifiedTime,
            authors: input.openGraph.authors,
          }
        : { ...base, type: 'website' },
    twitter: {
      card: 'summary_large_image',
      title: ogTitle,
      description: ogDescription,
      images: [{ url: image.url, alt: image.alt }],
    },
    // A preview is sample data: no page of it may be indexed (issue 17 §6).
    ...(input.noindex || isPreview() ? { robots: NOINDEX } : {}),
  };
}

/** Metadata of a fixed page, from the static page index. */
export function staticPageMetadata(pagePath: StaticPath, options: { noindex?: boolean } = {}): Metadata {
  const page = staticPage(pagePath, getSite().brandName);
  return pageMetadata({ title: page.title, description: page.description, path: page.path, ...options });
}
