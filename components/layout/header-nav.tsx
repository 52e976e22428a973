import { Menu, Phone, X } from 'lucide-react';
import type { NavLink, NavMenu as NavMenuData } from '@/lib/site/navigation';
import { NavAnchor } from './nav-link';
import { NavMenu } from './nav-menu';

const SITE_NAV_ID = 'site-nav';

export interface HeaderNavProps {
  mainLinks: NavLink[];
  menus: NavMenuData[];
  phone: string;
  phoneHref: string;
  scheduleHref: string;
}

/**
 * The header's navigation, one markup for every width (CSS places it: globals.css, .site-nav).
 * From xl it is a row of links with the Guides and Radio Shows dropdowns. Below xl it is a
 * `popover` panel under the header, opened by the menu toggle beside a call button, and the
 * dropdowns show as labelled lists in it. One copy of each link keeps the page smaller than a
 * desktop menu and a mobile menu side by side (docs/performance.md). The toggle's name and icon
 * follow the panel's state in CSS ([data-when-menu]), so "Open menu" / "Close menu" is right with
 * JavaScript off too.
 */
export function HeaderNav({ mainLinks, menus, phone, phoneHref, scheduleHref }: HeaderNavProps) {
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
          popoverTarget={SITE_NAV_ID}
          aria-controls={SITE_NAV_ID}
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

      <nav id={SITE_NAV_ID} popover="auto" aria-label="Main" data-site-nav="" className="site-nav">
        <ul className="grid gap-1 xl:flex xl:items-center xl:gap-0.5">
          {mainLinks.map((link) => (
            <li key={link.href}>
              <NavAnchor href={link.href} className="nav-link">
                {link.label}
              </NavAnchor>
            </li>
          ))}
          {menus.map((menu) => (
            <NavMenu key={menu.id} menu={menu} />
          ))}
        </ul>
        <div className="mt-5 grid gap-2 sm:grid-cols-2 xl:hidden">
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
