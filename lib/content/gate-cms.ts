import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { IssueCollector } from './report';

/**
 * The production gate for the content editor at /admin/: it must edit the owner's own repository.
 * The template ships `example-owner/…` (scripts/cms/backend.json, copied into
 * public/admin/config.yml by `npm run cms:config`); a public site published with it would send the
 * editor's sign-in and every save to a GitHub account the owner does not hold.
 */

const SETTINGS_FILE = 'scripts/cms/backend.json';
const PLACEHOLDER_OWNER = /^example-owner\//i;
const REPOSITORY = /^[\w.-]+\/[\w.-]+$/;

/** A GitHub repository written owner/name (letters, digits, ".", "-" and "_" only). */
export function isRepositoryName(value: string): boolean {
  return REPOSITORY.test(value);
}

/** CMS_REPO, when set: the repository the build writes into out/admin/config.yml instead of the file's. */
export function cmsRepoOverride(env: Readonly<Record<string, string | undefined>>): string | undefined {
  return env.CMS_REPO?.trim() || undefined;
}

/** backend.repo of public/admin/config.yml, or undefined when the file or the setting is missing. */
function configuredRepo(publicDir: string): string | undefined {
  const file = path.join(publicDir, 'admin', 'config.yml');
  if (!existsSync(file)) return undefined;
  const config: unknown = yaml.load(readFileSync(file, 'utf8'), { schema: yaml.JSON_SCHEMA });
  if (typeof config !== 'object' || config === null || !('backend' in config)) return undefined;
  const { backend } = config;
  if (typeof backend !== 'object' || backend === null || !('repo' in backend)) return undefined;
  return typeof backend.repo === 'string' ? backend.repo : undefined;
}

/** One issue when the repository the published editor would use is missing, malformed or the placeholder. */
export function checkCmsForProduction(
  publicDir: string,
  env: Readonly<Record<string, string | undefined>>,
  issues: IssueCollector,
): void {
  const override = cmsRepoOverride(env);
  if (override !== undefined) {
    if (!isRepositoryName(override) || PLACEHOLDER_OWNER.test(override))
      issues.add('environment', 'CMS_REPO', 'repo', `"${override}" must be your GitHub repository, written owner/name`);
    return;
  }
  const repo = configuredRepo(publicDir);
  const what =
    repo === undefined ? 'is missing from public/admin/config.yml' : `"${repo}" is the template's placeholder`;
  if (repo === undefined || PLACEHOLDER_OWNER.test(repo))
    issues.add(
      SETTINGS_FILE,
      'backend',
      'repo',
      `${what}: set "repo" to your GitHub repository (owner/name) and run npm run cms:config, or set CMS_REPO for the build`,
    );
}
