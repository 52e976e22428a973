/** The part of the `zipcodes` package (a dev dependency) that scripts/zip-centroids.ts reads. */
declare module 'zipcodes' {
  interface ZipCode {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export const codes: Record<string, ZipCode>;
}
