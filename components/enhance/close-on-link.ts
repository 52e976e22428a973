import { openPopoverAround } from './popover';

/**
 * Choosing a link inside an open menu closes the menu. A link to another page replaces the page
 * anyway; this matters for links within the page and for a page restored from the back/forward
 * cache, which would otherwise come back with the menu still open.
 */
export function closeOnLinkChoice(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link) return;
    openPopoverAround(link)?.hidePopover();
  });
}
