import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseFirmFile } from '@/scripts/adv/import/firm-file';
import { runImport, type ImportOptions } from '@/scripts/adv/import/run-import';
import { writeFeed, type FeedOptions, type FirmSpec } from '@/test-support/adv-feeds';

/**
 * A copy of content/ in a scratch folder (never content/ itself: fixture values must not reach the
 * site), feeds written beside it by test-support, and the import run on them.
 */
export const ROOT = path.join(__dirname, '..', '..');

/** The listed firms' CRDs as content/ records them, under invented entries in the feed layout. */
export const MARINER: FirmSpec = {
  crd: 140195,
  name: 'MARINER, LLC',
  legalName: 'MARINER, LLC',
  mainAddr: { Strt1: '1 FIXTURE WAY', City: 'OVERLAND PARK', State: 'KS', PostlCd: '66211' },
};
export const TRUEPOINT: FirmSpec = { crd: 105664, name: 'TRUEPOINT, INC.', legalName: 'TRUEPOINT, INC.' };
export const CREATIVE: FirmSpec = {
  crd: 105348,
  name: 'CREATIVE PLANNING, LLC',
  legalName: 'CREATIVE PLANNING, LLC',
  mainAddr: { City: 'OVERLAND PARK', State: 'KS', PostlCd: '66211' },
};

export interface Sandbox {
  dir: string;
  contentDir: string;
  feed: (options: FeedOptions) => string;
  run: (feeds: string[], options?: Partial<ImportOptions>) => ReturnType<typeof runImport>;
  firm: (slug: string) => ReturnType<typeof parseFirmFile>['data'];
  firmText: (slug: string) => string;
  /** Every content file's text by its path under content/. */
  allTexts: () => Record<string, string>;
  remove: () => void;
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

export function sandbox(): Sandbox {
  const dir = mkdtempSync(path.join(tmpdir(), 'adv-sandbox-'));
  const contentDir = path.join(dir, 'content');
  cpSync(path.join(ROOT, 'content'), contentDir, { recursive: true });
  const firmText = (slug: string) => readFileSync(path.join(contentDir, 'firms', `${slug}.md`), 'utf8');
  return {
    dir,
    contentDir,
    feed: (options) => writeFeed(dir, options),
    // The suites' feeds hold a handful of invented firms whose number changes month to month by design:
    // the 10% shrink guard is off here and on in its own suite (feed-guards.test.ts).
    run: (feeds, options) =>
      runImport({ contentDir, feeds, dryRun: false, accept: {}, root: dir, allowShrink: true, ...options }),
    firm: (slug) => parseFirmFile(slug, `content/firms/${slug}.md`, firmText(slug)).data,
    firmText,
    allTexts: () =>
      Object.fromEntries(
        listFiles(contentDir).map((name) => [name, readFileSync(path.join(contentDir, name), 'utf8')]),
      ),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
