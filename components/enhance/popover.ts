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

/** The innermost open popover that holds `node`, if any. */
export function openPopoverAround(node: Node | null): HTMLElement | null {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  const popover = element?.closest<HTMLElement>('[popover]') ?? null;
  return popover && isPopoverOpen(popover) ? popover : null;
}
