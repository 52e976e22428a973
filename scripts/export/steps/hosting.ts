import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { need, type Build } from '../build';
import { headersFile } from '../hosting/headers';
import { redirectsFile } from '../hosting/redirects';

/** out/_headers (security and caching headers, one Content-Security-Policy for every visitor page) and out/_redirects. */
export async function hosting(build: Build): Promise<void> {
  const pages = need(build.pages, 'the pages');
  const headers = headersFile(pages, build.facts);
  await writeFile(path.join(build.out, '_headers'), headers);
  await writeFile(path.join(build.out, '_redirects'), redirectsFile());
  const rules = headers.split('\n').filter((line) => line.startsWith('/')).length;
  console.log(`hosting: ${rules} rules in out/_headers, one policy for all ${pages.length} pages`);
}
