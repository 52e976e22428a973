import { isValidElement, type ComponentProps, type ComponentType, type ReactElement } from 'react';
import { IslandSlot } from './island-slot';
import { ISLANDS, type IslandName, type Wake } from './registry';

type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof ISLANDS)[N]['load']>>;
export type IslandProps<N extends IslandName> = ComponentProps<IslandComponent<N>>;

function isElementList(value: unknown): value is ReactElement[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => isValidElement(item));
}

/**
 * Server side of an island: renders the client component's HTML inside
 * <div data-island data-wake> next to its props as JSON. Props that are React elements (or
 * lists of them) are slots: server-rendered content the island places but never re-renders, so
 * it stays out of the JSON and out of the browser's JavaScript. In `next dev` the component
 * hydrates with Next's own runtime; in the export the islands entry wakes it (see docs/architecture.md).
 */
export function Island<N extends IslandName>({
  name,
  component,
  wake,
  props,
  wakeWithQuery,
}: {
  name: N;
  /** The registry's component for `name` (the type check rejects any other). */
  component: IslandComponent<N>;
  wake: Wake;
  props: IslandProps<N> & object;
  /** Query parameters that make the island wake at once (e.g. the blog's ?tag= preselects a filter). */
  wakeWithQuery?: string[];
}) {
  // Each name has its own component and props; TypeScript cannot follow a generic lookup into the
  // call, so the component is widened here after `component` and `props` were checked above.
  const Component = component as ComponentType<Record<string, unknown>>;
  const data: Record<string, unknown> = {};
  const rendered: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (isValidElement(value)) {
      rendered[key] = <IslandSlot name={key}>{value}</IslandSlot>;
    } else if (isElementList(value)) {
      rendered[key] = value.map((item, index) => (
        <IslandSlot key={item.key ?? index} name={`${key}.${index}`}>
          {item}
        </IslandSlot>
      ));
    } else {
      data[key] = value;
      rendered[key] = value;
    }
  }
  // "<" escaped so no prop value can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return (
    <div data-island={name} data-wake={wake} data-wake-query={wakeWithQuery?.join(' ')}>
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: json }} />
      <div data-island-root="">
        <Component {...rendered} />
      </div>
    </div>
  );
}
