/** @jest-environment jsdom */
import '@/test-support/jest/popover-shim';
import { setPathname } from '@/test-support/jest/pathname';
import { resetViewportObservers, scrollAway, scrollIntoView } from '@/test-support/jest/viewport-observer';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enhance } from '@/components/enhance';
import { NotOnPath } from '@/components/layout/not-on-path';
import { SchedulingBadge } from '@/components/layout/scheduling-badge';
import { SchedulerFallback } from '@/components/sections/scheduler-section';
import { SCHEDULER_URL } from '@/test-support/jest/fake-site';

const BADGE = 'Schedule time with me';
const DIALOG = 'Schedule your free consultation';

/*
 * jsdom has no invoker commands and no modal dialogs: popover-shim.ts stands in for showModal()
 * and close() (focus goes back to the opener, as in browsers), and enhance() brings its own
 * invoker-command polyfill, which is what these tests exercise. Focus trapping and Escape are the
 * browser's and are covered by the e2e suite, with JavaScript on and off.
 */
afterEach(() => resetViewportObservers());

/** The badge as the root layout renders it on `pathname`, with enhance() run over the page. */
function renderBadge(pathname = '/tax-planning/') {
  setPathname(pathname);
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <main>
        <h1>Tax planning</h1>
      </main>
      <NotOnPath prefix="/schedule-online">
        <SchedulingBadge
          schedulerUrl={SCHEDULER_URL}
          fallback={
            <SchedulerFallback schedulerUrl={SCHEDULER_URL} phone="(513) 555-0100" callHours="Mon–Fri 8AM–6PM EST" />
          }
        />
      </NotOnPath>
      <footer>
        <a href="tel:+15135550100">(513) 555-0100</a>
      </footer>
    </>,
  );
  enhance(document);
  return { user };
}

/** The dialog element, found whether or not it is open (a closed dialog is not in the accessibility tree). */
function dialogElement(): HTMLDialogElement {
  const dialog = document.querySelector('dialog');
  if (!dialog) throw new Error('no <dialog> rendered');
  return dialog;
}

describe('SchedulingBadge', () => {
  it('is a button that opens the dialog by invoker command, with no script of its own', () => {
    renderBadge();
    const badge = screen.getByRole('button', { name: BADGE });
    expect(badge).toHaveAttribute('aria-haspopup', 'dialog');
    expect(badge).toHaveAttribute('command', 'show-modal');
    expect(badge).toHaveAttribute('commandfor', dialogElement().id);
    expect(dialogElement()).not.toHaveAttribute('open');
    // A click on the backdrop closes it in browsers with closedby (enhance() covers the rest).
    expect(dialogElement()).toHaveAttribute('closedby', 'any');
    // No scheduler is loaded on page load.
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('holds the booking link and phone in the page HTML, so they are there the moment it opens', () => {
    renderBadge();
    const dialog = dialogElement();
    expect(within(dialog).getByRole('heading', { name: DIALOG, hidden: true })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /open the booking calendar/i, hidden: true })).toHaveAttribute(
      'href',
      SCHEDULER_URL,
    );
    expect(within(dialog).getByRole('link', { name: '(513) 555-0100', hidden: true })).toHaveAttribute(
      'href',
      'tel:+15135550100',
    );
  });

  it('opens the labelled dialog on a click, then loads the scheduler inside it once it is visible', async () => {
    const { user } = renderBadge();
    await user.click(screen.getByRole('button', { name: BADGE }));
    const dialog = screen.getByRole('dialog', { name: DIALOG });
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('link', { name: /open the booking calendar/i })).toHaveAttribute(
      'href',
      SCHEDULER_URL,
    );
    // The open dialog shows the embed's placeholder: the scheduler loads as it comes into view.
    scrollIntoView();
    const frame = await within(dialog).findByTitle('Book a free consultation');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/calendly\.com\/example-fiduciary-guide\/consultation\?/);
  });

  it('closes with the Close button and returns focus to the badge', async () => {
    const { user } = renderBadge();
    const badge = screen.getByRole('button', { name: BADGE });
    await user.click(badge);
    await user.click(within(screen.getByRole('dialog', { name: DIALOG })).getByRole('button', { name: 'Close' }));
    expect(dialogElement()).not.toHaveAttribute('open');
    expect(badge).toHaveFocus();
  });

  it('closes on a click on the backdrop but not on a click inside the dialog', async () => {
    const { user } = renderBadge();
    await user.click(screen.getByRole('button', { name: BADGE }));
    const dialog = screen.getByRole('dialog', { name: DIALOG });
    await user.click(within(dialog).getByRole('heading', { name: DIALOG }));
    expect(dialog).toHaveAttribute('open');
    // The backdrop belongs to the <dialog> element itself.
    await user.click(dialog);
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: BADGE })).toHaveFocus();
  });

  it('can be opened again after closing', async () => {
    const { user } = renderBadge();
    const badge = screen.getByRole('button', { name: BADGE });
    await user.click(badge);
    await user.click(within(screen.getByRole('dialog', { name: DIALOG })).getByRole('button', { name: 'Close' }));
    await user.click(badge);
    expect(screen.getByRole('dialog', { name: DIALOG })).toHaveAttribute('open');
  });

  it('steps out of the way (and out of the tab order) while the footer is in view', () => {
    renderBadge();
    const badge = screen.getByRole('button', { name: BADGE });
    expect(badge).not.toHaveAttribute('tabindex');
    scrollIntoView();
    expect(screen.queryByRole('button', { name: BADGE })).toBeNull();
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    expect(badge).toHaveAttribute('tabindex', '-1');
    expect(badge).toHaveAttribute('data-footer-in-view');
    scrollAway();
    expect(screen.getByRole('button', { name: BADGE })).toBe(badge);
    expect(badge).not.toHaveAttribute('tabindex');
    expect(badge).not.toHaveAttribute('data-footer-in-view');
  });

  it.each(['/schedule-online/', '/schedule-online'])('is not rendered on the booking page itself (%s)', (pathname) => {
    renderBadge(pathname);
    expect(screen.queryByRole('button', { name: BADGE, hidden: true })).toBeNull();
    expect(document.querySelector('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Tax planning' })).toBeInTheDocument();
  });

  it('is rendered on every other page', () => {
    for (const pathname of ['/', '/about/', '/firm/allworth-financial/', '/blog/']) {
      setPathname(pathname);
      const { unmount } = render(
        <NotOnPath prefix="/schedule-online">
          <SchedulingBadge schedulerUrl={SCHEDULER_URL} fallback={<p>Call us</p>} />
        </NotOnPath>,
      );
      expect(screen.getByRole('button', { name: BADGE })).toBeInTheDocument();
      unmount();
    }
  });
});
