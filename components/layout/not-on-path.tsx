'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/**
 * Renders its (server-rendered) children except under one path prefix. Like NavAnchor, it reads
 * the path while the export renders each route, so the decision is in the HTML itself.
 */
export function NotOnPath({ prefix, children }: { prefix: string; children: ReactNode }) {
  const pathname = usePathname() ?? '';
  return pathname.startsWith(prefix) ? null : children;
}
