import { createWriteStream, statSync } from 'node:fs';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

/**
 * Writes a synthetic IAPD firm feed of the real size for scripts/adv/benchmark-import.ts, streamed
 * firm by firm through gzip to disk (one firm's text in memory at a time). Deterministic: a seeded
 * generator, so every run measures the same bytes. Invented names ("SYNTHETIC BENCH ADVISERS 12345")
 * share no word with the listed firms, except the few entries named after them below.
 */
export type FeedKind = 'sec' | 'state';
export interface FeedStats {
  file: string;
  firms: number;
  xmlBytes: number;
  gzBytes: number;
}

/** The listed firms' entries: three by CRD, and namesakes spread over states for the candidate search. */
const NAMED: Record<FeedKind, readonly [crd: number, name: string, state: string][]> = {
  sec: [
    [140195, 'MARINER, LLC', 'KS'],
    [105664, 'TRUEPOINT, INC.', 'OH'],
    [105348, 'CREATIVE PLANNING, LLC', 'KS'],
    [990001, 'ALLWORTH FINANCIAL, L.P.', 'CA'],
    [990002, 'FOSTER & MOTLEY, INC.', 'OH'],
    [990003, 'JOHNSON INVESTMENT COUNSEL, INC.', 'OH'],
    [990004, 'BARTLETT & CO.', 'OH'],
    [990005, 'FORT WASHINGTON INVESTMENT ADVISORS, INC.', 'OH'],
  ],
  state: [
    [990006, 'JOHNSON FINANCIAL PLANNING, LLC', 'TX'],
    [990007, 'BARTLETT ADVISORY GROUP, INC.', 'ME'],
    [990008, 'ALLWORTH WEALTH PLANNING, LLC', 'FL'],
  ],
};
const REGION = ['OH', 'KY', 'IN'];
const OTHER_STATES = (
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IA KS LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OK OR PA ' +
  'RI SC SD TN TX UT VT VA WA WV WI WY'
).split(' ');
const CITIES = ['SPRINGFIELD', 'RIVERTON', 'FAIRVIEW', 'GREENVILLE', 'SALEM', 'MADISON', 'CLINTON', 'GEORGETOWN'];
const WORDS = ['ZENITH', 'QUILLON', 'VESTRA', 'ORBANE', 'CALDERO', 'NIMBRA', 'TESSEL', 'PÉRIDOT', 'LUMEN'];

/** mulberry32: a small seeded generator, so the feeds are the same bytes on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function writeSyntheticFeed(file: string, kind: FeedKind, firms: number): Promise<FeedStats> {
  const rand = random(kind === 'sec' ? 11 : 22);
  const int = (max: number) => Math.floor(rand() * max);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  const yn = () => (rand() < 0.3 ? 'Y' : 'N');
  const day = () => `${2000 + int(26)}-${String(1 + int(12)).padStart(2, '0')}-${String(1 + int(28)).padStart(2, '0')}`;
  const attrs = (names: readonly string[], value: () => string) => names.map((n) => ` ${n}="${value()}"`).join('');
  const numbered = (prefix: string, from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);
  const letters = (prefix: string, last: string, suffixes: readonly string[]) =>
    Array.from({ length: last.charCodeAt(0) - 64 }, (_, i) =>
      suffixes.map((s) => `${prefix}${String.fromCharCode(65 + i)}${s}`),
    ).flat();
  const item = (name: string, names: readonly string[], value: () => string = yn) => `<${name}${attrs(names, value)}/>`;
  // 5.F(2): (a) discretionary + (b) non-discretionary = (c) total dollars; (d) + (e) = (f) accounts.
  const assets = (a: number, b: number, d: number, e: number) =>
    `<Item5F Q5F1="Y" Q5F2A="${a}" Q5F2B="${b}" Q5F2C="${a + b}" Q5F2D="${d}" Q5F2E="${e}" Q5F2F="${d + e}"/>`;
  const count = () => String(int(400));

  function firmXml(index: number, named: readonly [number, string, string] | undefined): string {
    const crd = named?.[0] ?? (kind === 'sec' ? 200000 : 400000) + index;
    const exempt = named === undefined && rand() < (kind === 'sec' ? 0.28 : 0.05);
    const name = named?.[1] ?? `SYNTHETIC BENCH ${pick(WORDS)} ADVISERS ${crd}`;
    const xmlName = name.replace(/&/g, '&amp;');
    const state = named?.[2] ?? (rand() < 0.03 ? pick(REGION) : pick(OTHER_STATES));
    const secNb = kind === 'sec' ? ` SECNb="${exempt ? 802 : 801}-${crd}"` : '';
    // Each call draws its own street, suite, city, ZIP and phone, in this order (the feed is seeded).
    const address = (tag: string) => {
      const street = `Strt1="${int(9999)} ${pick(WORDS)} AVENUE" Strt2="SUITE ${int(900)}" City="${pick(CITIES)}"`;
      const zip = String(int(99999)).padStart(5, '0');
      const phone = `555-${String(int(9999999)).padStart(7, '0')}`;
      return `<${tag} ${street} State="${state}" Cntry="United States" PostlCd="${zip}" PhNb="${phone}"/>`;
    };
    const regulators = (status: string, n: number) =>
      Array.from(
        { length: n },
        (_, i) => `<Rgltr Cd="${i === 0 ? state : pick(OTHER_STATES)}" St="${status}" Dt="${day()}"/>`,
      ).join('');
    let registration: string;
    if (kind === 'sec') {
      const status = exempt ? 'ACTIVE' : named === undefined && rand() < 0.012 ? 'APPROVED-120' : 'APPROVED';
      const notices = Array.from(
        { length: 5 + int(16) },
        () => `<States RgltrCd="${pick(OTHER_STATES)}" St="FILED" Dt="${day()}"/>`,
      );
      registration = `<Rgstn FirmType="${exempt ? 'ERA' : 'Registered'}" St="${status}" Dt="${day()}"/><NoticeFiled>${notices.join('')}</NoticeFiled>`;
    } else {
      registration = exempt
        ? `<ERA><Rgltrs>${regulators('ACTIVE', 1)}</Rgltrs></ERA>`
        : `<StateRgstn><Rgltrs>${regulators('APPROVED', 1 + int(3))}</Rgltrs></StateRgstn>`;
    }
    const webs = Array.from({ length: 1 + int(4) }, (_, i) =>
      i === 1
        ? `<WebAddr>HTTPS://WWW.LINKEDIN.COM/COMPANY/SYNTHETIC-${crd}</WebAddr>`
        : `<WebAddr>WWW.SYNTHETIC-${crd}-${i}.EXAMPLE</WebAddr>`,
    );
    const hasAssets = !exempt && (kind === 'sec' || rand() < 0.4);
    const part1A = [
      `<Item1 Q1F5="${int(20)}" Q1I="N" Q1J="${yn()}" Q1M="N" Q1N="N" Q1O="N"><WebAddrs>${webs.join('')}</WebAddrs></Item1>`,
      item('Item2A', numbered('Q2A', 1, 13)),
      `<Item3A OrgFormNm="Limited Liability Company"/><Item3B Q3B="${int(12) + 1}"/><Item3C StateCD="DE" CntryNm="United States"/>`,
      // An exempt reporting adviser answers items 1-3, 6, 7, 10 and 11 only; its 5.A and 5.F are empty.
      ...(exempt
        ? ['<Item5A/><Item5F/>']
        : [
            item('Item5A', ['TtlEmp'], count),
            item('Item5B', numbered('Q5B', 1, 6), count),
            item('Item5C', ['Q5C1', 'Q5C2'], count),
            item('Item5D', letters('Q5D', 'N', ['1', '3']), () => String(int(900))),
            item('Item5E', numbered('Q5E', 1, 7)),
            hasAssets ? assets(int(5e9), int(5e8), int(900), int(90)) : '',
            item('Item5G', numbered('Q5G', 1, 12)),
            item('Item5H', ['Q5H']),
            item('Item5I', ['Q5I1', 'Q5I2A', 'Q5I2B', 'Q5I2C']),
            item('Item5J', ['Q5J1', 'Q5J2']),
          ]),
      item('Item6A', numbered('Q6A', 1, 14)),
      item('Item6B', ['Q6B1', 'Q6B2', 'Q6B3']),
      item('Item7A', numbered('Q7A', 1, 16)),
      item('Item7B', ['Q7B']),
      ...(exempt ? [] : 'ABCDEFGHI'.split('').map((l) => item(`Item8${l}`, numbered(`Q8${l}`, 1, 3)))),
      ...(exempt
        ? []
        : 'ABCDEF'.split('').map((l) => item(`Item9${l}`, [`Q9${l}1A`, `Q9${l}1B`, `Q9${l}2A`, `Q9${l}2B`]))),
      item('Item10A', ['Q10A']),
      item('Item11', ['Q11']),
      item('Item11A', ['Q11A1', 'Q11A2']),
      item('Item11B', ['Q11B1', 'Q11B2']),
      item('Item11C', numbered('Q11C', 1, 5)),
      item('Item11D', numbered('Q11D', 1, 5)),
      item('Item11E', numbered('Q11E', 1, 4)),
      item('Item11F', ['Q11F']),
      item('Item11G', ['Q11G']),
      item('Item11H', ['Q11H1A', 'Q11H1B', 'Q11H1C', 'Q11H2']),
    ];
    return (
      `<Firm><Info SECRgnCD="CHI" FirmCrdNb="${crd}"${secNb} BusNm="${xmlName}" LegalNm="${xmlName}" UmbrRgstn="N"/>` +
      `${address('MainAddr')}${address('MailingAddr')}${registration}<Filing Dt="${day()}" FormVrsn="10/2021"/>` +
      `<FormInfo><Part1A>${part1A.join('')}</Part1A></FormInfo></Firm>\n`
    );
  }

  const root = kind === 'sec' ? 'IAPDFirmSECReport' : 'IAPDFirmStateReport';
  const gzip = createGzip();
  const done = pipeline(gzip, createWriteStream(file));
  let xmlBytes = 0;
  const write = async (text: string) => {
    const bytes = Buffer.from(text, 'latin1');
    xmlBytes += bytes.length;
    if (!gzip.write(bytes)) await once(gzip, 'drain');
  };
  await write(`<?xml version="1.0" encoding="ISO-8859-1"?>\n<${root} GenOn="2026-11-01"><Firms>\n`);
  const named = NAMED[kind];
  // The listed firms' entries are spread evenly through the file.
  const namedAt = new Map(named.map((entry, i) => [Math.floor(((i + 1) * firms) / (named.length + 1)), entry]));
  for (let index = 0; index < firms; index += 1) await write(firmXml(index, namedAt.get(index)));
  gzip.end(Buffer.from(`</Firms></${root}>\n`, 'latin1'));
  xmlBytes += `</Firms></${root}>\n`.length;
  await done;
  return { file, firms, xmlBytes, gzBytes: statSync(file).size };
}
