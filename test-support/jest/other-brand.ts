/**
 * Import first, before anything reads the content: the suite's site is then built with another brand name
 * (SITE_BRAND_NAME), as the production fixture's is. Each jest suite has its own module registry and content cache.
 */
export const OTHER_BRAND = 'Fixture Fiduciary Guide';
process.env.SITE_BRAND_NAME = OTHER_BRAND;
