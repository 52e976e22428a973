import { z } from 'zod';
import { ICON_NAMES } from './icon-names';

/** The small building blocks every content schema shares: text, dates, slugs, paths, URLs, places. */

const nonEmpty = z.string().trim().min(1, 'must not be empty');
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'is not a real calendar date');
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by single hyphens, e.g. "my-page"')
  .meta({ patternMessage: 'Lowercase words joined by single hyphens, e.g. "lead-editor"' });
/** Site-internal path such as "/about/" or "/tax-planning/#schedule". */
const internalHref = z
  .string()
  .regex(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/, 'must be a site path starting with "/", e.g. "/about"')
  .meta({ patternMessage: 'A path of this site starting with "/", e.g. "/about/"' });
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

export const iconName = z.enum(ICON_NAMES);
export type IconName = z.infer<typeof iconName>;

export const geoPoint = z.object({ lat: latitude, lng: longitude }).strict();

export const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });
/** A public source may still be served over plain http; it is cited, never loaded by the site. */
export const webUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

export { nonEmpty, internalHref, isoDay, slug };
