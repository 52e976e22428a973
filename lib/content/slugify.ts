/**
 * The slug rule for article titles: lowercase, whitespace to hyphens, non-word characters
 * removed, repeated hyphens collapsed, leading and trailing hyphens trimmed.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/--+/g, '-')
    .replace(/^-+|-+$/g, '');
}
