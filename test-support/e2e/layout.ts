import type { Page } from '@playwright/test';

/**
 * Layout at every common width, from the smallest phone to a wide desktop. The route sweep
 * (routes.spec.ts) resizes each loaded page through these widths (cheaper than a load per width;
 * the layout is CSS, which follows the window) and asks, at each width, for:
 * - the document no wider than the window (nothing scrolls sideways);
 * - every control of the header wholly inside the window;
 * - no control, once it has keyboard focus (which scrolls it into view), covered at its centre by
 *   the floating scheduling badge or the sticky header: WCAG 2.4.11, and a tap there reaches it.
 */
// One width in each of the stylesheet's ranges (base, md, lg, xl, 2xl), each at the range's
// hardest end for sideways scrolling (its narrowest) except the widest screen. 375 and 1440 px were
// dropped: they share their range's rules with 320 and 1280 and never failed alone (CI time).
const WIDTHS = [320, 768, 1024, 1280, 1920];
const HEIGHT = 800;

export async function layoutProblemsAtEveryWidth(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    for (const problem of await layoutProblems(page)) problems.push(`at ${width} px: ${problem}`);
  }
  return problems;
}

/** Problems with the page as it is laid out now, each naming the element. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const problems: string[] = [];
    const describe = (element: Element) => {
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
      return `<${element.tagName.toLowerCase()}> "${name.slice(0, 50)}"`;
    };
    const width = window.innerWidth;

    const { scrollWidth } = document.documentElement;
    if (scrollWidth > width) {
      // Name the element that reaches furthest right, to say where to look.
      let widest: Element = document.body;
      for (const element of document.body.querySelectorAll('*'))
        if (element.getBoundingClientRect().right > widest.getBoundingClientRect().right) widest = element;
      problems.push(`the page is ${scrollWidth} px wide; furthest right: ${describe(widest)}`);
    }

    const CONTROLS =
      'a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const header = document.querySelector('body > header');
    for (const control of header?.querySelectorAll<HTMLElement>(CONTROLS) ?? []) {
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.left < 0 || box.right > width)
        problems.push(`header control ${describe(control)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
    }

    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const overlayAt = (control: HTMLElement) => {
      const box = control.getBoundingClientRect();
      const left = Math.max(box.left, 0);
      const right = Math.min(box.right, width);
      const top = Math.max(box.top, 0);
      const bottom = Math.min(box.bottom, window.innerHeight);
      if (right <= left || bottom <= top) return null;
      const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      const overlay = hit?.closest('[data-scheduling-badge], body > header');
      return overlay && !overlay.contains(control) ? overlay : null;
    };
    for (const control of document.querySelectorAll<HTMLElement>(`main :is(${CONTROLS}), footer :is(${CONTROLS})`)) {
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      control.focus();
      if (document.activeElement !== control) continue;
      // The badge steps aside at the footer after an intersection observer has seen it: give
      // the observer its frames before calling a control covered.
      if (overlayAt(control)) await frames();
      const overlay = overlayAt(control);
      if (overlay)
        problems.push(
          `${describe(control)} is covered by ${overlay.matches('[data-scheduling-badge]') ? 'the scheduling badge' : 'the header'} when focused`,
        );
    }
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    return problems;
  });
}
