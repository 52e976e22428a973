/**
 * Loaded only when the first island on a page wakes: React, react-dom and the island's component.
 * Rebuilds the props from their JSON (beside the island, or the file the entry fetched: entry.ts,
 * islandPropsJson) and from its slots (server HTML kept as it is).
 */
import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandSlot } from '../island-slot';
import { ISLANDS, type IslandName } from '../registry';
import { changedControls, replayChange, WakeInputContext, type WakeInput } from '../wake-input';

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

/** The next task: React has rendered what the last replayed change set. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Hands React, once each, what the visitor typed, ticked or chose before it owned the island
 * (components/islands/wake-input.ts), except what the island took over itself. The first change
 * goes at once, in the same render as the island's switch to awake, so the tool never shows the
 * server's value again; each further one after React has rendered the one before, so a handler
 * that builds on the current state (two ticked firms, two typed fields) sees it.
 */
async function replayInputBeforeWake(wake: WakeInput): Promise<void> {
  const controls = changedControls(wake.root).filter((control) => !wake.taken.has(control.element));
  for (const [index, control] of controls.entries()) {
    if (index > 0) await nextTask();
    replayChange(control);
  }
}

/** Renders nothing of its own; replays input from before the wake-up, then tells the entry the island is live. */
function Committed({ wake, onCommit, children }: { wake: WakeInput; onCommit: () => void; children?: ReactNode }) {
  useEffect(() => {
    void replayInputBeforeWake(wake).then(onCommit);
  }, [wake, onCommit]);
  return createElement(WakeInputContext.Provider, { value: wake }, children);
}

/** Hydrates the island; resolves once React has committed it (its event handlers are live) and has the visitor's input. */
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
  const wake: WakeInput = { root, taken: new Set() };
  await new Promise<void>((resolve) => {
    // In a transition, as Next.js hydrates its pages: React then renders the island in slices of a
    // few milliseconds, yielding to the browser between them, rather than in one long task.
    startTransition(() => {
      hydrateRoot(root, createElement(Committed, { wake, onCommit: resolve }, createElement(Component, props)), {
        onRecoverableError: (error) => console.error(`Island "${name}" could not hydrate cleanly`, error),
      });
    });
  });
}
