import { BRAND_TOKEN, fillBrandInSettings } from './brand-token';
import { siteConfigSchema, type SiteConfig } from './schemas';
import type { IssueCollector } from './report';

/**
 * The owner's settings can be overridden at build time by these environment variables; this is
 * the only module that reads them. Each maps to a field of content/site.json.
 */
const SITE_ENV_OVERRIDES = {
  SITE_URL: ['siteUrl'],
  SITE_BRAND_NAME: ['brandName'],
  SITE_PHONE: ['phone'],
  SITE_EMAIL: ['email'],
  SITE_SCHEDULER_URL: ['schedulerUrl'],
  SITE_FACEBOOK_URL: ['social', 'facebook'],
  SITE_LINKEDIN_URL: ['social', 'linkedin'],
  SITE_YOUTUBE_URL: ['social', 'youtube'],
  SITE_BUSINESS_MODEL: ['businessModel'],
  SITE_BUSINESS_MODEL_AS_OF: ['businessModelAsOf'],
  SITE_BUSINESS_MODEL_DETAILS: ['businessModelDetails'],
  SITE_OPERATOR_NAME: ['operator', 'name'],
  SITE_OPERATOR_CITY: ['operator', 'city'],
  SITE_ANALYTICS_DOMAIN: ['analytics', 'domain'],
  SITE_ANALYTICS_ENDPOINT: ['analytics', 'endpoint'],
  SITE_CONSULTATION_MINUTES: ['consultationMinutes'],
} as const satisfies Record<string, readonly string[]>;

type EnvName = keyof typeof SITE_ENV_OVERRIDES;

/**
 * `SITE_ENV=production` marks a build meant for the public: it fails while any firm fact shown
 * on the site is unverified (see gate-firms.ts). Any other value, or none, is the default preview
 * build: noindex, disallowed in robots.txt, with the preview banner (Content.buildMode).
 */
export function isProductionBuild(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.SITE_ENV?.trim().toLowerCase() === 'production';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Copies `raw`, applying every non-empty override; remembers which field came from which variable. */
function applyOverrides(raw: unknown, env: Readonly<Record<string, string | undefined>>) {
  const value: Record<string, unknown> = isRecord(raw) ? structuredClone(raw) : {};
  const fromEnv = new Map<string, EnvName>();
  for (const [name, fieldPath] of Object.entries(SITE_ENV_OVERRIDES) as [EnvName, readonly string[]][]) {
    const override = env[name]?.trim();
    if (!override) continue;
    let target = value;
    for (const key of fieldPath.slice(0, -1)) {
      const next = target[key];
      target[key] = isRecord(next) ? next : {};
      target = target[key] as Record<string, unknown>;
    }
    const last = fieldPath[fieldPath.length - 1];
    if (last !== undefined) target[last] = override;
    fromEnv.set(fieldPath.join('.'), name);
  }
  return { value, fromEnv };
}

/**
 * Parses content/site.json with the environment's overrides, `{{brand}}` in any of its texts
 * filled with the brand name (e.g. the map label). A problem in an overridden value is reported
 * against the environment variable, not the file.
 */
export function parseSiteConfig(
  raw: unknown,
  env: Readonly<Record<string, string | undefined>>,
  issues: IssueCollector,
): SiteConfig | undefined {
  const { value, fromEnv } = applyOverrides(raw, env);
  const report = (field: string, message: string) => {
    const envName = fromEnv.get(field);
    if (envName)
      issues.add('environment', envName, field, `${message} (value set by the ${envName} environment variable)`);
    else issues.add('content/site.json', 'site', field, message);
  };
  let tokensKnown = true;
  fillBrandInSettings(value, (field, token) => {
    tokensKnown = false;
    report(
      field,
      field === 'brandName'
        ? `must be the name itself, not a placeholder (${token})`
        : `${token} is no placeholder the site fills in; write ${BRAND_TOKEN} for the brand name`,
    );
  });
  const result = siteConfigSchema.safeParse(value);
  if (result.success) return tokensKnown ? result.data : undefined;
  for (const issue of result.error.issues) report(issue.path.map(String).join('.'), issue.message);
  return undefined;
}
