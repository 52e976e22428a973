import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { AdvFeedError } from '@/scripts/adv/feed/feed-error';
import { liveFirmXml, liveSecFirm } from '@/test-support/live-shaped-feeds';
import { readAll, scratchDirectory } from '@/test-support/jest/feed-files';

/**
 * The reader's bounds (issue 53 §7, scripts/adv/feed/feed-bounds.ts): no record can exhaust memory, an
 * over-long value is one unknown value, and a file cut short is refused, not read as fewer firms.
 */
const scratch = scratchDirectory();
afterAll(() => scratch.remove());

const HEAD = '<?xml version="1.0" encoding="ISO-8859-1"?>\n<IAPDFirmSECReport GenOn="2026-11-02"><Firms>\n';
const TAIL = '\n</Firms></IAPDFirmSECReport>\n';
const feedName = (label: string) => `IA_FIRM_SEC_Feed_11_02_2026-${label}.xml.gz`;

/** A gzip of `before`, then `megabytes` MiB of "A", then `after`: gzip members, so a 700 MiB text is a 700 kB file. */
function hugeGzip(name: string, before: string, megabytes: number, after: string): string {
  const member = gzipSync(Buffer.alloc(1 << 20, 'A'), { level: 9 });
  const parts = [gzipSync(Buffer.from(before, 'latin1')), ...Array.from({ length: megabytes }, () => member)];
  const file = scratch.path(name);
  writeFileSync(file, Buffer.concat([...parts, gzipSync(Buffer.from(after, 'latin1'))]));
  return file;
}

async function refusal(file: string): Promise<AdvFeedError> {
  const error = await readAll(file).then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AdvFeedError)) throw new Error(`expected an AdvFeedError, got ${String(error)}`);
  return error;
}

test('a 700 MiB web address in a 700 kB gzip is refused naming the file and the firm, in bounded memory', async () => {
  const firm = liveFirmXml(liveSecFirm(990001, 'HUGE TEXT ADVISERS'));
  const at = firm.indexOf('</WebAddrs>');
  const file = hugeGzip(
    feedName('huge-text'),
    `${HEAD}${firm.slice(0, at)}<WebAddr>`,
    700,
    `</WebAddr>${firm.slice(at)}${TAIL}`,
  );
  const rss = process.memoryUsage().rss;
  const error = await refusal(file);
  expect(error.message).toMatch(
    /^IA_FIRM_SEC_Feed_11_02_2026-huge-text\.xml\.gz → firm 990001 → a <Firm> record longer than 4,000,000 characters: refused/,
  );
  expect((process.memoryUsage().rss - rss) / 1e6).toBeLessThan(200);
  // The encoding pass gunzips the 700 MiB before the reader refuses the record: seconds, not memory.
}, 60_000);

test('a huge attribute before the CRD is read names the firm by its place in the file', async () => {
  const first = liveFirmXml(liveSecFirm(990002, 'FIRST ADVISERS'));
  const file = hugeGzip(
    feedName('huge-attribute'),
    `${HEAD}${first}<Firm><Info BusNm="`,
    64,
    `" FirmCrdNb="990003"/></Firm>${TAIL}`,
  );
  const error = await refusal(file);
  expect(error.message).toMatch(/→ a <Firm> record \(the file's <Firm> number 2\) longer than 4,000,000 characters/);
});

test('a value longer than any Form ADV answer is that fact unknown; the firm is read', async () => {
  const firm = liveSecFirm(990004, 'LONG TEXT ADVISERS');
  firm.items.Item5E = { ...firm.items.Item5E, Q5E7: 'Y', Q5E7Oth: 'X'.repeat(5000) };
  const file = scratch.path(feedName('long-value'));
  writeFileSync(file, gzipSync(Buffer.from(`${HEAD}${liveFirmXml(firm)}${TAIL}`, 'latin1')));
  const { records } = await readAll(file);
  expect(records[0]?.compensation?.otherDescription).toBeNull();
  expect(records[0]?.assets?.total).toBe(2_310_000_000);
  expect(records[0]?.unknown).toMatchObject([
    {
      fields: ['compensation'],
      element: 'Item5E',
      attribute: 'Q5E7Oth',
      problem: 'longer than 4096 characters (5000)',
    },
  ]);
});

test('more repeated elements in one firm than any real record has is refused naming the firm', async () => {
  const firm = {
    ...liveSecFirm(990005, 'MANY SITES ADVISERS'),
    websites: Array.from({ length: 1001 }, (_, i) => `WWW.SITE${i}.EXAMPLE`),
  };
  const file = scratch.path(feedName('many-sites'));
  writeFileSync(file, gzipSync(Buffer.from(`${HEAD}${liveFirmXml(firm)}${TAIL}`, 'latin1')));
  expect((await refusal(file)).message).toMatch(
    /→ firm 990005 → more than 1000 registrations and websites in one <Firm>/,
  );
});

test.each([
  ['between two firms', (text: string) => text.slice(0, text.indexOf('</Firm>') + '</Firm>'.length)],
  ['inside a firm', (text: string) => text.slice(0, text.lastIndexOf('<Item5F'))],
])('an XML file cut %s is refused naming the file, not read as fewer firms', async (_, cut) => {
  const firms = [liveSecFirm(990006, 'A ADVISERS'), liveSecFirm(990007, 'B ADVISERS')].map(liveFirmXml).join('\n');
  const file = scratch.path(feedName('cut'));
  writeFileSync(file, gzipSync(Buffer.from(cut(`${HEAD}${firms}${TAIL}`), 'latin1')));
  expect((await refusal(file)).message).toMatch(
    /^IA_FIRM_SEC_Feed_11_02_2026-cut\.xml\.gz → ends before its root element is closed.*: the file is cut short/,
  );
});
