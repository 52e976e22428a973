import { Menu, Phone, X } from 'lucide-react';
import type { NavLink, NavMenu } from '@/lib/navigation';
import { NavAnchor } from './nav-link';

const MOBILE_MENU_ID = 'mobile-menu';

export interface MobileMenuProps {
  mainLinks: NavLink[];
  menus: NavMenu[];
  phone: string;
  phoneHref: string;
  scheduleHref: string;
}

/**
 * The phone and tablet header (below xl): a call button and a toggle for a `popover` panel with
 * every link. The toggle's name and icon follow the panel's state in CSS (globals.css,
 * [data-when-menu]), so "Open menu" / "Close menu" is right with JavaScript off too.
 */
export function MobileMenu({ mainLinks, menus, phone, phoneHref, scheduleHref }: MobileMenuProps) {
  return (
    <>
      <div className="flex items-center gap-1 xl:hidden">
        <a
          href={phoneHref}
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-brand hover:bg-brand-soft"
          aria-label={`Call ${phone}`}
        >
          <Phone className="h-5 w-5" aria-hidden="true" />
        </a>
        <button
          type="button"
          popoverTarget={MOBILE_MENU_ID}
          aria-controls={MOBILE_MENU_ID}
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink hover:bg-brand-soft"
        >
          <span data-when-menu="closed">
            <Menu className="h-6 w-6" aria-hidden="true" />
            <span className="sr-only">Open menu</span>
          </span>
          <span data-when-menu="open">
            <X className="h-6 w-6" aria-hidden="true" />
            <span className="sr-only">Close menu</span>
          </span>
        </button>
      </div>

      <nav
        id={MOBILE_MENU_ID}
        popover="auto"
        aria-label="Main (mobile)"
        data-site-nav=""
        data-closes-on-link=""
        className="mobile-menu-panel overflow-y-auto border-t border-gray-200 bg-white px-4 pt-3 pb-6 shadow-xl"
      >
        <ul className="grid gap-1">
          {mainLinks.map((link) => (
            <li key={link.href}>
              <NavAnchor
                href={link.href}
                className="block rounded-lg px-3 py-2.5 font-medium text-ink hover:bg-mist aria-[current=page]:bg-brand-soft aria-[current=page]:text-brand"
              >
                {link.label}
              </NavAnchor>
            </li>
          ))}
        </ul>
        {menus.map((menu) => (
          <div key={menu.id} className="mt-4">
            <p className="px-3 text-xs font-semibold tracking-wide text-gray-600 uppercase">{menu.label}</p>
            <ul className="mt-1 grid gap-0.5 sm:grid-cols-2">
              {menu.links.map((link) => (
                <li key={link.href}>
                  <NavAnchor
                    href={link.href}
                    className="block rounded-lg px-3 py-2 text-sm text-gray-700 hover:bg-mist aria-[current=page]:bg-brand-soft aria-[current=page]:font-semibold aria-[current=page]:text-brand"
                  >
                    {link.label}
                  </NavAnchor>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="mt-5 grid gap-2 sm:grid-cols-2">
          <a
            href={scheduleHref}
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-4 font-semibold text-white hover:bg-brand-dark"
          >
            Schedule Online
          </a>
          <a
            href={phoneHref}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-brand px-4 font-semibold text-brand"
          >
            <Phone className="h-4 w-4" aria-hidden="true" />
            Call {phone}
          </a>
        </div>
      </nav>
    </>
  );
}
