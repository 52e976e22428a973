/** Small helpers around the HTML popover API, shared by the menu enhancements. */

/** Whether a popover is showing. */
export function isPopoverOpen(element: Element): boolean {
  return element.matches(':popover-open');
}

/** The buttons that toggle a popover (`popovertarget="id"`). */
export function invokersOf(popover: Element): HTMLButtonElement[] {
  const buttons = popover.ownerDocument.querySelectorAll<HTMLButtonElement>('button[popovertarget]');
  return popover.id ? Array.from(buttons).filter((button) => button.getAttribute('popovertarget') === popover.id) : [];
}

/**
 * The innermost open popover that holds `node`, if any. A closed popover on the way is passed
 * over: below xl a dropdown's list shows in place inside the open menu panel without being open.
 */
export function openPopoverAround(node: Node | null): HTMLElement | null {
  let element = node instanceof Element ? node : (node?.parentElement ?? null);
  while (element) {
    const popover = element.closest<HTMLElement>('[popover]');
    if (!popover || isPopoverOpen(popover)) return popover;
    element = popover.parentElement;
  }
  return null;
}
