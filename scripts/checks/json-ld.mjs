/**
 * The JSON-LD rules of scripts/checks/export.mjs: the properties search engines require per
 * schema.org type, no directory phone number on a firm, well-formed breadcrumbs, FAQs and lists,
 * and every URL absolute and on the site.
 */

// Properties search engines require (or strongly expect) per schema.org type.
const REQUIRED = {
  Organization: ['name', 'url'],
  WebSite: ['name', 'url'],
  BreadcrumbList: ['itemListElement'],
  FinancialService: ['name', 'address', 'url'],
  BlogPosting: ['headline', 'datePublished', 'author', 'image', 'mainEntityOfPage'],
  FAQPage: ['mainEntity'],
  ItemList: ['itemListElement'],
};
/** Checks one JSON-LD node of a page; each problem goes to `fail(page, message)`. */
export function checkJsonLd(page, node, siteOrigin, fail) {
  const type = node['@type'];
  if (!node['@context']) fail(page, `JSON-LD ${type ?? '(no type)'} has no @context`);
  if (!type) return fail(page, 'JSON-LD block has no @type');
  for (const property of REQUIRED[type] ?? []) {
    if (node[property] === undefined || (Array.isArray(node[property]) && node[property].length === 0))
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
    node.itemListElement.forEach((item, index) => {
      if (item.position !== index + 1 || !item.name || !item.item)
        fail(page, `BreadcrumbList item ${index + 1} needs position, name and item`);
    });
  }
  if (type === 'FAQPage') {
    for (const question of node.mainEntity)
      if (!question.name || !question.acceptedAnswer?.text)
        fail(page, 'FAQPage question lacks name or acceptedAnswer.text');
  }
  if (type === 'ItemList') {
    // A list not yet ranked is unordered and carries no positions (nothing may read as a rank);
    // an ordered list numbers every item.
    const unordered = node.itemListOrder === 'https://schema.org/ItemListUnordered';
    for (const item of node.itemListElement) {
      if (!item.url) fail(page, 'ItemList item lacks url');
      if (unordered && item.position !== undefined) fail(page, 'an unordered ItemList item has a position');
      if (!unordered && !item.position) fail(page, 'ItemList item lacks position');
    }
  }
  // Every URL in structured data must be absolute and on the configured site (or schema.org).
  JSON.stringify(node, (key, value) => {
    if (
      typeof value === 'string' &&
      (key === 'url' || key === 'item' || key === 'image' || key === '@id' || key === 'urlTemplate' || key === 'logo')
    ) {
      if (!/^https?:\/\//.test(value)) fail(page, `JSON-LD ${type} has a relative URL in "${key}": ${value}`);
      else if (!value.startsWith(siteOrigin)) fail(page, `JSON-LD ${type} "${key}" points off the site: ${value}`);
    }
    return value;
  });
}
