import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { need, type Build } from '../build';
import { headersFile } from '../hosting/headers';
import { redirectsFile } from '../hosting/redirects';

/** out/_headers (security, caching and each page's Content-Security-Policy) and out/_redirects. */
export async function hosting(build: Build): Promise<void> {
  const pages = need(build.pages, 'the pages');
  await writeFile(path.join(build.out, '_headers'), headersFile(pages, build.facts));
  await writeFile(path.join(build.out, '_redirects'), redirectsFile());
  console.log(`hosting: ${pages.length} page policies written to out/_headers`);
}
