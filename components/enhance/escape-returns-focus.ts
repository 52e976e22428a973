import { invokersOf, openPopoverAround } from './popover';

/**
 * Escape inside an open menu closes it and puts focus back on the button that opened it. The
 * browser closes popovers on Escape by itself; doing it here first makes the focus return
 * explicit rather than dependent on where focus was when the menu opened (Safari does not focus
 * a clicked button).
 */
export function escapeReturnsFocus(doc: Document): void {
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const popover = openPopoverAround(doc.activeElement);
    if (!popover) return;
    popover.hidePopover();
    invokersOf(popover)[0]?.focus();
    event.preventDefault();
  });
}
