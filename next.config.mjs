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
};

export default nextConfig;
