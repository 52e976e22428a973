import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { writeSyntheticFeed, type FeedStats } from './synthetic-feed';

/**
 * npm run adv:benchmark [-- --keep] [-- --runs N]
 * Measures the Form ADV import (scripts/adv/) on two synthetic feeds of the real size (~80 MB SEC, ~70 MB
 * state, written by scripts/adv/synthetic-feed.ts into a temporary folder): reading each feed alone,
 * then the whole dry-run import over a copy of content/. Each run is a fresh child process, so its peak
 * resident memory is the import's own. Prints a table (median time, highest peak memory of the runs) and
 * exits 1 when a row misses the budget: each feed read in at most 10 s with at most 200 MB peak memory
 * (the import of both feeds: 10 s per feed). Not a test: it takes a few minutes. 1 MB = 1,000,000 bytes.
 */
const ROOT = path.join(__dirname, '..', '..');
const SECONDS_PER_FEED = 10;
const PEAK_MB = 200;
const MB = 1e6;

interface ChildResult {
  ms: number;
  /** CPU time of the call (user + system): when it is well below `ms`, something else had the cores. */
  cpuMs: number;
  maxRssKb: number;
  firms: number;
  malformed: number;
  note: string;
}

/** Times one call from just before to just after it; peak memory is the whole child's (maxRSS, in KB). */
async function timed<T>(call: () => Promise<T>) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = await call();
  const ms = performance.now() - start;
  const { user, system } = process.cpuUsage(cpu);
  return { value, ms, cpuMs: (user + system) / 1000, maxRssKb: process.resourceUsage().maxRSS };
}

/** In the child: one measured call, then one JSON line. Modules are loaded before the clock starts. */
async function child(mode: string, args: string[]): Promise<ChildResult> {
  if (mode === 'read') {
    const { readAdvFeed } = await import('@/scripts/adv/feed/parse-feed');
    let malformed = 0;
    const { value, ...measured } = await timed(() =>
      readAdvFeed(args[0]!, (reading) => {
        if (reading.record === null) malformed += 1;
      }),
    );
    return { ...measured, firms: value.firms, malformed, note: '' };
  }
  if (mode === 'import') {
    const { runImport } = await import('@/scripts/adv/import/run-import');
    const [contentDir, ...feeds] = args;
    const { value: report, ...measured } = await timed(() =>
      runImport({ contentDir: contentDir!, feeds, dryRun: true, accept: {}, root: ROOT }),
    );
    const sum = (count: (file: (typeof report.dataFiles)[number]) => number) =>
      report.dataFiles.reduce((total, file) => total + count(file), 0);
    const entries = report.candidates.reduce((total, firm) => total + firm.candidates.length, 0);
    const note = `${report.firms.length} firms by CRD, ${report.candidates.length} firms with ${entries} candidates, ${report.notFound.length} not found, ${report.needsPerson.length} need a person`;
    return { ...measured, firms: sum((file) => file.firms), malformed: sum((file) => file.malformed), note };
  }
  throw new Error(`unknown child mode ${mode}`);
}

function measure(mode: string, args: string[]): ChildResult {
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  const run = spawnSync(tsx, [__filename, '--child', mode, ...args], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`child ${mode} failed (${run.status}): ${run.stderr || run.stdout}`);
  const line = run.stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as ChildResult;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv[0] === '--child') {
    process.stdout.write(`${JSON.stringify(await child(argv[1] ?? '', argv.slice(2)))}\n`);
    return;
  }
  const keep = argv.includes('--keep');
  const runsAt = argv.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 3;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs: expected a whole number of runs, at least 1');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'adv-benchmark-'));
  try {
    console.log(`Writing synthetic feeds into ${dir}`);
    const feeds: FeedStats[] = [];
    for (const [kind, name, firms] of [
      ['sec', 'IA_FIRM_SEC_Feed_11_01_2026.xml.gz', 23_600],
      ['state', 'IA_FIRM_STATE_Feed_11_01_2026.xml.gz', 22_000],
    ] as const) {
      const stats = await writeSyntheticFeed(path.join(dir, name), kind, firms);
      feeds.push(stats);
      const sizes = `${stats.xmlBytes.toLocaleString('en-US')} bytes of XML, ${stats.gzBytes.toLocaleString('en-US')} gzipped`;
      console.log(`  ${name}: ${stats.firms.toLocaleString('en-US')} firms, ${sizes}`);
    }
    const contentDir = path.join(dir, 'content');
    cpSync(path.join(ROOT, 'content'), contentDir, { recursive: true });

    const rows: string[] = [];
    let missed = false;
    const row = (what: string, mode: string, args: string[], on: FeedStats[]) => {
      const results: ChildResult[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const result = measure(mode, args);
        const seconds = `${(result.ms / 1000).toFixed(2)} s (${(result.cpuMs / 1000).toFixed(2)} s CPU)`;
        console.log(`  ${what}, run ${run}: ${seconds}, ${(result.maxRssKb / 1000).toFixed(0)} MB`);
        results.push(result);
      }
      const first = results[0]!;
      const total = (count: (feed: FeedStats) => number) => on.reduce((sum, feed) => sum + count(feed), 0);
      const expected = total((feed) => feed.firms);
      if (first.firms !== expected || first.malformed !== 0) {
        throw new Error(
          `${what}: read ${first.firms} firms (${first.malformed} malformed), expected ${expected} well formed`,
        );
      }
      if (first.note) console.log(`  ${what}: ${first.note}`);
      const seconds = median(results.map((result) => result.ms)) / 1000;
      const peakMb = Math.max(...results.map((result) => result.maxRssKb)) / 1000;
      const budgetSeconds = SECONDS_PER_FEED * on.length;
      const ok = seconds <= budgetSeconds && peakMb <= PEAK_MB;
      missed ||= !ok;
      const [xml, gz] = [total((feed) => feed.xmlBytes) / MB, total((feed) => feed.gzBytes) / MB];
      const cells = [what, expected.toLocaleString('en-US'), xml.toFixed(1), gz.toFixed(1), seconds.toFixed(2)];
      rows.push(
        `| ${cells.join(' | ')} | ${peakMb.toFixed(0)} | ${ok ? '✓' : '✗'} ≤ ${budgetSeconds} s, ≤ ${PEAK_MB} MB |`,
      );
    };
    const [sec, state] = feeds as [FeedStats, FeedStats];
    const load = os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
    console.log(`Measuring (${runs} runs each, one child process per run; load average ${load})`);
    row('Read SEC feed (readAdvFeed)', 'read', [sec.file], [sec]);
    row('Read state feed (readAdvFeed)', 'read', [state.file], [state]);
    row('Import both (runImport, dry run)', 'import', [contentDir, sec.file, state.file], [sec, state]);

    const cpus = os.cpus();
    console.log(`\nMachine: ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, Node ${process.version}`);
    console.log(`Date: ${new Date().toISOString()}; median of ${runs} runs, highest peak RSS; 1 MB = 10^6 bytes\n`);
    console.log('| What | Firms | XML MB | gz MB | Median s | Peak RSS MB | Budget |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
    console.log(rows.join('\n'));
    if (missed) {
      console.error('\nadv:benchmark: a row misses its budget (✗)');
      process.exitCode = 1;
    }
  } finally {
    if (keep) console.log(`Kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`adv:benchmark: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
