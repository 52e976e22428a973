import { ChevronDown } from 'lucide-react';
import type { NavMenu as NavMenuData } from '@/lib/site/navigation';
import { NavAnchor } from './nav-link';

/**
 * A group of header links. From xl it is a dropdown: a real <button> that toggles a `popover`
 * list. The browser does the rest without JavaScript: click or Enter/Space opens it, a click
 * outside or Escape closes it, and opening one closes the other (auto popovers).
 * components/enhance adds aria-expanded, arrow keys and closing on a link choice. Below xl, in the
 * menu panel (header-nav.tsx), the button gives way to a label and the list shows in place.
 * The list hangs under its own button through a CSS anchor scoped to the item (app/globals.css),
 * not a style="" per menu, which the Content-Security-Policy would have to list by hash.
 */
export function NavMenu({ menu }: { menu: NavMenuData }) {
  const panelId = `nav-menu-${menu.id}`;
  const wide = menu.links.length > 8;
  return (
    <li className="nav-menu-item group/menu max-xl:mt-3">
      <p className="px-3 text-xs font-semibold tracking-wide text-gray-600 uppercase xl:hidden">{menu.label}</p>
      <button
        type="button"
        popoverTarget={panelId}
        aria-controls={panelId}
        data-nav-menu-button=""
        className="hidden items-center gap-1 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-gray-700 transition-colors group-has-[[aria-current=page]]/menu:text-brand hover:bg-brand-soft hover:text-brand xl:inline-flex"
      >
        {menu.label}
        <ChevronDown className="nav-menu-chevron h-4 w-4 transition-transform" aria-hidden="true" />
      </button>
      <ul
        id={panelId}
        popover="auto"
        data-nav-menu=""
        className={wide ? 'nav-menu-panel nav-menu-panel-wide' : 'nav-menu-panel'}
      >
        {menu.links.map((link) => (
          <li key={link.href}>
            <NavAnchor href={link.href} className="nav-menu-link">
              {link.label}
            </NavAnchor>
          </li>
        ))}
      </ul>
    </li>
  );
}
