import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Makes a content copy launch-ready for the site and editorial parts of the production gate: the
 * owner's settings complete (operator, dated business model, real-looking contacts), two named
 * editors, and every article and landing page reviewed today by the one who did not write it.
 * Test-only values, never shipped.
 */
export function makeLaunchReady(dir: string, today = new Date().toISOString().slice(0, 10)): void {
  const sitePath = path.join(dir, 'site.json');
  const site: unknown = JSON.parse(readFileSync(sitePath, 'utf8'));
  writeFileSync(
    sitePath,
    JSON.stringify({
      ...(typeof site === 'object' && site !== null ? site : {}),
      operator: { name: 'Queen City Guides LLC', city: 'Cincinnati' },
      businessModel: 'none',
      businessModelAsOf: today,
      phone: '(513) 421-7300',
      email: 'hello@queencityguides.com',
      siteUrl: 'https://www.queencityguides.com',
      schedulerUrl: 'https://calendly.com/queen-city-guides/call',
    }),
  );
  const authors = path.join(dir, 'authors');
  const lead = path.join(authors, 'lead-editor.md');
  writeFileSync(lead, readFileSync(lead, 'utf8').replace('placeholder: true', 'placeholder: false'));
  writeFileSync(
    path.join(authors, 'second-editor.md'),
    '---\nname: "Second Editor"\nrole: "Reviews every figure against its source"\ncredentials: []\n---\n\nChecks the pages.\n',
  );
  for (const folder of ['blog', 'landing']) {
    for (const file of readdirSync(path.join(dir, folder))) {
      const target = path.join(dir, folder, file);
      const text = readFileSync(target, 'utf8');
      writeFileSync(
        target,
        text.replace(/^author: .*$/m, (line) => `${line}\nreviewer: "second-editor"\nreviewed: "${today}"`),
      );
    }
  }
}
