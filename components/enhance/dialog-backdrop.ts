/**
 * A click on a modal dialog's backdrop closes it, for browsers without `closedby="any"`
 * (Chromium has it since 134). A click on the backdrop lands on the <dialog> element itself.
 */
export function closeDialogsOnBackdrop(doc: Document): void {
  const view = doc.defaultView;
  if (!view || 'closedBy' in view.HTMLDialogElement.prototype) return;
  doc.addEventListener('click', (event) => {
    const dialog = event.target;
    if (dialog instanceof view.HTMLDialogElement && dialog.open && dialog.getAttribute('closedby') === 'any')
      dialog.close();
  });
}
