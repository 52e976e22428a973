'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { ChevronDown, Menu, Phone, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useHydrated } from './use-hydrated';

export interface NavLink {
  href: string;
  label: string;
}

export interface NavMenu {
  id: string;
  label: string;
  links: NavLink[];
  /** Where the menu's button leads before JavaScript runs: the same links on /sitemap. */
  fallbackHref: string;
}

export interface SiteNavProps {
  mainLinks: NavLink[];
  menus: NavMenu[];
  phone: string;
  phoneHref: string;
  scheduleHref: string;
}

function normalize(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The current route's link carries aria-current="page" (also in the exported HTML). */
function useIsCurrent() {
  const pathname = normalize(usePathname() ?? '/');
  return (href: string) => normalize(href) === pathname;
}

/**
 * Header navigation: desktop links with "Guides" and "Radio Shows" disclosure menus, and the
 * mobile menu. Menus open by click or keyboard and close on Escape (focus returns to the button),
 * outside click, or choosing a link. Every link is in the server HTML.
 */
export function SiteNav({ mainLinks, menus, phone, phoneHref, scheduleHref }: SiteNavProps) {
  const isCurrent = useIsCurrent();
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const desktopRef = useRef<HTMLElement>(null);
  const buttonRefs = useRef(new Map<string, HTMLButtonElement>());
  const mobileToggleRef = useRef<HTMLButtonElement>(null);
  const mobilePanelId = useId();
  // Before hydration (and without JavaScript) the menu buttons are links to the same lists on
  // /sitemap, so no control is dead; once hydrated they become disclosure buttons.
  const hydrated = useHydrated();

  const closeMenu = useCallback((returnFocus: boolean) => {
    setOpenMenu((current) => {
      if (current && returnFocus) buttonRefs.current.get(current)?.focus();
      return null;
    });
  }, []);

  useEffect(() => {
    if (!openMenu) return;
    const onPointerDown = (event: PointerEvent) => {
      if (desktopRef.current && event.target instanceof Node && !desktopRef.current.contains(event.target)) closeMenu(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openMenu, closeMenu]);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMobileOpen(false);
        mobileToggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mobileOpen]);

  /** Arrow keys move between the links of an open menu. */
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>('a'));
    const index = links.findIndex((link) => link === document.activeElement);
    const next = event.key === 'ArrowDown' ? (index + 1) % links.length : (index - 1 + links.length) % links.length;
    links[next]?.focus();
    event.preventDefault();
  };

  const linkClass = (href: string) =>
    `rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-brand-soft hover:text-brand ${
      isCurrent(href) ? 'text-brand underline decoration-2 underline-offset-8' : 'text-gray-700'
    }`;

  return (
    <>
      <nav ref={desktopRef} aria-label="Main" className="hidden xl:block">
        <ul className="flex items-center gap-0.5">
          {mainLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={linkClass(link.href)} aria-current={isCurrent(link.href) ? 'page' : undefined}>
                {link.label}
              </Link>
            </li>
          ))}
          {menus.map((menu) => {
            const open = openMenu === menu.id;
            const panelId = `${mobilePanelId}-${menu.id}`;
            const containsCurrent = menu.links.some((link) => isCurrent(link.href));
            const menuButtonClass = `inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-brand-soft hover:text-brand ${
              containsCurrent ? 'text-brand' : 'text-gray-700'
            }`;
            if (!hydrated) {
              return (
                <li key={menu.id} className="relative">
                  <Link href={menu.fallbackHref} className={menuButtonClass}>
                    {menu.label}
                    <ChevronDown className="h-4 w-4" aria-hidden="true" />
                  </Link>
                </li>
              );
            }
            return (
              <li key={menu.id} className="relative">
                <button
                  type="button"
                  ref={(node) => {
                    if (node) buttonRefs.current.set(menu.id, node);
                  }}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenMenu(open ? null : menu.id)}
                  className={menuButtonClass}
                >
                  {menu.label}
                  <ChevronDown className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
                </button>
                <ul
                  id={panelId}
                  hidden={!open}
                  onKeyDown={onMenuKeyDown}
                  className={`absolute right-0 z-50 mt-2 max-h-[75vh] overflow-y-auto rounded-xl border border-gray-200 bg-white p-2 shadow-xl ${
                    menu.links.length > 8 ? 'grid w-[34rem] grid-cols-2 gap-x-2' : 'w-64'
                  }`}
                >
                  {menu.links.map((link) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        onClick={() => setOpenMenu(null)}
                        aria-current={isCurrent(link.href) ? 'page' : undefined}
                        className={`block rounded-md px-3 py-2 text-sm hover:bg-brand-soft hover:text-brand ${
                          isCurrent(link.href) ? 'bg-brand-soft font-semibold text-brand' : 'text-gray-700'
                        }`}
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="flex items-center gap-1 xl:hidden">
        <a
          href={phoneHref}
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-brand hover:bg-brand-soft"
          aria-label={`Call ${phone}`}
        >
          <Phone className="h-5 w-5" aria-hidden="true" />
        </a>
        {hydrated ? (
          <button
            ref={mobileToggleRef}
            type="button"
            aria-expanded={mobileOpen}
            aria-controls={mobilePanelId}
            onClick={() => setMobileOpen((open) => !open)}
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink hover:bg-brand-soft"
          >
            {mobileOpen ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
            <span className="sr-only">{mobileOpen ? 'Close menu' : 'Open menu'}</span>
          </button>
        ) : (
          <Link href="/sitemap/" className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink hover:bg-brand-soft">
            <Menu className="h-6 w-6" aria-hidden="true" />
            <span className="sr-only">Menu: all pages</span>
          </Link>
        )}
      </div>

      <nav
        id={mobilePanelId}
        aria-label="Main (mobile)"
        hidden={!mobileOpen}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-gray-200 bg-white px-4 pt-3 pb-6 shadow-xl xl:hidden"
      >
        <ul className="grid gap-1">
          {mainLinks.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                onClick={() => setMobileOpen(false)}
                aria-current={isCurrent(link.href) ? 'page' : undefined}
                className={`block rounded-lg px-3 py-2.5 font-medium ${isCurrent(link.href) ? 'bg-brand-soft text-brand' : 'text-ink hover:bg-mist'}`}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        {menus.map((menu) => (
          <div key={menu.id} className="mt-4">
            <p className="px-3 text-xs font-semibold tracking-wide text-gray-600 uppercase">{menu.label}</p>
            <ul className="mt-1 grid gap-0.5 sm:grid-cols-2">
              {menu.links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    onClick={() => setMobileOpen(false)}
                    aria-current={isCurrent(link.href) ? 'page' : undefined}
                    className={`block rounded-lg px-3 py-2 text-sm ${isCurrent(link.href) ? 'bg-brand-soft font-semibold text-brand' : 'text-gray-700 hover:bg-mist'}`}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="mt-5 grid gap-2 sm:grid-cols-2">
          <Link
            href={scheduleHref}
            onClick={() => setMobileOpen(false)}
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-4 font-semibold text-white hover:bg-brand-dark"
          >
            Schedule Online
          </Link>
          <a
            href={phoneHref}
            onClick={() => setMobileOpen(false)}
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
