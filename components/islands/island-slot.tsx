import type { ReactNode } from 'react';

/** How the slot box is drawn: it adds no box of its own, so the server content lays out as if unwrapped. */
const CONTENTS = { display: 'contents' } as const;

/**
 * Server-rendered content handed to an island (a list of cards, a fallback). On the server it
 * wraps the real React nodes; in the browser the islands entry passes the same element with the
 * HTML that is already in the page, which React adopts as it is (innerHTML is never compared or
 * rewritten on hydration). Server components inside a slot therefore never ship to the browser.
 */
export function IslandSlot({ name, html, children }: { name: string; html?: string; children?: ReactNode }) {
  if (html !== undefined)
    return <div data-island-slot={name} style={CONTENTS} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div data-island-slot={name} style={CONTENTS}>
      {children}
    </div>
  );
}
