'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { enhance } from './index';

/**
 * Runs enhance() under `next dev`, where Next's client runtime hydrates the whole page: after
 * hydration and after each client-side navigation. The export ships without that runtime, so this
 * never runs there; the islands loader calls enhance(document) instead. enhance() is idempotent.
 */
export function EnhanceOnLoad(): null {
  const pathname = usePathname();
  useEffect(() => enhance(document), [pathname]);
  return null;
}
