/**
 * The `_headers` format Netlify and Cloudflare Pages share, as Cloudflare Pages applies it: what the
 * build writes (headers.ts), what the local server serves (scripts/tools/static-server.ts) and what
 * the host check expects from `wrangler pages dev` (scripts/checks/host.ts).
 *  - A rule is a URL pattern line, then indented `Name: value` lines and `! Name` lines.
 *  - `*` matches anything, slashes included; `:name` matches one path segment; all else is exact.
 *  - Every matching rule applies, in file order. `! Name` removes the header as set so far (by an
 *    earlier rule); a header set again by a later rule is appended to (joined with ", "), which for
 *    a Content-Security-Policy means a second policy the page must satisfy as well.
 *  - Cloudflare Pages reads at most 100 rules and skips the rest of the file, and ignores a line of
 *    more than 2,000 characters (wrangler's parseHeaders): the build keeps well inside both.
 */

/** One rule: its URL pattern, the headers it detaches from earlier rules, and those it sets. */
export interface HeaderRule {
  path: string;
  detach: string[];
  headers: [string, string][];
}

/** At most this many rules, whatever the roster's size (Cloudflare Pages stops reading at 100). */
export const MAX_HEADER_RULES = 40;
/** The longest line a host reads (Cloudflare Pages ignores a longer one, header and all). */
export const MAX_HEADER_LINE = 2_000;

export function serializeHeaderRules(rules: HeaderRule[], comment: string): string {
  const lines = [`# ${comment}`];
  for (const rule of rules) {
    lines.push(rule.path, ...rule.detach.map((name) => `  ! ${name}`));
    lines.push(...rule.headers.map(([name, value]) => `  ${name}: ${value}`));
  }
  return `${lines.join('\n')}\n`;
}

/** Throws, naming the count or the line, when `text` passes a limit a host would cut it at. */
export function checkHeaderLimits(text: string): void {
  const lines = text.split('\n').map((line) => line.trim());
  const rules = lines.filter((line) => line.startsWith('/')).length;
  if (rules > MAX_HEADER_RULES)
    throw new Error(
      `_headers has ${rules} rules, more than the ${MAX_HEADER_RULES} allowed ` +
        '(Cloudflare Pages applies only its first 100 and serves the paths of the others without their headers)',
    );
  let rule = '';
  lines.forEach((line, index) => {
    if (line.startsWith('/')) rule = line;
    if (line.length > MAX_HEADER_LINE)
      throw new Error(
        `_headers line ${index + 1} (${line.slice(0, Math.max(0, line.indexOf(':'))) || line.slice(0, 40)} of ${rule}) has ${line.length} characters, ` +
          `more than the ${MAX_HEADER_LINE} a host reads (Cloudflare Pages drops the line)`,
      );
  });
}

export function parseHeaderRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (line.startsWith('/')) rules.push({ path: line, detach: [], headers: [] });
    else if (line.startsWith('! ')) rules.at(-1)?.detach.push(line.slice(2).trim());
    else if (line.includes(':')) {
      const separator = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
    }
  }
  return rules;
}

/** The pattern as Cloudflare Pages compiles it (generateRuleRegExp in its asset server). */
export function patternOf(path: string): RegExp {
  const escaped = path
    .split('*')
    .map((part) => part.replace(/[-/\\^$+?.()|[\]{}]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${escaped.replace(/:[A-Za-z]\w*/g, '[^/]+')}$`);
}

/** The headers a request for `urlPath` gets from `rules` (lower-case names), as Cloudflare Pages applies them. */
export function headersFor(rules: HeaderRule[], urlPath: string): Record<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!patternOf(rule.path).test(urlPath)) continue;
    for (const name of rule.detach) headers.delete(name.toLowerCase());
    for (const [name, value] of rule.headers) {
      const before = headers.get(name.toLowerCase());
      headers.set(name.toLowerCase(), before === undefined ? value : `${before}, ${value}`);
    }
  }
  return Object.fromEntries(headers);
}
