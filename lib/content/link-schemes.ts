/**
 * The kinds of address a link written in content may lead to: a web page (http:// or https://),
 * an e-mail address (mailto:), a phone number (tel:) or a page of this site ("/…"). Anything else
 * (javascript:, data:, vbscript:, file:, …) can run code in the visitor's browser or reach their
 * machine, so the content check refuses it and the Markdown renderer never writes it.
 *
 * An allow-list of prefixes rather than a list of bad schemes: browsers ignore tabs, line breaks
 * and leading spaces in a scheme ("java\tscript:"), which a list of bad schemes would miss.
 */
const ALLOWED_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

/** True when `href` is an address content may link to (see above). */
export function isAllowedLink(href: string): boolean {
  return ALLOWED_LINK.test(href);
}

/** Why `href` is refused, naming its scheme when it has one; undefined when it is allowed. */
export function refusedLinkMessage(href: string): string | undefined {
  if (isAllowedLink(href)) return undefined;
  const scheme = /^\s*([a-z][a-z0-9+.\-\s]*):/i.exec(href)?.[1]?.replace(/\s/g, '').toLowerCase();
  const uses = scheme ? ` uses "${scheme}:", which` : '';
  return (
    `link "${href}"${uses} is not allowed: a link may lead to an http:// or https:// address, ` +
    'an e-mail (mailto:), a phone number (tel:) or a page of this site ("/…")'
  );
}
