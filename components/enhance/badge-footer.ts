const watched = new WeakSet<Element>();

/**
 * The scheduling badge steps aside while the footer is in view, out of the way of its phone,
 * e-mail and links: invisible (CSS: [data-footer-in-view]), not clickable and out of the tab
 * order. Without JavaScript it simply stays, as the footer's bottom padding leaves room for it.
 */
export function badgeStepsAsideAtFooter(doc: Document): void {
  const badge = doc.querySelector<HTMLElement>('[data-scheduling-badge]');
  const footer = doc.querySelector('footer');
  const view = doc.defaultView;
  if (!badge || !footer || !view || typeof view.IntersectionObserver === 'undefined' || watched.has(badge)) return;
  watched.add(badge);
  const observer = new view.IntersectionObserver((entries) => {
    const inView = entries.some((entry) => entry.isIntersecting);
    badge.toggleAttribute('data-footer-in-view', inView);
    if (inView) {
      badge.setAttribute('aria-hidden', 'true');
      badge.tabIndex = -1;
    } else {
      badge.removeAttribute('aria-hidden');
      badge.removeAttribute('tabindex');
    }
  });
  observer.observe(footer);
}
