/**
 * A polyfill for the two invoker commands the site uses on dialogs (`command="show-modal"` and
 * `command="close"` with `commandfor`), for browsers without invoker commands (before Chromium
 * 135, Firefox 144, Safari 26.2). Where the browser has them this does nothing.
 */
export function polyfillInvokerCommands(doc: Document): void {
  const view = doc.defaultView;
  if (!view || 'command' in view.HTMLButtonElement.prototype) return;
  doc.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[commandfor]') : null;
    if (!button) return;
    const target = doc.getElementById(button.getAttribute('commandfor') ?? '');
    if (!(target instanceof view.HTMLDialogElement)) return;
    const command = button.getAttribute('command');
    if (command === 'show-modal' && !target.open) target.showModal();
    else if (command === 'close' && target.open) target.close();
  });
}
