/** The width from which the header's navigation is a row, not a popover panel (globals.css, .site-nav). */
const NAV_ROW_QUERY = '(width >= 80rem)';

/**
 * The header's navigation is a popover panel only below xl. Left open while the window widens
 * past xl (a tablet turned to landscape), it would stay in the top layer with the row's styles:
 * close it as the row takes over.
 */
export function closeMenuPanelAtRowWidth(doc: Document): void {
  const query = doc.defaultView?.matchMedia?.(NAV_ROW_QUERY);
  query?.addEventListener('change', (event) => {
    if (!event.matches) return;
    for (const nav of doc.querySelectorAll<HTMLElement>('[data-site-nav][popover]'))
      if (nav.matches(':popover-open')) nav.hidePopover();
  });
}
