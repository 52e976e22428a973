/**
 * The JSON-LD rules of scripts/checks/export.ts: the properties search engines require per
 * schema.org type, no directory phone number on a firm, well-formed breadcrumbs, FAQs and lists,
 * and every URL absolute and on the site.
 */

/** Records a problem of a page. */
export type Fail = (page: string, message: string) => void;
type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** A JSON value's properties; none for anything but an object (an item of the wrong shape fails every rule). */
const fieldsOf = (value: unknown): JsonObject => (isObject(value) ? value : {});

// Properties search engines require (or strongly expect) per schema.org type.
const REQUIRED: Record<string, string[]> = {
  Organization: ['name', 'url'],
  WebSite: ['name', 'url'],
  BreadcrumbList: ['itemListElement'],
  FinancialService: ['name', 'address', 'url'],
  BlogPosting: ['headline', 'datePublished', 'author', 'image', 'mainEntityOfPage'],
  FAQPage: ['mainEntity'],
  ItemList: ['itemListElement'],
};

/** A list property's items; a value that is there but no list is a problem of its own. */
function listOf(page: string, type: string, node: JsonObject, property: string, fail: Fail): unknown[] {
  const value = node[property];
  if (Array.isArray(value)) return value;
  if (value !== undefined) fail(page, `JSON-LD ${type} "${property}" is not a list`);
  return [];
}

/** Checks one JSON-LD node of a page; each problem goes to `fail(page, message)`. */
export function checkJsonLd(page: string, value: unknown, siteOrigin: string, fail: Fail): void {
  const node = fieldsOf(value);
  const type = node['@type'];
  if (!node['@context']) fail(page, `JSON-LD ${type ?? '(no type)'} has no @context`);
  if (!type) return fail(page, 'JSON-LD block has no @type');
  const required = typeof type === 'string' && Object.hasOwn(REQUIRED, type) ? (REQUIRED[type] ?? []) : [];
  for (const property of required) {
    const present = node[property];
    if (present === undefined || (Array.isArray(present) && present.length === 0))
      fail(page, `JSON-LD ${type} lacks "${property}"`);
  }
  // A firm's entry describes the firm, whose calls we do not answer: it never carries the
  // directory's number. The directory's own service (a landing page with an area list) must carry it.
  if (type === 'FinancialService') {
    const isFirm = page.startsWith('/firm/');
    if (isFirm && node.telephone !== undefined)
      fail(page, 'JSON-LD FinancialService of a firm carries a telephone (calls reach the directory, not the firm)');
    if (!isFirm && node.telephone === undefined)
      fail(page, 'JSON-LD FinancialService of the directory lacks "telephone"');
  }
  if (type === 'BreadcrumbList') {
    listOf(page, type, node, 'itemListElement', fail).forEach((entry, index) => {
      const item = fieldsOf(entry);
      if (item.position !== index + 1 || !item.name || !item.item)
        fail(page, `BreadcrumbList item ${index + 1} needs position, name and item`);
    });
  }
  if (type === 'FAQPage') {
    for (const entry of listOf(page, type, node, 'mainEntity', fail)) {
      const question = fieldsOf(entry);
      if (!question.name || !fieldsOf(question.acceptedAnswer).text)
        fail(page, 'FAQPage question lacks name or acceptedAnswer.text');
    }
  }
  if (type === 'ItemList') {
    // A list not yet ranked is unordered and carries no positions (nothing may read as a rank);
    // an ordered list numbers every item.
    const unordered = node.itemListOrder === 'https://schema.org/ItemListUnordered';
    for (const entry of listOf(page, type, node, 'itemListElement', fail)) {
      const item = fieldsOf(entry);
      if (!item.url) fail(page, 'ItemList item lacks url');
      if (unordered && item.position !== undefined) fail(page, 'an unordered ItemList item has a position');
      if (!unordered && !item.position) fail(page, 'ItemList item lacks position');
    }
  }
  // Every URL in structured data must be absolute and on the configured site (or schema.org).
  JSON.stringify(value, (key: string, property: unknown) => {
    if (
      typeof property === 'string' &&
      (key === 'url' || key === 'item' || key === 'image' || key === '@id' || key === 'urlTemplate' || key === 'logo')
    ) {
      if (!/^https?:\/\//.test(property)) fail(page, `JSON-LD ${type} has a relative URL in "${key}": ${property}`);
      else if (!property.startsWith(siteOrigin))
        fail(page, `JSON-LD ${type} "${key}" points off the site: ${property}`);
    }
    return property;
  });
}
