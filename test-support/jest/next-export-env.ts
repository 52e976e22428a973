/**
 * `next build` inlines next.config's `trailingSlash: true` into next/link as this variable; under
 * jest nothing sets it, and links would lose the trailing slash every exported page path has.
 */
process.env.__NEXT_TRAILING_SLASH = 'true';
