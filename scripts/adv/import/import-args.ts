import { parseArgs } from 'node:util';

/**
 * The command line of `npm run adv:import` (scripts/adv/import.ts), read without touching a file.
 * One `--accept` per firm: a second one with another CRD is refused, not left to replace the first.
 */
const USAGE =
  'usage: npm run adv:import -- [--dry-run] [--accept slug=CRD]... [--replace] [--allow-shrink] [--summary FILE] FEED_FILE...';

export interface ImportArgs {
  feeds: string[];
  dryRun: boolean;
  /** slug → CRD. */
  accept: Record<string, string>;
  replace: boolean;
  allowShrink: boolean;
  summary: string | undefined;
}

export function parseImportArgs(args: readonly string[]): ImportArgs {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      accept: { type: 'string', multiple: true, default: [] },
      replace: { type: 'boolean', default: false },
      'allow-shrink': { type: 'boolean', default: false },
      summary: { type: 'string' },
    },
  });
  if (positionals.length === 0) throw new Error(`no feed file given\n${USAGE}`);
  const accept: Record<string, string> = {};
  for (const pair of values.accept) {
    const match = /^([a-z0-9-]+)=(\d{1,8})$/.exec(pair);
    if (!match?.[1] || !match[2])
      throw new Error(`--accept ${pair}: write it as slug=CRD, e.g. hcm-wealth-advisors=123456`);
    const [, slug, crd] = match;
    const earlier = accept[slug];
    if (earlier !== undefined && earlier !== crd) {
      throw new Error(
        `--accept ${slug}=${earlier} and --accept ${pair}: two CRDs for one firm; nothing was written. Keep only the one you checked on its IAPD page`,
      );
    }
    accept[slug] = crd;
  }
  return {
    feeds: positionals,
    dryRun: values['dry-run'],
    accept,
    replace: values.replace,
    allowShrink: values['allow-shrink'],
    summary: values.summary,
  };
}
