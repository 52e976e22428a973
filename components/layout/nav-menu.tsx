import { ChevronDown } from 'lucide-react';
import type { NavMenu as NavMenuData } from '@/lib/navigation';
import { NavAnchor } from './nav-link';

/**
 * A header dropdown: a real <button> that toggles a `popover` list. The browser does the rest
 * without JavaScript: click or Enter/Space opens it, a click outside or Escape closes it, and
 * opening one closes the other (auto popovers). components/enhance adds aria-expanded, arrow keys
 * and closing on a link choice.
 */
export function NavMenu({ menu }: { menu: NavMenuData }) {
  const panelId = `nav-menu-${menu.id}`;
  const wide = menu.links.length > 8;
  return (
    <li className="group/menu">
      <button
        type="button"
        popoverTarget={panelId}
        aria-controls={panelId}
        data-nav-menu-button=""
        style={{ anchorName: `--${panelId}` }}
        className="inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-gray-700 transition-colors group-has-[[aria-current=page]]/menu:text-brand hover:bg-brand-soft hover:text-brand"
      >
        {menu.label}
        <ChevronDown className="nav-menu-chevron h-4 w-4 transition-transform" aria-hidden="true" />
      </button>
      <ul
        id={panelId}
        popover="auto"
        data-nav-menu=""
        style={{ positionAnchor: `--${panelId}` }}
        className={`nav-menu-panel max-h-[75vh] overflow-y-auto rounded-xl border border-gray-200 bg-white p-2 shadow-xl ${
          wide ? 'w-[34rem] grid-cols-2 gap-x-2 [&:popover-open]:grid' : 'w-64'
        }`}
      >
        {menu.links.map((link) => (
          <li key={link.href}>
            <NavAnchor
              href={link.href}
              className="block rounded-md px-3 py-2 text-sm text-gray-700 hover:bg-brand-soft hover:text-brand aria-[current=page]:bg-brand-soft aria-[current=page]:font-semibold aria-[current=page]:text-brand"
            >
              {link.label}
            </NavAnchor>
          </li>
        ))}
      </ul>
    </li>
  );
}
