/**
 * Loaded only when the first island on a page wakes: React, react-dom and the island's component.
 * Rebuilds the props from their JSON (beside the island, or the file the entry fetched: entry.ts,
 * islandPropsJson) and from its slots (server HTML kept as it is).
 */
import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandSlot } from '../island-slot';
import { ISLANDS, type IslandName } from '../registry';

function readProps(island: HTMLElement, json: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(json);
  const props: Record<string, unknown> = typeof parsed === 'object' && parsed !== null ? { ...parsed } : {};
  for (const slot of island.querySelectorAll<HTMLElement>('[data-island-slot]')) {
    // A slot of an island nested in this one's slot belongs to that island.
    if (slot.closest('[data-island]') !== island) continue;
    const name = slot.dataset.islandSlot ?? '';
    const element = createElement(IslandSlot, { key: name, name, html: slot.innerHTML });
    const [key, index] = name.split('.');
    if (key === undefined) continue;
    if (index === undefined) {
      props[key] = element;
    } else {
      const list = Array.isArray(props[key]) ? props[key] : [];
      list[Number(index)] = element;
      props[key] = list;
    }
  }
  return props;
}

/** Renders nothing of its own; tells the entry when React has committed the hydrated island. */
function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/** Hydrates the island; resolves once React has committed it (its event handlers are live). */
export async function hydrateIsland(
  island: HTMLElement,
  name: IslandName,
  propsJson: Promise<string>,
  beforeHydrate: () => void = () => undefined,
): Promise<void> {
  const root = island.querySelector(':scope > [data-island-root]');
  if (!root) throw new Error(`Island "${name}" has no [data-island-root]`);
  // Each loader returns its own component; the props came from that component's server render.
  const [json, Component] = (await Promise.all([propsJson, ISLANDS[name].load()])) as [
    string,
    ComponentType<Record<string, unknown>>,
  ];
  const props = readProps(island, json);
  beforeHydrate();
  await new Promise<void>((resolve) => {
    // In a transition, as Next.js hydrates its pages: React then renders the island in slices of a
    // few milliseconds, yielding to the browser between them, rather than in one long task.
    startTransition(() => {
      hydrateRoot(root, createElement(Committed, { onCommit: resolve }, createElement(Component, props)), {
        onRecoverableError: (error) => console.error(`Island "${name}" could not hydrate cleanly`, error),
      });
    });
  });
}
