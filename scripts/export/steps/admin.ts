import { copyFile, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Build } from '../build';
import { cmsRepoOverride, isRepositoryName } from '@/lib/content/gate-cms';

/**
 * Publishes the content editor at /admin/. public/admin/ already put
 * index.html and the generated config.yml in out/admin/; this copies Sveltia CMS itself from its
 * npm package, so nothing of the editor comes from a CDN:
 *
 *  - dist/sveltia-cms.js, with the three font addresses it would load from a CDN rewritten to
 *    copies under /admin/fonts/ taken from the matching @fontsource packages (pinned in
 *    package.json to the versions the CMS names). If an upgrade of the CMS names other fonts or
 *    versions, the rewrite finds nothing and the build stops with what to change;
 *  - dist/chunks/*.js, which the CMS loads beside its own script before trying a CDN.
 *
 * Nothing here touches the visitor pages: no page links to /admin/, and the admin loads no site code.
 */

/** The fonts the CMS names, by the package that holds a copy; `url` is how the CMS names it. */
const FONTS = [
  {
    pkg: '@fontsource-variable/material-symbols-outlined',
    file: 'material-symbols-outlined-latin-wght-normal.woff2',
    url: (version: string) =>
      `https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@${version}/latin-wght-normal.woff2`,
  },
  {
    pkg: '@fontsource-variable/source-sans-3',
    file: 'source-sans-3-latin-wght-normal.woff2',
    url: (version: string) =>
      `https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@${version}/latin-wght-normal.woff2`,
  },
  {
    pkg: '@fontsource/noto-mono',
    file: 'noto-mono-latin-400-normal.woff2',
    url: (version: string) => `https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@${version}/latin-400-normal.woff2`,
  },
];

class AdminPublishError extends Error {}

// Read from node_modules directly: the CMS's package "exports" do not expose its dist/ files.
const packageDir = (root: string, pkg: string) => path.join(root, 'node_modules', pkg);
async function packageVersion(root: string, pkg: string): Promise<string> {
  const manifest: unknown = JSON.parse(await readFile(path.join(packageDir(root, pkg), 'package.json'), 'utf8'));
  if (
    typeof manifest !== 'object' ||
    manifest === null ||
    !('version' in manifest) ||
    typeof manifest.version !== 'string'
  )
    throw new AdminPublishError(`${pkg}'s package.json names no version: reinstall it (npm ci)`);
  return manifest.version;
}

/** A script without its closing source-map comment: the maps are not published. */
const withoutSourceMap = (code: string) => code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');

/**
 * The CMS script with its CDN font addresses pointed at /admin/fonts/, and without its source-map
 * comment (the map is not published).
 */
export function selfHostFonts(script: string, fonts: { url: string; file: string; pkg: string }[]): string {
  let result = script;
  for (const font of fonts) {
    if (!result.includes(font.url))
      throw new AdminPublishError(
        `the CMS no longer loads ${font.url}: see which font version it names now (grep fontsource in node_modules/@sveltia/cms/dist/sveltia-cms.js) and pin ${font.pkg} to it`,
      );
    result = result.replaceAll(font.url, `/admin/fonts/${font.file}`);
  }
  return withoutSourceMap(result);
}

/**
 * CMS_REPO names the repository the editor edits for this build (the production check's fixture,
 * or a deploy that keeps scripts/cms/backend.json as shipped); the production gate has checked it.
 */
async function applyCmsRepoOverride(configFile: string): Promise<void> {
  const repo = cmsRepoOverride(process.env);
  if (repo === undefined) return;
  if (!isRepositoryName(repo))
    throw new AdminPublishError(`CMS_REPO "${repo}" must be a GitHub repository, owner/name`);
  const config = await readFile(configFile, 'utf8');
  const repoLine = /^(backend:\n(?: {2}.*\n)*? {2}repo: ).*$/m;
  if (!repoLine.test(config))
    throw new AdminPublishError('out/admin/config.yml has no backend repo line for CMS_REPO to replace');
  await writeFile(configFile, config.replace(repoLine, `$1${repo}`));
}

export async function admin(build: Build): Promise<void> {
  const ADMIN = path.join(build.out, 'admin');
  const configured = await readdir(ADMIN).catch((): string[] => []);
  for (const expected of ['index.html', 'config.yml'])
    if (!configured.includes(expected))
      throw new AdminPublishError(`out/admin/${expected} missing: public/admin/ should provide it`);
  await applyCmsRepoOverride(path.join(ADMIN, 'config.yml'));

  const cms = path.join(packageDir(build.root, '@sveltia/cms'), 'dist');
  const fonts = await Promise.all(
    FONTS.map(async (font) => ({ ...font, url: font.url(await packageVersion(build.root, font.pkg)) })),
  );
  const script = selfHostFonts(await readFile(path.join(cms, 'sveltia-cms.js'), 'utf8'), fonts);
  await writeFile(path.join(ADMIN, 'sveltia-cms.js'), script);

  await mkdir(path.join(ADMIN, 'fonts'), { recursive: true });
  for (const font of fonts)
    await copyFile(
      path.join(packageDir(build.root, font.pkg), 'files', font.file),
      path.join(ADMIN, 'fonts', font.file),
    );

  await mkdir(path.join(ADMIN, 'chunks'), { recursive: true });
  const chunks = (await readdir(path.join(cms, 'chunks'))).filter((name) => name.endsWith('.js'));
  for (const chunk of chunks) {
    const code = await readFile(path.join(cms, 'chunks', chunk), 'utf8');
    await writeFile(path.join(ADMIN, 'chunks', chunk), withoutSourceMap(code));
  }
  console.log(`admin: Sveltia CMS at /admin/ with ${fonts.length} self-hosted fonts and ${chunks.length} chunk(s)`);
}
