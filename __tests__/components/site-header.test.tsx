/** @jest-environment jsdom */
import '@/test-support/jest/popover-shim';
import { setPathname } from '@/test-support/jest/pathname';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enhance } from '@/components/enhance';
import { SiteHeader } from '@/components/layout/site-header';
import { getHeaderNavigation } from '@/lib/site/navigation';
import { getSite } from '@/lib/content';

const site = getSite();

/** jsdom cannot navigate; stop the browser's default link action so a click only runs the page's handlers. */
function stopNavigation(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
}
beforeAll(() => document.addEventListener('click', stopNavigation));
afterAll(() => document.removeEventListener('click', stopNavigation));

/** The header as the export renders it for `pathname`, optionally with enhance() run over it. */
function renderHeader({ pathname = '/', enhanced = true } = {}) {
  setPathname(pathname);
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <SiteHeader />
      <main>
        <p>Outside the header</p>
      </main>
    </>,
  );
  if (enhanced) enhance(document);
  const desktop = screen.getByRole('navigation', { name: 'Main' });
  return { user, desktop };
}

const showing = (element: Element) => element.matches(':popover-open');

/** A menu button and the popover it controls. */
function menu(desktop: HTMLElement, name: 'Guides' | 'Radio Shows') {
  const button = within(desktop).getByRole('button', { name });
  const panel = document.getElementById(button.getAttribute('popovertarget') ?? '');
  if (!panel) throw new Error(`${name} controls no element`);
  return { button, panel };
}

function mobile() {
  const toggle = screen.getByRole('button', { name: /open menu/i });
  const panel = document.getElementById(toggle.getAttribute('popovertarget') ?? '');
  if (!panel) throw new Error('the mobile toggle controls no element');
  return { toggle, panel };
}

describe('header: server HTML', () => {
  it('marks only the current route with aria-current="page", before any script runs', () => {
    const { desktop } = renderHeader({ pathname: '/about/', enhanced: false });
    expect(within(desktop).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Home', 'Financial Advisors', 'Services', 'Blog', 'Contact']) {
      expect(within(desktop).getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
    // One navigation for every width: the menu panel below xl is the same element and links.
    expect(screen.getAllByRole('navigation')).toEqual([desktop]);
    expect(mobile().panel).toBe(desktop);
  });

  it('recognises the current route with or without the trailing slash, and inside a menu', () => {
    const { desktop } = renderHeader({ pathname: '/tax-planning', enhanced: false });
    const { panel } = menu(desktop, 'Guides');
    expect(within(panel).getByRole('link', { name: 'Tax Planning' })).toHaveAttribute('aria-current', 'page');
    expect(desktop.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it('Guides and Radio Shows are buttons that open popovers holding every menu link, with no script', () => {
    const { desktop } = renderHeader({ enhanced: false });
    const { menus } = getHeaderNavigation();
    for (const data of menus) {
      const name = data.label === 'Guides' ? 'Guides' : 'Radio Shows';
      const { button, panel } = menu(desktop, name);
      expect(button).toHaveAttribute('aria-controls', panel.id);
      expect(panel).toHaveAttribute('popover', 'auto');
      const hrefs = within(panel)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      expect(hrefs).toEqual(data.links.map((link) => link.href));
    }
    // No link to the sitemap stands in for a menu any more.
    expect(within(desktop).queryByRole('link', { name: /guides|radio shows/i })).toBeNull();
  });

  it('the logo links name what they show, then say they lead home (label in name)', () => {
    renderHeader({ enhanced: false });
    const home = screen.getByRole('link', { name: new RegExp(`^${site.brandName}`) });
    expect(home).toHaveAttribute('href', '/');
    expect(home).not.toHaveAttribute('aria-label');
    // The visible words come first, in order (what a speech user would say), then "home page".
    expect(home).toHaveAccessibleName(new RegExp(`^${site.brandName}\\s+${site.tagline}\\s*, home page$`));
  });

  it('offers a one-tap call link on small screens, outside the menu as well as in it', () => {
    renderHeader({ enhanced: false });
    // The desktop group (from xl) has its own; below xl, one in the bar and one in the menu.
    const calls = screen
      .getAllByRole('link', { name: `Call ${site.phone}` })
      .filter((call) => !call.parentElement?.classList.contains('xl:flex'));
    expect(calls).toHaveLength(2);
    for (const call of calls) expect(call).toHaveAttribute('href', 'tel:+15135550100');
    expect(calls.filter((call) => call.closest('[popover]') === null)).toHaveLength(1);
  });
});

describe('header menus with enhance()', () => {
  it('keeps aria-expanded in step with the Guides menu as it opens and closes', async () => {
    const { user, desktop } = renderHeader();
    const { button, panel } = menu(desktop, 'Guides');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(showing(panel)).toBe(true);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(showing(panel)).toBe(false);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('reaches the menu by Tab and opens it with Enter', async () => {
    const { user, desktop } = renderHeader();
    const { button, panel } = menu(desktop, 'Guides');
    within(desktop).getByRole('link', { name: 'Contact' }).focus();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(showing(panel)).toBe(true);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('Escape in an open menu closes it and returns focus to its button', async () => {
    const { user, desktop } = renderHeader();
    const { button, panel } = menu(desktop, 'Guides');
    await user.click(button);
    within(panel).getAllByRole('link')[2]?.focus();
    await user.keyboard('{Escape}');
    expect(showing(panel)).toBe(false);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('arrow keys move through the open menu and wrap round', async () => {
    const { user, desktop } = renderHeader();
    const { button, panel } = menu(desktop, 'Guides');
    await user.click(button);
    const links = within(panel).getAllByRole('link');
    links[0]?.focus();
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(links.at(-1)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
  });

  it('keeps only one menu open at a time, and aria-expanded says which', async () => {
    const { user, desktop } = renderHeader();
    const guides = menu(desktop, 'Guides');
    const radio = menu(desktop, 'Radio Shows');
    await user.click(guides.button);
    await user.click(radio.button);
    expect(showing(radio.panel)).toBe(true);
    expect(showing(guides.panel)).toBe(false);
    expect(radio.button).toHaveAttribute('aria-expanded', 'true');
    expect(guides.button).toHaveAttribute('aria-expanded', 'false');
  });

  it('choosing a link in a menu closes it', async () => {
    const { user, desktop } = renderHeader();
    const { button, panel } = menu(desktop, 'Radio Shows');
    await user.click(button);
    await user.click(within(panel).getByRole('link', { name: 'Money Matters' }));
    expect(showing(panel)).toBe(false);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current page from the address when the HTML was rendered for another path', () => {
    // e.g. the 404 page, which the export renders once and a host serves at any address.
    window.history.replaceState(null, '', '/contact/');
    try {
      const { desktop } = renderHeader({ pathname: '/_not-found' });
      expect(within(desktop).getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});

describe('mobile menu with enhance()', () => {
  it('the toggle opens a panel with every link, Schedule Online and the phone', async () => {
    const { user } = renderHeader();
    const { toggle, panel } = mobile();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(showing(panel)).toBe(true);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const { mainLinks, menus } = getHeaderNavigation();
    const hrefs = within(panel)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const link of [...mainLinks, ...menus.flatMap((entry) => entry.links)]) expect(hrefs).toContain(link.href);
    expect(within(panel).getByRole('link', { name: 'Schedule Online' })).toHaveAttribute('href', '/schedule-online/');
    expect(within(panel).getByRole('link', { name: `Call ${site.phone}` })).toHaveAttribute('href', 'tel:+15135550100');
  });

  it('closes when a link is chosen, also one in a dropdown list shown in place', async () => {
    const { user } = renderHeader();
    const { toggle, panel } = mobile();
    await user.click(toggle);
    await user.click(within(panel).getByRole('link', { name: 'STRS Ohio' }));
    expect(showing(panel)).toBe(false);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.click(within(panel).getByRole('link', { name: 'About' }));
    expect(showing(panel)).toBe(false);
  });

  it("arrow keys are left to scroll the panel: the dropdowns' lists there are not open menus", async () => {
    const { user } = renderHeader();
    const { toggle, panel } = mobile();
    await user.click(toggle);
    const guide = within(panel).getByRole('link', { name: 'STRS Ohio' });
    guide.focus();
    await user.keyboard('{ArrowDown}');
    expect(guide).toHaveFocus();
  });

  it('Escape closes it and returns focus to the toggle', async () => {
    const { user } = renderHeader();
    const { toggle, panel } = mobile();
    await user.click(toggle);
    within(panel).getByRole('link', { name: 'About' }).focus();
    await user.keyboard('{Escape}');
    expect(showing(panel)).toBe(false);
    expect(toggle).toHaveFocus();
  });
});

describe('enhance()', () => {
  it('is safe on a page without a header', () => {
    document.body.innerHTML = '<main><h1>Plain page</h1></main>';
    expect(() => enhance(document)).not.toThrow();
    expect(document.body.innerHTML).toBe('<main><h1>Plain page</h1></main>');
  });

  it('can be called twice without doubling its work', async () => {
    const { user, desktop } = renderHeader();
    enhance(document);
    const { button, panel } = menu(desktop, 'Guides');
    await user.click(button);
    const links = within(panel).getAllByRole('link');
    links[0]?.focus();
    // One listener moves one step; a doubled one would skip a link.
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
  });
});
