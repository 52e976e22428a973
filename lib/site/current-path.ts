/* Path comparison for the navigation, free of content loading so browser code can import it. */

/** "/about" and "/about/" are the same route; the root stays "/". */
function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Whether a navigation link points at the page being shown. */
export function isCurrentPath(href: string, pathname: string): boolean {
  return pathname !== '' && normalizePath(href) === normalizePath(pathname);
}
