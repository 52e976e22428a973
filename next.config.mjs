import { availableParallelism } from 'node:os';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every route becomes static HTML in out/ (route/index.html), servable by any static host or CDN.
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // react-leaflet and marked ship ESM only; next/jest honours this list too.
  transpilePackages: ['react-leaflet', '@react-leaflet/core', 'marked'],
  // `npm test` checks the types once before its builds (`npm run typecheck`: next typegen writes the
  // routes' types, then tsc checks them with all the code), then sets TYPES_CHECKED=1: each of its
  // builds checking them again cost 10 to 55 s on 2 cores. Any other build checks them as Next does.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  // Next renders the pages in one worker fewer than the machine's cores: on 2 cores, one, with the
  // main process idle meanwhile. A worker per core renders the production fixture's 372 pages in
  // 7.4 s instead of 9.3 (the export is the same but for Next's random build id).
  experimental: { cpus: availableParallelism() },
};

export default nextConfig;
