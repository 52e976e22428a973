import '../helpers/node-globals';
import '../helpers/next-export-env';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePathname } from 'next/navigation';
import { SiteNav } from '@/components/islands/site-nav';
import { getHeaderNavigation } from '@/lib/navigation';

jest.mock('next/navigation', () => ({
  usePathname: jest.fn(() => '/'),
  useRouter: jest.fn(() => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() })),
}));

const mockedPathname = jest.mocked(usePathname);

/** jsdom cannot navigate; stop the browser's default link action so a click only runs the app's handlers. */
function stopNavigation(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
}

beforeAll(() => document.addEventListener('click', stopNavigation));
afterAll(() => document.removeEventListener('click', stopNavigation));

function renderNav(pathname = '/') {
  mockedPathname.mockReturnValue(pathname);
  const { mainLinks, menus } = getHeaderNavigation();
  const user = userEvent.setup({ delay: null });
  const view = render(
    <div>
      <p>Outside the header</p>
      <SiteNav mainLinks={mainLinks} menus={menus} phone="(513) 555-0100" phoneHref="tel:+15135550100" scheduleHref="/schedule-online/" />
    </div>,
  );
  const desktop = screen.getByRole('navigation', { name: 'Main' });
  return { user, desktop, view };
}

describe('SiteNav: current page', () => {
  it('marks only the current route with aria-current="page"', () => {
    const { desktop } = renderNav('/about/');
    expect(within(desktop).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Home', 'Financial Advisors', 'Services', 'Blog', 'Contact']) {
      expect(within(desktop).getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
  });

  it('recognises the current route with or without the trailing slash', () => {
    const { desktop } = renderNav('/cincinnati-financial-advisor');
    expect(within(desktop).getByRole('link', { name: 'Financial Advisors' })).toHaveAttribute('aria-current', 'page');
    expect(within(desktop).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('marks the current guide inside the Guides menu', async () => {
    const { user, desktop } = renderNav('/tax-planning/');
    await user.click(within(desktop).getByRole('button', { name: 'Guides' }));
    expect(within(desktop).getByRole('link', { name: 'Tax Planning' })).toHaveAttribute('aria-current', 'page');
    expect(within(desktop).getByRole('link', { name: 'Estate Planning' })).not.toHaveAttribute('aria-current');
  });
});

describe('SiteNav: desktop dropdown menus', () => {
  it('opens and closes the Guides menu on click, showing its links only while open', async () => {
    const { user, desktop } = renderNav();
    const guides = within(desktop).getByRole('button', { name: 'Guides' });
    expect(guides).toHaveAttribute('aria-expanded', 'false');
    expect(within(desktop).queryByRole('link', { name: 'Top Fiduciary Advisors' })).not.toBeInTheDocument();

    await user.click(guides);
    expect(guides).toHaveAttribute('aria-expanded', 'true');
    const topLink = within(desktop).getByRole('link', { name: 'Top Fiduciary Advisors' });
    expect(topLink).toBeVisible();
    expect(topLink).toHaveAttribute('href', '/top-fiduciary-advisors-cincinnati/');
    expect(within(desktop).getByRole('link', { name: 'Fiduciary Near Me' })).toHaveAttribute('href', '/fiduciary-near-me/');

    await user.click(guides);
    expect(guides).toHaveAttribute('aria-expanded', 'false');
    expect(within(desktop).queryByRole('link', { name: 'Top Fiduciary Advisors' })).not.toBeInTheDocument();
  });

  it('the button controls the panel that holds the links', async () => {
    const { user, desktop } = renderNav();
    const guides = within(desktop).getByRole('button', { name: 'Guides' });
    await user.click(guides);
    const panelId = guides.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    const panel = document.getElementById(panelId ?? '');
    expect(panel).not.toBeNull();
    expect(within(panel as HTMLElement).getByRole('link', { name: 'STRS Ohio' })).toHaveAttribute('href', '/strs-ohio/');
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])('opens the Guides menu from the keyboard with %s', async (_label, key) => {
    const { user, desktop } = renderNav();
    const guides = within(desktop).getByRole('button', { name: 'Guides' });
    guides.focus();
    await user.keyboard(key);
    expect(guides).toHaveAttribute('aria-expanded', 'true');
    expect(within(desktop).getByRole('link', { name: 'Top Fiduciary Advisors' })).toBeVisible();
  });

  it('reaches the menu by Tab and opens it with Enter', async () => {
    const { user, desktop } = renderNav();
    const guides = within(desktop).getByRole('button', { name: 'Guides' });
    // Home, Financial Advisors, About, Services, Blog, Contact, then Guides.
    for (let i = 0; i < 7; i += 1) await user.tab();
    expect(guides).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(guides).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(desktop).getByRole('link', { name: 'Top Fiduciary Advisors' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const { user, desktop } = renderNav();
    const guides = within(desktop).getByRole('button', { name: 'Guides' });
    await user.click(guides);
    within(desktop).getByRole('link', { name: 'Top Fiduciary Advisors' }).focus();
    await user.keyboard('{Escape}');
    expect(guides).toHaveAttribute('aria-expanded', 'false');
    expect(within(desktop).queryByRole('link', { name: 'Top Fiduciary Advisors' })).not.toBeInTheDocument();
    expect(guides).toHaveFocus();
  });

  it('closes when the visitor presses the pointer outside the navigation', async () => {
    const { user, desktop } = renderNav();
    const guides = within(desktop).getByRole('button', { name: 'Guides' });
    await user.click(guides);
    expect(guides).toHaveAttribute('aria-expanded', 'true');
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByText('Outside the header') });
    expect(guides).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when the pointer goes down inside the open menu', async () => {
    const { user, desktop } = renderNav();
    const guides = within(desktop).getByRole('button', { name: 'Guides' });
    await user.click(guides);
    const panel = document.getElementById(guides.getAttribute('aria-controls') ?? '');
    await user.pointer({ keys: '[MouseLeft>]', target: panel as HTMLElement });
    expect(guides).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps only one menu open at a time', async () => {
    const { user, desktop } = renderNav();
    const guides = within(desktop).getByRole('button', { name: 'Guides' });
    const radio = within(desktop).getByRole('button', { name: 'Radio Shows' });
    await user.click(guides);
    await user.click(radio);
    expect(radio).toHaveAttribute('aria-expanded', 'true');
    expect(guides).toHaveAttribute('aria-expanded', 'false');
    expect(within(desktop).getByRole('link', { name: 'Simply Money' })).toHaveAttribute('href', '/simply-money/');
    expect(within(desktop).getByRole('link', { name: 'Money Matters' })).toHaveAttribute('href', '/money-matters/');
    expect(within(desktop).queryByRole('link', { name: 'Top Fiduciary Advisors' })).not.toBeInTheDocument();
  });

  it('closes the menu when one of its links is chosen', async () => {
    const { user, desktop } = renderNav();
    const radio = within(desktop).getByRole('button', { name: 'Radio Shows' });
    await user.click(radio);
    await user.click(within(desktop).getByRole('link', { name: 'Simply Money' }));
    expect(radio).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('SiteNav: mobile menu', () => {
  it('the toggle opens the mobile menu listing every link, and its label says what it does', async () => {
    const { user } = renderNav();
    expect(screen.queryByRole('navigation', { name: 'Main (mobile)' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const mobile = screen.getByRole('navigation', { name: 'Main (mobile)' });
    const { mainLinks, menus } = getHeaderNavigation();
    const expected = [...mainLinks, ...menus.flatMap((menu) => menu.links)].map((link) => link.href);
    const hrefs = within(mobile).getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const href of expected) expect(hrefs).toContain(href);
    expect(within(mobile).getByRole('link', { name: 'Schedule Online' })).toHaveAttribute('href', '/schedule-online/');
    expect(within(mobile).getByRole('link', { name: 'Call (513) 555-0100' })).toHaveAttribute('href', 'tel:+15135550100');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main (mobile)' })).not.toBeInTheDocument();
  });

  it('closes the mobile menu when a link is chosen', async () => {
    const { user } = renderNav();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const mobile = screen.getByRole('navigation', { name: 'Main (mobile)' });
    await user.click(within(mobile).getByRole('link', { name: 'Kroger Retirees' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main (mobile)' })).not.toBeInTheDocument();
  });

  it('closes the mobile menu on Escape and returns focus to the toggle', async () => {
    const { user } = renderNav();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    within(screen.getByRole('navigation', { name: 'Main (mobile)' })).getByRole('link', { name: 'Blog' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('offers a call link with an accessible name on small screens', () => {
    renderNav();
    expect(screen.getByRole('link', { name: 'Call (513) 555-0100' })).toHaveAttribute('href', 'tel:+15135550100');
  });
});
