/**
 * The area the ZIP code box knows: every ZIP code whose centre lies within `radiusMiles` of
 * downtown Cincinnati (Fountain Square), which covers Greater Cincinnati, Northern Kentucky and
 * south-east Indiana. The table itself is lib/geo/zip-centroids.ts, generated from `source`. The
 * radius stands alone too, so the filter islands can say it without shipping the rest.
 */
export const ZIP_RADIUS_MILES = 50;

export const ZIP_REGION = {
  center: { lat: 39.1015, lng: -84.5125 },
  radiusMiles: ZIP_RADIUS_MILES,
  source:
    'the zipcodes npm package, version 8.0.0 (published December 2024), whose coordinates come from GeoNames’ US postal code file and the Free Zipcode Database',
} as const;
