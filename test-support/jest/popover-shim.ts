/**
 * jsdom 26 has neither the popover API nor modal dialogs. This stands in for the parts the
 * browser does and the header and badge rely on, so jsdom tests can drive them as a visitor
 * would: a popovertarget button toggles its popover (closing any other open one, as auto
 * popovers do), `:popover-open` matches a showing popover, each change fires `toggle` with
 * `newState`; showModal()/close() set and clear `open` and close() fires `close` and returns
 * focus to what had it before, as browsers do. Light dismiss (outside click, Escape) is the
 * browser's own and is covered by the Playwright suite.
 */
const showing = new WeakSet<Element>();
const nativeMatches = Element.prototype.matches;

Object.defineProperty(Element.prototype, 'matches', {
  configurable: true,
  writable: true,
  value: function matches(this: Element, selectors: string): boolean {
    return selectors === ':popover-open' ? showing.has(this) : nativeMatches.call(this, selectors);
  },
});

function fireToggle(element: HTMLElement, newState: 'open' | 'closed'): void {
  const event = new Event('toggle');
  Object.defineProperty(event, 'newState', { value: newState });
  element.dispatchEvent(event);
}

function show(this: HTMLElement): void {
  if (showing.has(this)) return;
  for (const other of this.ownerDocument.querySelectorAll<HTMLElement>('[popover]'))
    if (other !== this && showing.has(other)) other.hidePopover();
  showing.add(this);
  fireToggle(this, 'open');
}

function hide(this: HTMLElement): void {
  if (!showing.delete(this)) return;
  fireToggle(this, 'closed');
}

HTMLElement.prototype.showPopover = show;
HTMLElement.prototype.hidePopover = hide;
HTMLElement.prototype.togglePopover = function togglePopover(this: HTMLElement): boolean {
  if (showing.has(this)) hide.call(this);
  else show.call(this);
  return showing.has(this);
};

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('button[popovertarget]') : null;
  const target = button ? document.getElementById(button.getAttribute('popovertarget') ?? '') : null;
  target?.togglePopover();
});

const openers = new WeakMap<HTMLDialogElement, Element | null>();
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  openers.set(this, document.activeElement);
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  const opener = openers.get(this);
  if (opener instanceof HTMLElement) opener.focus();
  this.dispatchEvent(new Event('close'));
};
