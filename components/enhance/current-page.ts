import { isCurrentPath } from '@/lib/site/current-path';

/**
 * Marks the navigation links to the page being shown with aria-current="page". The exported HTML
 * has it already (components/layout/nav-link.tsx); this keeps it true when the header is reused
 * on a page the export did not render with the right path (a 404 page served for any URL).
 */
export function markCurrentPage(doc: Document): void {
  const pathname = doc.location?.pathname ?? '';
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('[data-site-nav] a[href]')) {
    if (isCurrentPath(link.getAttribute('href') ?? '', pathname)) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
}
