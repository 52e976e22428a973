import { AdvFeedError } from '@/scripts/adv/feed/feed-error';
import type { FirmReading } from '@/scripts/adv/feed/feed-record';
import { readAdvFeed } from '@/scripts/adv/feed/parse-feed';
import type { FeedOptions } from '@/test-support/adv-feeds';
import { sandbox, type Sandbox } from '@/test-support/jest/import-sandbox';

/**
 * Encodings by the XML rules (XML 1.0 §4.3.3, Appendix F): no declaration and no byte-order mark is
 * UTF-8; a declared encoding is honoured; a byte-order mark that contradicts the declaration is refused.
 */
let box: Sandbox;
beforeEach(() => {
  box = sandbox();
});
afterEach(() => box.remove());

const ELAN = {
  crd: 7500001,
  name: 'ÉLAN CAPITAL ADVISERS',
  legalName: 'ÉLAN CAPITAL ADVISERS, LLC',
  mainAddr: { City: 'COVINGTON', State: 'KY' },
};

async function readings(options: Omit<FeedOptions, 'feed' | 'date' | 'firms'>): Promise<FirmReading[]> {
  const file = box.feed({ feed: 'sec', date: '2026-11-02', firms: [ELAN], ...options });
  const found: FirmReading[] = [];
  await readAdvFeed(file, (reading) => found.push(reading));
  return found;
}

test.each([
  ['no declaration and no byte-order mark: UTF-8', { declare: null, bytes: 'utf8' }],
  ['a UTF-8 byte-order mark and no declaration', { declare: null, bytes: 'utf8', bom: 'utf8' }],
  ['declared ISO-8859-1, as the SEC writes it', { declare: 'ISO-8859-1', bytes: 'latin1' }],
  ['declared UTF-8', { declare: 'UTF-8', bytes: 'utf8' }],
  ['declared windows-1252', { declare: 'windows-1252', bytes: 'latin1' }],
  ['declared UTF-16 with its byte-order mark', { declare: 'UTF-16', bytes: 'utf16le', bom: 'utf16le' }],
  ['ungzipped', { declare: null, bytes: 'utf8', gzip: false }],
] as const)('%s', async (_, options) => {
  const [reading] = await readings(options);
  expect(reading?.record?.businessName).toBe('ÉLAN CAPITAL ADVISERS');
});

test('a byte-order mark that contradicts the declaration is refused, naming the file and what was found', async () => {
  const error = await readings({ declare: 'ISO-8859-1', bytes: 'utf8', bom: 'utf8' }).catch(
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AdvFeedError);
  expect(error instanceof Error && error.message).toBe(
    'IA_FIRM_SEC_Feed_11_02_2026.xml.gz → starts with a UTF-8 byte-order mark but declares encoding="ISO-8859-1": the two contradict each other; save the file again in one encoding',
  );
});

test('an encoding this import cannot read is refused by name', async () => {
  await expect(readings({ declare: 'EBCDIC-XYZ' })).rejects.toThrow(
    'IA_FIRM_SEC_Feed_11_02_2026.xml.gz → declares encoding="EBCDIC-XYZ", which this import cannot read',
  );
});

test('Latin-1 bytes in a file declared UTF-8: that firm is malformed, named, not read as "�LAN"', async () => {
  const [reading] = await readings({ declare: 'UTF-8', bytes: 'latin1' });
  expect(reading?.record).toBeNull();
  expect(reading?.problems[0]).toBe(
    '<Info BusNm>: holds bytes that are not in the file\'s declared encoding: "\uFFFDLAN CAPITAL ADVISERS"',
  );
});
