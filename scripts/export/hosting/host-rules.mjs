#!/usr/bin/env node
/**
 * Reads out/_headers and out/_redirects with Netlify's own parsers (@netlify/headers-parser,
 * @netlify/redirect-parser), the reference for the format Netlify and Cloudflare Pages share, and
 * prints them as JSON: { headers, redirects, errors }. Exits 1 when either file has an error.
 *   node scripts/export/hosting/host-rules.mjs [out]
 * Used by __tests__/scripts/host-rules.test.ts and scripts/checks/host.mjs.
 */
import path from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';

export async function readHostRules(outDir) {
  const headers = await parseAllHeaders({ headersFiles: [path.join(outDir, '_headers')], minimal: true });
  const redirects = await parseAllRedirects({ redirectsFiles: [path.join(outDir, '_redirects')], minimal: true });
  const errors = [...headers.errors, ...redirects.errors].map((error) => String(error.message ?? error));
  return { headers: headers.headers, redirects: redirects.redirects, errors };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rules = await readHostRules(path.resolve(process.argv[2] ?? 'out'));
  console.log(JSON.stringify(rules));
  if (rules.errors.length > 0) process.exit(1);
}
