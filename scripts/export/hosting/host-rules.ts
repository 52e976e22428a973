/**
 * Reads out/_headers and out/_redirects with Netlify's own parsers (@netlify/headers-parser,
 * @netlify/redirect-parser), the reference for the format Netlify and Cloudflare Pages share, and
 * prints them as JSON: { headers, redirects, errors }. Exits 1 when either file has an error.
 *   tsx scripts/export/hosting/host-rules.ts [out]
 * Used by __tests__/scripts/host-rules.test.ts and scripts/checks/host.ts.
 */
import path from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';

export async function readHostRules(outDir: string) {
  const headers = await parseAllHeaders({
    headersFiles: [path.join(outDir, '_headers')],
    configHeaders: [],
    minimal: true,
  });
  const redirects = await parseAllRedirects({
    redirectsFiles: [path.join(outDir, '_redirects')],
    configRedirects: [],
    minimal: true,
  });
  const errors = [...headers.errors, ...redirects.errors].map((error) => String(error.message ?? error));
  return { headers: headers.headers, redirects: redirects.redirects, errors };
}

if (require.main === module) {
  readHostRules(path.resolve(process.argv[2] ?? 'out')).then((rules) => {
    console.log(JSON.stringify(rules));
    if (rules.errors.length > 0) process.exit(1);
  });
}
