import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { Page } from '@playwright/test';
import { parseFrontMatter } from '@/lib/content/markdown';
import { firmFrontMatterSchema } from '@/lib/content/schemas';
import { expect, test } from '@/test-support/e2e/fixtures';

/**
 * The content editor at /admin/ as the owner uses it: Sveltia CMS served from the export itself,
 * with its test backend (a repository in the browser's private storage, seeded here from
 * content/) instead of GitHub, so nothing leaves this machine. The saved file is read back and
 * parsed with the same schema the build uses.
 */

const FIRM = 'truepoint-wealth-counsel';
const FIRM_FILE = `content/firms/${FIRM}.md`;
/** The folder of the browser's origin-private file system that Sveltia's test backend reads. */
const TEST_REPO = 'sveltia-cms-test';

function contentFiles(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) Object.assign(files, contentFiles(full));
    else files[full.split(path.sep).join('/')] = readFileSync(full, 'utf8');
  }
  return files;
}

/** Serves the generated config with the test backend in place of GitHub (pull requests need GitHub). */
async function useTestBackend(page: Page) {
  await page.route(/\/admin\/config\.yml(\?|$)/, async (route) => {
    const response = await route.fetch();
    const config = yaml.load(await response.text(), { schema: yaml.JSON_SCHEMA });
    if (typeof config !== 'object' || config === null) throw new Error('admin/config.yml is not a mapping');
    await route.fulfill({
      response,
      body: yaml.dump({ ...config, backend: { name: 'test-repo' }, publish_mode: 'simple' }),
    });
  });
}

/** Writes content/ into the test repository, as a clone of the site's repository would hold it. */
async function seedTestRepository(page: Page) {
  await page.goto('/robots.txt');
  await page.evaluate(
    async ({ files, repo }) => {
      const root = await (await navigator.storage.getDirectory()).getDirectoryHandle(repo, { create: true });
      for (const [file, text] of Object.entries(files)) {
        const parts = file.split('/');
        let dir = root;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1) ?? '', { create: true })).createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { files: contentFiles('content'), repo: TEST_REPO },
  );
}

/**
 * The file as the test repository holds it. A read that meets the CMS replacing the file fails
 * with NotReadableError; it is tried again, as a person reloading would.
 */
async function readSavedFile(page: Page, file: string): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const text = await page.evaluate(
      async ({ file, repo }) => {
        let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(repo);
        const parts = file.split('/');
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
        try {
          return await (await (await dir.getFileHandle(parts.at(-1) ?? '')).getFile()).text();
        } catch (error) {
          if (error instanceof DOMException && error.name === 'NotReadableError') return null;
          throw error;
        }
      },
      { file, repo: TEST_REPO },
    );
    if (text !== null) return text;
    if (attempt === 10) throw new Error(`${file} stayed unreadable in the test repository`);
    await page.waitForTimeout(200);
  }
}

/** Opens the firm's form and returns its "Minimum" fact, which holds value, source and check. */
async function openMinimum(page: Page) {
  await useTestBackend(page);
  await seedTestRepository(page);
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Work with Test Repository' }).click();
  await page.goto(`/admin/#/collections/firms/entries/${FIRM}`);
  // Sveltia names each field's group “Label” Field, with invisible direction marks around the label.
  const minimum = page.getByRole('group', { name: /^\W*Minimum\W* Field$/ });
  await minimum.scrollIntoViewIfNeeded();
  return minimum;
}

test.describe('the content editor at /admin/', () => {
  // The editor is a 2 MB application; loading it and the seeded repository takes longer than a page.
  test.setTimeout(60_000);

  test('the owner sets a firm’s minimum and marks it verified: a negative amount is refused, the saved file passes the build’s schema', async ({
    page,
    baseURL,
  }) => {
    const offSite: string[] = [];
    page.on('request', (sent) => {
      if (!sent.url().startsWith(baseURL ?? '')) offSite.push(sent.url());
    });
    const unchanged = readFileSync(FIRM_FILE, 'utf8');
    const minimum = await openMinimum(page);
    const amount = minimum.getByRole('spinbutton', { name: 'Amount (USD a year)' });

    // A typo first: the form refuses it and nothing reaches the repository.
    await amount.fill('-5');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(minimum.getByText(/must be 1 or greater|greater than or equal to 1|at least 1/i)).toBeVisible();
    expect(await readSavedFile(page, FIRM_FILE)).toBe(unchanged);

    await amount.fill('35000');
    // The editor re-renders the form as the amount changes; a click during that can be lost
    // (seen once in a full run), so the switch is clicked until it reads as on.
    const verified = minimum.getByRole('switch', { name: 'Verified' });
    await expect(async () => {
      if (!(await verified.isChecked())) await verified.click();
      await expect(verified).toBeChecked({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await minimum.getByRole('textbox', { name: 'Checked on' }).fill('2026-11-20');
    await minimum.getByRole('textbox', { name: 'Checked by' }).fill('Test Editor');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => readSavedFile(page, FIRM_FILE), { message: 'the save reaches the repository' })
      .not.toBe(unchanged);

    const saved = await readSavedFile(page, FIRM_FILE);
    const firm = firmFrontMatterSchema.parse(parseFrontMatter(saved).data);
    expect(firm.minimum).toMatchObject({
      value: { kind: 'annual-fee', amount: 35000 },
      verified: true,
      checked: '2026-11-20',
      checkedBy: 'Test Editor',
    });
    // The rest of the firm is as it was: same name, same About text, other facts untouched.
    const original = parseFrontMatter(unchanged);
    const before = firmFrontMatterSchema.parse(original.data);
    expect({ ...firm, minimum: before.minimum }).toEqual(before);
    expect(parseFrontMatter(saved).body.trim()).toBe(original.body.trim());
    // Its fonts and icons included, the editor loaded nothing from another host.
    expect(offSite).toEqual([]);
  });

  test('is served from this site with its own policy, is not indexed, and no visitor page loads it', async ({
    page,
    request,
  }) => {
    const response = await request.get('/admin/');
    expect(response.status()).toBe(200);
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain('connect-src');
    expect(policy).toContain('https://api.github.com');
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');

    const requested: string[] = [];
    page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
    await page.goto('/');
    expect(requested.filter((pathname) => pathname.startsWith('/admin'))).toEqual([]);
    expect(await page.content()).not.toContain('/admin');
  });
});
