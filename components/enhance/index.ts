import { badgeStepsAsideAtFooter } from './badge-footer';
import { closeOnLinkChoice } from './close-on-link';
import { markCurrentPage } from './current-page';
import { closeDialogsOnBackdrop } from './dialog-backdrop';
import { escapeReturnsFocus } from './escape-returns-focus';
import { setExpandedState, syncExpandedOnToggle } from './expanded-state';
import { polyfillInvokerCommands } from './invoker-commands';
import { closeMenuPanelAtRowWidth } from './menu-at-width';
import { menuArrowKeys } from './menu-arrow-keys';

const listening = new WeakSet<Document>();

/**
 * What the platform lacks for the header menus and the scheduling badge, added to the server
 * HTML: everything works without it, this makes it nicer. Safe on any page (each part does
 * nothing when its markup is absent) and idempotent: the listeners are delegated from the
 * document and attached once per document; a later call only brings elements added since
 * (a page swapped in by client-side navigation) up to date.
 */
export function enhance(doc: Document): void {
  if (!listening.has(doc)) {
    listening.add(doc);
    syncExpandedOnToggle(doc);
    escapeReturnsFocus(doc);
    menuArrowKeys(doc);
    closeOnLinkChoice(doc);
    polyfillInvokerCommands(doc);
    closeDialogsOnBackdrop(doc);
    closeMenuPanelAtRowWidth(doc);
  }
  markCurrentPage(doc);
  setExpandedState(doc);
  badgeStepsAsideAtFooter(doc);
  // A sign for tests (and anyone debugging) that the page is enhanced.
  doc.documentElement.setAttribute('data-enhanced', '');
}
