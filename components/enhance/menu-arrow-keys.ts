/**
 * Arrow Up/Down move between the links of an open header dropdown (and wrap round). Below xl the
 * dropdowns' lists show in place in the menu panel, not open: there the keys scroll as usual.
 */
export function menuArrowKeys(doc: Document): void {
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const menu = doc.activeElement?.closest('[data-nav-menu]');
    if (!menu?.matches(':popover-open')) return;
    const links = Array.from(menu.querySelectorAll<HTMLAnchorElement>('a[href]'));
    const index = links.findIndex((link) => link === doc.activeElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    links[(index + step + links.length) % links.length]?.focus();
    event.preventDefault();
  });
}
