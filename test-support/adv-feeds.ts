import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Writes IAPD firm feeds in the SEC's layout for tests: TEST DATA, NOT SEC DATA. Every firm here is
 * invented unless a test says otherwise; the CRDs of listed firms are used only to match content/.
 *
 * The layout follows the form (Form ADV Part 1A) and the live files as public parsers describe them
 * (read 2026-11): wafflehaus69/Abelard (fdu/fdu_daemon/feed.py and its field report: 23,794 firms,
 * `Rgstn` Registered/APPROVED, ERA/ACTIVE and Registered/APPROVED-120; `NoticeFiled/States` in
 * unstable order), Acumen-org/Scrapper-new (scripts/ingest_firms.py: one `Rgstn` per SEC firm, one
 * state `Rgltr` per state, `ERA/Rgltrs/Rgltr` for state exempt reporters, Item5F absent on a third of
 * state records, social sites listed first in WebAddrs), savitz25/investor-trust-hub
 * (scripts/ohio/census_iapd_oh.py: APPROVED, TERMREQUEST, ACTIVE upper-cased before comparing) and
 * rao-usha/zerostack-data (app/ingest/bulk/sec_form_adv/parse.py: ERAs with empty `<Item5A/>`, a
 * foreign main office without State or PostlCd, raw Latin-1 bytes). Declared ISO-8859-1, gzipped.
 */

export type Attrs = Readonly<Record<string, string | number | null | undefined>>;

export interface FirmSpec {
  crd: string | number;
  /** BusNm; LegalNm is `{name}, LLC` unless given. */
  name: string;
  legalName?: string;
  secNumber?: string;
  /** MainAddr attributes; defaults to an invented Cincinnati address. Set one to null to leave it out. */
  mainAddr?: Attrs;
  /** SEC feed: `<Rgstn …>` attributes (default Registered, APPROVED). */
  rgstn?: Attrs | null;
  /** State feed: `StateRgstn/Rgltrs/Rgltr` attributes. */
  stateRegulators?: Attrs[];
  /** State feed: `ERA/Rgltrs/Rgltr` attributes. */
  exemptRegulators?: Attrs[];
  /** `Filing@Dt`; null leaves the element out. */
  filed?: string | null;
  /** WebAddr contents as written in the XML (text is escaped; `{ cdata }` is written as CDATA). */
  websites?: (string | { cdata: string })[];
  /** Part 1A items: element → attributes; null leaves the item out. Defaults: a fee-only firm with no disclosures. */
  items?: Readonly<Record<string, Attrs | null>>;
  /** Raw XML added directly under `<Firm>` (after Filing), e.g. an item in the wrong place. */
  extraXml?: string;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function attrs(values: Attrs): string {
  return Object.entries(values)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => ` ${key}="${escape(String(value))}"`)
    .join('');
}

/** A fee-only (5.E(1) only), disclosure-free adviser's answers, every item the fee-only rule reads present. */
const DEFAULT_ITEMS: Readonly<Record<string, Attrs>> = {
  Item5A: { TtlEmp: 12 },
  Item5B: { Q5B1: 6 },
  Item5E: { Q5E1: 'Y', Q5E2: 'N', Q5E3: 'N', Q5E4: 'N', Q5E5: 'N', Q5E6: 'N', Q5E7: 'N' },
  Item5D: { Q5DA1: 120, Q5DA3: 90_000_000, Q5DB1: 60, Q5DB3: 230_000_000, Q5DH2: 'Y' },
  Item5F: { Q5F1: 'Y', Q5F2A: 300_000_000, Q5F2B: 20_000_000, Q5F2C: 320_000_000, Q5F2F: 185 },
  Item6A: Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`Q6A${i + 1}`, 'N'])),
  Item7A: Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`Q7A${i + 1}`, 'N'])),
  Item11: { Q11: 'N' },
  Item11A: { Q11A1: 'N', Q11A2: 'N' },
  Item11C: { Q11C1: 'N', Q11C2: 'N', Q11C3: 'N', Q11C4: 'N', Q11C5: 'N' },
};

function firmXml(spec: FirmSpec, feed: 'sec' | 'state'): string {
  const info = attrs({
    SECRgnCD: 'CHI',
    FirmCrdNb: spec.crd,
    SECNb: spec.secNumber ?? (feed === 'sec' ? `801-${spec.crd}` : undefined),
    BusNm: spec.name,
    LegalNm: spec.legalName ?? `${spec.name}, LLC`,
    UmbrRgstn: 'N',
  });
  const main = attrs({
    Strt1: `${String(spec.crd).slice(-3)} INVENTED STREET`,
    City: 'CINCINNATI',
    State: 'OH',
    Cntry: 'United States',
    PostlCd: '45202-1234',
    PhNb: '000-000-0000',
    ...spec.mainAddr,
  });
  const parts = [`<Info${info}/>`, `<MainAddr${main}/>`, '<MailingAddr/>'];
  if (feed === 'sec' && spec.rgstn !== null) {
    parts.push(`<Rgstn${attrs({ FirmType: 'Registered', St: 'APPROVED', Dt: '2015-06-01', ...spec.rgstn })}/>`);
    parts.push(
      '<NoticeFiled><States RgltrCd="KY" St="FILED" Dt="2016-01-04"/><States RgltrCd="IN" St="FILED" Dt="2016-01-04"/></NoticeFiled>',
    );
  }
  const regulators = (list: Attrs[]) => list.map((values) => `<Rgltr${attrs(values)}/>`).join('');
  if (feed === 'state') {
    const state =
      spec.stateRegulators ?? (spec.exemptRegulators ? [] : [{ Cd: 'OH', St: 'APPROVED', Dt: '2019-05-20' }]);
    if (state.length > 0) parts.push(`<StateRgstn><Rgltrs>${regulators(state)}</Rgltrs></StateRgstn>`);
    if (spec.exemptRegulators) parts.push(`<ERA><Rgltrs>${regulators(spec.exemptRegulators)}</Rgltrs></ERA>`);
  }
  if (spec.filed !== null) parts.push(`<Filing${attrs({ Dt: spec.filed ?? '2026-03-30', FormVrsn: '10/2021' })}/>`);
  if (spec.extraXml) parts.push(spec.extraXml);
  const webs = (spec.websites ?? [`WWW.FIRM${spec.crd}.EXAMPLE`])
    .map((site) => `<WebAddr>${typeof site === 'string' ? escape(site) : `<![CDATA[${site.cdata}]]>`}</WebAddr>`)
    .join('');
  const items = Object.entries({ ...DEFAULT_ITEMS, ...spec.items })
    .filter((entry): entry is [string, Attrs] => entry[1] !== null)
    .map(([element, values]) => `<${element}${attrs(values)}/>`);
  parts.push(
    `<FormInfo><Part1A><Item1 Q1F5="1"><WebAddrs>${webs}</WebAddrs></Item1>${items.join('')}</Part1A></FormInfo>`,
  );
  return `<Firm>${parts.join('')}</Firm>`;
}

export interface FeedOptions {
  feed: 'sec' | 'state';
  /** YYYY-MM-DD: the file name's date and (unless `genOn` is false) the root's GenOn. */
  date: string;
  firms: readonly (FirmSpec | string)[];
  genOn?: boolean;
  /** The declaration's encoding; null writes no declaration. Default ISO-8859-1. */
  declare?: string | null;
  /** How the text becomes bytes. Default latin1. */
  bytes?: 'latin1' | 'utf8' | 'utf16le';
  /** A byte-order mark before the text. */
  bom?: 'utf8' | 'utf16le';
  gzip?: boolean;
  /** A file name other than the SEC's. */
  name?: string;
}

function feedName(feed: 'sec' | 'state', date: string, gzip = true): string {
  const [year, month, day] = date.split('-');
  return `IA_FIRM_${feed.toUpperCase()}_Feed_${month}_${day}_${year}.xml${gzip ? '.gz' : ''}`;
}

/** Writes the feed into `dir` and returns its path. */
export function writeFeed(dir: string, options: FeedOptions): string {
  const root = options.feed === 'sec' ? 'IAPDFirmSECReport' : 'IAPDFirmStateReport';
  const declare = options.declare === undefined ? 'ISO-8859-1' : options.declare;
  const head = declare === null ? '' : `<?xml version="1.0" encoding="${declare}"?>\n`;
  const genOn = options.genOn === false ? '' : ` GenOn="${options.date}"`;
  const firms = options.firms.map((firm) => (typeof firm === 'string' ? firm : firmXml(firm, options.feed)));
  const text = `${head}<${root}${genOn}><Firms>\n${firms.join('\n')}\n</Firms></${root}>\n`;
  const boms = { utf8: [0xef, 0xbb, 0xbf], utf16le: [0xff, 0xfe] } as const;
  const body = Buffer.concat([
    Buffer.from(options.bom ? boms[options.bom] : []),
    Buffer.from(text, options.bytes ?? 'latin1'),
  ]);
  const gzip = options.gzip ?? true;
  const file = path.join(dir, options.name ?? feedName(options.feed, options.date, gzip));
  writeFileSync(file, gzip ? gzipSync(body) : body);
  return file;
}

/** `count` invented firms of the region with distinct names and CRDs, for the 1% rule and the roster. */
export function manyFirms(count: number, firstCrd = 8_000_001): FirmSpec[] {
  return Array.from({ length: count }, (_, index) => ({ crd: firstCrd + index, name: `FILLER ADVISERS ${index + 1}` }));
}
