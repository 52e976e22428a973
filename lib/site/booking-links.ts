import { schedulerParams, schedulerUrlWith } from './scheduler';

/**
 * Adds the page's scheduler parameters (prefill, UTM) to every booking link in `root`, e.g. on
 * /schedule-online/?name=…&utm_campaign=… after the lead form. Plain DOM: runs on every page from
 * the islands entry without loading React.
 */
export function carryBookingParams(root: ParentNode, search: string): void {
  const params = schedulerParams(search);
  if ([...params.keys()].length === 0) return;
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-booking-link]')) {
    link.href = schedulerUrlWith(link.href, params);
  }
}
