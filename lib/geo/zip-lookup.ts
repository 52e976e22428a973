import { ZIP_ROWS } from './zip-centroids';
import type { LatLng } from './distance';

/** A ZIP code's centre and its place name, from the generated table (lib/geo/zip-centroids.ts). */
export interface ZipPlace extends LatLng {
  zip: string;
  city: string;
  state: string;
}

let table: Map<string, ZipPlace> | undefined;

function zipTable(): Map<string, ZipPlace> {
  table ??= new Map(
    ZIP_ROWS.trim()
      .split('\n')
      .map((row) => {
        const [zip = '', lat = '', lng = '', city = '', state = ''] = row.split(',');
        return [zip, { zip, lat: Number(lat), lng: Number(lng), city, state }];
      }),
  );
  return table;
}

/** The ZIP code's centre, or undefined when it is not a Greater Cincinnati / Northern Kentucky ZIP in the table. */
export function zipPlace(zip: string): ZipPlace | undefined {
  return zipTable().get(zip);
}

/** How many ZIP codes the table holds. */
export function zipCount(): number {
  return zipTable().size;
}
