import type { NavLink, NavMenu as NavMenuData } from '@/lib/navigation';
import { NavAnchor } from './nav-link';
import { NavMenu } from './nav-menu';

/** The desktop navigation (xl and up): the main links, then the Guides and Radio Shows menus. */
export function HeaderNav({ mainLinks, menus }: { mainLinks: NavLink[]; menus: NavMenuData[] }) {
  return (
    <nav aria-label="Main" data-site-nav="" className="hidden xl:block">
      <ul className="flex items-center gap-0.5">
        {mainLinks.map((link) => (
          <li key={link.href}>
            <NavAnchor
              href={link.href}
              className="rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-gray-700 transition-colors hover:bg-brand-soft hover:text-brand aria-[current=page]:text-brand aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8"
            >
              {link.label}
            </NavAnchor>
          </li>
        ))}
        {menus.map((menu) => (
          <NavMenu key={menu.id} menu={menu} />
        ))}
      </ul>
    </nav>
  );
}
