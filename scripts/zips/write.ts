import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { zipCentroidsSource } from './zip-centroids';

/** npm run zips: writes lib/geo/zip-centroids.ts from the zipcodes package. */
const target = path.join(__dirname, '..', '..', 'lib', 'geo', 'zip-centroids.ts');
writeFileSync(target, zipCentroidsSource());
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
