import type { Thing, WithContext } from 'schema-dts';

/** Serializes JSON-LD for a <script> element: "<" is escaped so no text can close the script. */
export function serializeJsonLd(data: WithContext<Thing> | WithContext<Thing>[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The one way structured data reaches a page. */
export function JsonLd({ data }: { data: WithContext<Thing> | WithContext<Thing>[] }) {
  // A text child would be HTML-escaped and break the JSON; the serializer makes this safe.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
