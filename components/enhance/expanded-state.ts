import { invokersOf, isPopoverOpen } from './popover';

/**
 * aria-expanded on every popover's buttons, in step with the popover. Chromium already exposes
 * the state of a popovertarget button; the attribute makes it explicit for every browser and
 * assistive technology. The server HTML leaves it out: without this script nothing would keep it
 * true.
 */
export function setExpandedState(doc: Document): void {
  for (const button of doc.querySelectorAll<HTMLButtonElement>('button[popovertarget]')) {
    const target = doc.getElementById(button.getAttribute('popovertarget') ?? '');
    button.setAttribute('aria-expanded', String(target !== null && isPopoverOpen(target)));
  }
}

/** Popovers fire a non-bubbling `toggle` event, so it is caught on the way down (capture). */
export function syncExpandedOnToggle(doc: Document): void {
  doc.addEventListener(
    'toggle',
    (event) => {
      const popover = event.target;
      if (!(popover instanceof Element) || !popover.hasAttribute('popover')) return;
      const open = 'newState' in event ? event.newState === 'open' : isPopoverOpen(popover);
      for (const button of invokersOf(popover)) button.setAttribute('aria-expanded', String(open));
    },
    true,
  );
}
