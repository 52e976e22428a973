import type { ReactNode } from 'react';

/**
 * Server-rendered content handed to an island (a list of cards, a fallback). On the server it
 * wraps the real React nodes; in the browser the islands entry passes the same element with the
 * HTML that is already in the page, which React adopts as it is (innerHTML is never compared or
 * rewritten on hydration). Server components inside a slot therefore never ship to the browser.
 */
export function IslandSlot({ name, html, children }: { name: string; html?: string; children?: ReactNode }) {
  if (html !== undefined) return <div data-island-slot={name} dangerouslySetInnerHTML={{ __html: html }} />;
  return <div data-island-slot={name}>{children}</div>;
}
