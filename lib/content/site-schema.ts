import { z } from 'zod';
import { geoPoint, httpsUrl, isoDay, nonEmpty } from './schema-primitives';

/** content/site.json: the owner's settings (environment variables may override some, see site-config-env.ts). */

/**
 * How the site is paid. `none`: no firm pays the site anything. `listing-fees`: firms pay to be
 * listed. `per-introduction-fees`: firms pay for each introduction. `revenue-share`: firms share
 * the fees of clients the site introduced.
 */
export const BUSINESS_MODELS = ['none', 'listing-fees', 'per-introduction-fees', 'revenue-share'] as const;
export type BusinessModel = (typeof BUSINESS_MODELS)[number];

const phoneNumber = z
  .string()
  .regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'must be a US number written like (513) 555-0100')
  .meta({ patternMessage: 'Write the number like (513) 555-0100' });

/**
 * Greater Cincinnati: Hamilton 39061, Butler 39017, Warren 39165, Clermont 39025 (Ohio); Boone 21015,
 * Kenton 21117, Campbell 21037 (Kentucky); Dearborn 18029 (Indiana).
 */
const DEFAULT_REGION_COUNTIES = ['39061', '39017', '39165', '39025', '21015', '21117', '21037', '18029'] as const;

/** Where Plausible's tracker sends events unless the owner names another endpoint. */
export const DEFAULT_ANALYTICS_ENDPOINT = 'https://plausible.io/api/event';

export const siteConfigSchema = z
  .object({
    brandName: nonEmpty,
    tagline: nonEmpty,
    siteUrl: httpsUrl
      .refine((url) => !url.endsWith('/'), 'must not end with "/"')
      .meta({
        title: 'Site URL',
        description: 'The public address, e.g. https://www.example.com (no "/" at the end).',
      }),
    phone: phoneNumber.meta({
      description: 'Shown on every page and dialled by every call button. Whoever answers it is named on the site.',
    }),
    email: z.email('must be an e-mail address').meta({ title: 'E-mail' }),
    schedulerUrl: httpsUrl.meta({
      title: 'Scheduler URL',
      description: 'Your Calendly event link; the booking widget and every "book" link open it.',
    }),
    social: z
      .object({
        facebook: httpsUrl.optional(),
        linkedin: httpsUrl.optional(),
        youtube: httpsUrl.optional(),
      })
      .strict(),
    office: z
      .object({
        streetAddress: nonEmpty,
        city: nonEmpty,
        region: z.string().length(2, 'must be a two-letter state code'),
        postalCode: z.string().regex(/^\d{5}$/, 'must be a five-digit ZIP code'),
        country: z.string().length(2, 'must be a two-letter country code'),
        geo: geoPoint,
        mapLabel: nonEmpty,
      })
      .strict(),
    callHours: nonEmpty,
    /**
     * How long the free consultation with the directory lasts, in whole minutes (the spec's 30 by default). Shown
     * where a page mentions the call's length (a landing page's schedule text writes `{{consultation-minutes}}`).
     * A string from the SITE_CONSULTATION_MINUTES variable is read as a number.
     */
    consultationMinutes: z
      .preprocess(
        (value) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
        z
          .number({ error: 'consultationMinutes: must be a number of minutes, e.g. 30' })
          .int('consultationMinutes: must be whole minutes, e.g. 30')
          .min(10, 'consultationMinutes: must be at least 10 minutes')
          .max(120, 'consultationMinutes: must be at most 120 minutes'),
      )
      .default(30),
    /**
     * Response-time promises, shown only when the owner sets them and can keep them (absent by
     * default, and the copy then promises nothing): how soon e-mails are answered, callbacks come
     * and a firm match follows, each in words such as "within one business day".
     */
    emailResponse: nonEmpty.optional(),
    callbackTime: nonEmpty.optional(),
    matchPromise: nonEmpty.optional(),
    /** Who runs the site: a legal entity or a person, and their city. Footer, /about/ and /terms/. */
    operator: z.object({ name: nonEmpty, city: nonEmpty }).strict().optional(),
    /**
     * How the site earns money; drives every "How we make money" disclosure (lib/content/business-model.ts).
     * No default: while unset the site says plainly that it is not set yet, and a production build refuses.
     */
    businessModel: z
      .enum(BUSINESS_MODELS, { error: `must be one of: ${BUSINESS_MODELS.join(', ')}` })
      .optional()
      .meta({
        title: 'How the site makes money',
        description:
          'none: no firm pays the site; listing-fees: firms pay to be listed; per-introduction-fees: firms pay per introduction; revenue-share: firms share fees of clients introduced. Shown wherever a firm is recommended.',
      }),
    /**
     * Cookieless visit and conversion counts with Plausible Analytics (lib/analytics/). Absent: no
     * tracker code is loaded, nothing is counted and the privacy policy says so.
     */
    analytics: z
      .object({
        domain: z
          .string()
          .trim()
          .toLowerCase()
          .regex(
            /^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/,
            'must be a domain name such as www.example.com (no https://, no path)',
          )
          .meta({
            title: 'Site domain in Plausible',
            description: 'The domain exactly as you added the site in Plausible, e.g. www.example.com.',
            patternMessage: 'A domain name such as www.example.com, without https:// or a path',
          }),
        endpoint: httpsUrl.optional().meta({
          title: 'Event endpoint',
          description: `Leave empty to send events to Plausible's own service (${DEFAULT_ANALYTICS_ENDPOINT}). Fill in only for a self-hosted Plausible or a proxy, e.g. https://stats.example.com/api/event.`,
        }),
      })
      .strict()
      .optional()
      .meta({
        title: 'Analytics (Plausible)',
        description:
          'Counts visits, calls, bookings and other actions without cookies or personal data. Leave empty to run no analytics at all.',
      }),
    /** The day the owner last confirmed the business model; shown as "as of {date}". */
    businessModelAsOf: isoDay.optional(),
    /** Optional plain-language detail added to the disclosure, e.g. which firms pay. */
    businessModelDetails: nonEmpty.optional(),
    /**
     * The region of the advisers' roster (/advisers/): a firm is on it when its Form ADV main office's
     * ZIP code lies in one of these counties. Five-digit county FIPS codes (state and county).
     */
    regionCounties: z
      .array(
        z
          .string()
          .regex(/^\d{5}$/, 'must be a five-digit county FIPS code, e.g. "39061" for Hamilton County, Ohio')
          .meta({ patternMessage: 'A five-digit county FIPS code, e.g. 39061 for Hamilton County, Ohio' }),
      )
      .min(1, 'must name at least one county')
      .default([...DEFAULT_REGION_COUNTIES])
      .meta({
        title: 'Counties of the region (FIPS codes)',
        description:
          'The advisers list shows every registered adviser whose main office is in one of these counties. Default: Hamilton, Butler, Warren, Clermont (OH), Boone, Kenton, Campbell (KY), Dearborn (IN).',
      }),
  })
  .strict();
export type SiteConfig = z.infer<typeof siteConfigSchema>;
