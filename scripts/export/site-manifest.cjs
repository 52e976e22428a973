// The site manifest the build writes (app/site-manifest.json/route.ts): the validated site
// settings, the build mode (`preview`: false only for a production build that passed the gate)
// and the page index, for the post-build scripts (next-sitemap.config.js,
// scripts/export/hosting/headers.mjs). finalize-export moves it from out/ to .next/ so it is never published.
// CommonJS, so that next-sitemap's config can require it.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
/** Where the export writes it and where finalize-export keeps it. */
const SITE_MANIFEST_NAME = 'site-manifest.json';
// SITE_MANIFEST_FILE in the environment points the post-build scripts at another one (tests).
const SITE_MANIFEST_FILE = process.env.SITE_MANIFEST_FILE ?? path.join(ROOT, '.next', SITE_MANIFEST_NAME);

/** @returns {{ siteUrl: string, schedulerOrigin: string, analyticsOrigin: string | null, preview: boolean, pages: { path: string, type: string, lastModified?: string, noindex?: boolean }[] }} */
function readSiteManifest() {
  let text;
  try {
    text = fs.readFileSync(SITE_MANIFEST_FILE, 'utf8');
  } catch {
    throw new Error(
      `${path.relative(ROOT, SITE_MANIFEST_FILE)} is missing: run "npm run build" first (next build writes it, finalize-export moves it out of out/).`,
    );
  }
  const manifest = JSON.parse(text);
  if (
    typeof manifest.siteUrl !== 'string' ||
    typeof manifest.schedulerOrigin !== 'string' ||
    typeof manifest.preview !== 'boolean' ||
    (manifest.analyticsOrigin !== null && typeof manifest.analyticsOrigin !== 'string') ||
    !Array.isArray(manifest.pages)
  ) {
    throw new Error(`${path.relative(ROOT, SITE_MANIFEST_FILE)} is not a site manifest: run "npm run build" again.`);
  }
  return manifest;
}

module.exports = { SITE_MANIFEST_NAME, SITE_MANIFEST_FILE, readSiteManifest };
