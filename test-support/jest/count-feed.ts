/**
 * Child process for the bounded-memory test: reads one feed and prints the firm count and the
 * process's peak resident memory, measured where nothing but the reader has run.
 */
import { readAdvFeed } from '@/scripts/adv/feed/parse-feed';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (file === undefined) throw new Error('usage: count-feed FILE');
  let firms = 0;
  const data = await readAdvFeed(file, () => {
    firms += 1;
  });
  // maxRSS is in kilobytes.
  process.stdout.write(JSON.stringify({ firms, date: data.date, maxRssKb: process.resourceUsage().maxRSS }));
}

main().catch((error: unknown) => {
  process.stderr.write(String(error));
  process.exitCode = 1;
});
