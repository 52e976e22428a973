import '../helpers/node-globals';
import '../helpers/next-export-env';
import { resetViewportObservers, scrollAway, scrollIntoView } from '../helpers/viewport-observer';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePathname } from 'next/navigation';
import { SchedulingBadge } from '@/components/islands/scheduling-badge';
import { SchedulerFallback } from '@/components/sections/scheduler-section';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(() => '/') }));
const mockedPathname = jest.mocked(usePathname);

const SCHEDULER = 'https://calendly.com/example-fiduciary-guide/consultation';
const BADGE = 'Schedule time with me';
const DIALOG = 'Schedule your free consultation';

/*
 * jsdom 26 knows <dialog> but implements neither showModal() nor close(). These minimal stand-ins
 * do what the component relies on: showModal() sets `open`; close() removes it and fires the
 * 'close' event (browsers fire it asynchronously; here it is synchronous). Focus trapping,
 * Escape and the backdrop are the browser's job and are covered by the e2e suite.
 */
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

afterEach(() => resetViewportObservers());

function renderBadge(pathname = '/tax-planning/') {
  mockedPathname.mockReturnValue(pathname);
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <main>
        <h1>Tax planning</h1>
      </main>
      <SchedulingBadge
        schedulerUrl={SCHEDULER}
        fallback={<SchedulerFallback schedulerUrl={SCHEDULER} phone="(513) 555-0100" callHours="Mon–Fri 8AM–6PM EST" />}
      />
      <footer>
        <a href="tel:+15135550100">(513) 555-0100</a>
      </footer>
    </>,
  );
  return { user };
}

/** The dialog element, found whether or not it is open (a closed dialog is not in the accessibility tree). */
function dialogElement(): HTMLDialogElement {
  const dialog = document.querySelector('dialog');
  if (!dialog) throw new Error('no <dialog> rendered');
  return dialog;
}

describe('SchedulingBadge', () => {
  it('offers a "Schedule time with me" button that announces a dialog, which starts closed', () => {
    renderBadge();
    const badge = screen.getByRole('button', { name: BADGE });
    expect(badge).toHaveAttribute('aria-haspopup', 'dialog');
    expect(dialogElement()).not.toHaveAttribute('open');
    // No scheduler is loaded on page load.
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('opens the labelled dialog with the booking link and phone, then loads the scheduler inside it', async () => {
    const { user } = renderBadge();
    await user.click(screen.getByRole('button', { name: BADGE }));
    const dialog = screen.getByRole('dialog', { name: DIALOG });
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('heading', { name: DIALOG })).toBeInTheDocument();
    expect(await within(dialog).findByRole('link', { name: /open the booking calendar/i })).toHaveAttribute('href', SCHEDULER);
    expect(within(dialog).getByRole('link', { name: '(513) 555-0100' })).toHaveAttribute('href', 'tel:+15135550100');
    const frame = await within(dialog).findByTitle('Book a free consultation');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/calendly\.com\/example-fiduciary-guide\/consultation\?/);
  });

  it('shows the booking link and phone the moment the dialog opens, before any more code has arrived', async () => {
    // The dialog's lazily imported code is cached once loaded, so this needs a fresh module registry
    // (its own React and Testing Library too) to see a first opening, as a visitor gets it. The click
    // is a plain synchronous one: user-event's click awaits, and in jsdom (no network) lazy code
    // arrives at once; on a slow or failing connection the visitor sees this state for longer.
    const previous = process.env.RTL_SKIP_AUTO_CLEANUP;
    process.env.RTL_SKIP_AUTO_CLEANUP = 'true';
    try {
      await jest.isolateModulesAsync(async () => {
        const rtl = await import('@testing-library/react');
        const { SchedulingBadge: FreshBadge } = await import('@/components/islands/scheduling-badge');
        rtl.render(
          <FreshBadge
            schedulerUrl={SCHEDULER}
            fallback={
              <p>
                <a href={SCHEDULER}>Open the booking calendar</a> or call <a href="tel:+15135550100">(513) 555-0100</a>
              </p>
            }
          />,
        );
        rtl.fireEvent.click(rtl.screen.getByRole('button', { name: BADGE }));
        const dialog = rtl.screen.getByRole('dialog', { name: DIALOG });
        try {
          expect(within(dialog).queryByRole('link', { name: 'Open the booking calendar' })).toHaveAttribute('href', SCHEDULER);
          expect(within(dialog).queryByRole('link', { name: '(513) 555-0100' })).toHaveAttribute('href', 'tel:+15135550100');
        } finally {
          rtl.cleanup();
        }
      });
    } finally {
      if (previous === undefined) delete process.env.RTL_SKIP_AUTO_CLEANUP;
      else process.env.RTL_SKIP_AUTO_CLEANUP = previous;
    }
  });

  it('closes with the Close button and returns focus to the badge', async () => {
    const { user } = renderBadge();
    const badge = screen.getByRole('button', { name: BADGE });
    await user.click(badge);
    const dialog = screen.getByRole('dialog', { name: DIALOG });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await user.click(close);
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
    scrollAway();
    expect(screen.getByRole('button', { name: BADGE })).toBe(badge);
    expect(badge).not.toHaveAttribute('tabindex');
  });

  it.each(['/schedule-online/', '/schedule-online'])('is not rendered on the booking page itself (%s)', (pathname) => {
    renderBadge(pathname);
    expect(screen.queryByRole('button', { name: BADGE, hidden: true })).toBeNull();
    expect(document.querySelector('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Tax planning' })).toBeInTheDocument();
  });

  it('is rendered on every other page', () => {
    for (const pathname of ['/', '/about/', '/firm/allworth-financial/', '/blog/']) {
      mockedPathname.mockReturnValue(pathname);
      const { unmount } = render(<SchedulingBadge schedulerUrl={SCHEDULER} fallback={<p>Call us</p>} />);
      expect(screen.getByRole('button', { name: BADGE })).toBeInTheDocument();
      unmount();
    }
  });
});
