'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { isCurrentPath } from '@/lib/site/current-path';

export interface NavAnchorProps {
  href: string;
  className: string;
  children: ReactNode;
}

/**
 * A header link that carries aria-current="page" on its own route. The shared layout cannot know
 * the path, but a client component can: the static export renders it once per route, so the
 * attribute is in each page's HTML and needs no script in the browser. It is a plain <a>, not
 * next/link: every header link is an ordinary page load, so the menus never outlive a navigation.
 */
export function NavAnchor({ href, className, children }: NavAnchorProps) {
  const current = isCurrentPath(href, usePathname() ?? '');
  return (
    <a href={href} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  );
}
