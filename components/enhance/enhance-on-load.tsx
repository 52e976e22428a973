'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { enhance } from './index';

/**
 * Runs enhance() while Next's client runtime still ships: after hydration, and again after each
 * client-side navigation (the badge, say, appears when leaving /schedule-online/). When the
 * export ships without that runtime, the islands loader calls enhance(document) instead and this
 * never runs; enhance() is idempotent either way.
 */
export function EnhanceOnLoad(): null {
  const pathname = usePathname();
  useEffect(() => enhance(document), [pathname]);
  return null;
}
