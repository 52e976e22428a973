import { writeFeed, type FeedOptions } from './adv-feeds';

/**
 * Firms in the shapes of the SEC's live IAPD feeds, as issue 53 quotes them from records others took
 * from the files (a 1,228-firm extract of the 28 Nov 2023 SEC and state feeds, 2026 records in a JSON
 * copy that keeps the feed's names): TEST DATA, NOT SEC DATA (names, CRDs and numbers invented, the
 * shapes as quoted). Not derived from test-support/adv-feeds.ts's defaults: each element and attribute
 * is written here as the live files write it, in their order.
 * - 631 of the 1,228 firms publish no main office: `<MainAddr PhNb="513-936-5050"/>` and nothing else;
 * - 5.D(2) answered in words: `Q5DI2="Fewer than 5 clients"` (firm 361 stopped the run on it);
 * - exempt reporters' Item 5 elements present and empty (`<Item5D/>`, `<Item5E/>`, `<Item5F/>`);
 * - forms before 2017: 5.D's columns `Q5D1A`…`Q5D2M` (percentages of clients and of assets);
 * - `FirmIaFullSecNb` where `SECNb` is absent; `HTTP://WWW.LINKEDIN/NAME` among the web addresses;
 * - UTF-8 bytes (`®` as C2 AE) in a file that declares ISO-8859-1.
 */

/** One `<Firm>`: its elements in the feed's order, each with its attributes as filed (text values). */
export interface LiveFirm {
  info: Record<string, string>;
  mainAddr: Record<string, string>;
  mailingAddr: Record<string, string>;
  rgstn: Record<string, string>;
  filing: Record<string, string>;
  /** `Item1/WebAddrs/WebAddr` texts. */
  websites: string[];
  /** `FormInfo/Part1A` items after Item1, element → attributes. */
  items: Record<string, Record<string, string>>;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const attributes = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => ` ${name}="${escape(value)}"`)
    .join('');
const element = (name: string, values: Record<string, string>) => `<${name}${attributes(values)}/>`;
const answers = (prefix: string, count: number, yes: readonly number[] = []) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i + 1}`, yes.includes(i + 1) ? 'Y' : 'N']));

/** An SEC-registered adviser of Cincinnati on the current form, every item the site reads answered. */
export function liveSecFirm(crd: number, name: string): LiveFirm {
  return {
    info: {
      SECRgnCD: 'CHI',
      FirmCrdNb: String(crd),
      SECNb: `801-${crd}`,
      BusNm: name,
      LegalNm: `${name}, LLC`,
      UmbrRgstn: 'N',
    },
    mainAddr: {
      Strt1: '255 EAST FIFTH STREET',
      Strt2: 'SUITE 1200',
      City: 'CINCINNATI',
      State: 'OH',
      Cntry: 'United States',
      PostlCd: '45202',
      PhNb: '513-936-5050',
    },
    mailingAddr: {},
    rgstn: { FirmType: 'Registered', St: 'APPROVED', Dt: '2004-08-13' },
    filing: { Dt: '2026-03-27', FormVrsn: '10/2017' },
    websites: [`HTTPS://WWW.FIRM${crd}.EXAMPLE`, 'HTTP://WWW.LINKEDIN/NAME'],
    items: {
      Item5A: { TtlEmp: '58' },
      Item5B: { Q5B1: '31', Q5B2: '0', Q5B3: '2', Q5B4: '0', Q5B5: '0', Q5B6: '0' },
      Item5D: {
        Q5DA1: '1250',
        Q5DA3: '410000000',
        Q5DB1: '700',
        Q5DB3: '1900000000',
        Q5DI2: 'Fewer than 5 clients',
        Q5DH2: 'Y',
      },
      Item5E: { Q5E1: 'Y', Q5E2: 'N', Q5E3: 'N', Q5E4: 'Y', Q5E5: 'N', Q5E6: 'N', Q5E7: 'N' },
      Item5F: {
        Q5F1: 'Y',
        Q5F2A: '2300000000',
        Q5F2B: '10000000',
        Q5F2C: '2310000000',
        Q5F2D: '1900',
        Q5F2E: '12',
        Q5F2F: '1912',
      },
      Item6A: answers('Q6A', 14),
      Item7A: answers('Q7A', 16),
      Item11: { Q11: 'N' },
      Item11A: { Q11A1: 'N', Q11A2: 'N' },
      Item11B: { Q11B1: 'N', Q11B2: 'N' },
      Item11C: answers('Q11C', 5),
      Item11D: answers('Q11D', 5),
      Item11E: answers('Q11E', 4),
      Item11F: { Q11F: 'N' },
      Item11G: { Q11G: 'N' },
      Item11H: { Q11H1A: 'N', Q11H1B: 'N', Q11H1C: 'N', Q11H2: 'N' },
    },
  };
}

/** A firm whose main office is not published: `<MainAddr PhNb="513-936-5050"/>`, a mailing address in Cincinnati. */
export function notPublishedFirm(crd: number, name: string): LiveFirm {
  const firm = liveSecFirm(crd, name);
  return {
    ...firm,
    mainAddr: { PhNb: '513-936-5050' },
    mailingAddr: { Strt1: 'PO BOX 1', City: 'CINCINNATI', State: 'OH', Cntry: 'United States', PostlCd: '45202' },
  };
}

/** An exempt reporting adviser: Item 5 elements present and empty. */
export function exemptReporterFirm(crd: number, name: string): LiveFirm {
  const firm = liveSecFirm(crd, name);
  return {
    ...firm,
    info: { ...firm.info, SECNb: `802-${crd}` },
    rgstn: { FirmType: 'ERA', St: 'ACTIVE', Dt: '2019-02-01' },
    items: { Item5A: {}, Item5B: {}, Item5D: {}, Item5E: {}, Item5F: {}, Item6A: firm.items.Item6A ?? {} },
  };
}

/** A filing on the form before October 2017: 5.D as percentages of clients (Q5D1A…M) and of assets (Q5D2A…M). */
export function oldFormFirm(crd: number, name: string): LiveFirm {
  const firm = liveSecFirm(crd, name);
  const letters = 'ABCDEFGHIJKLM'.split('');
  const clients: Record<string, string> = { A: '26-50%', B: '51-75%', I: 'Up to 10%', M: 'Up to 10%' };
  const assets: Record<string, string> = { A: '11-25%', B: '>75%', G: 'Up to 10%' };
  const item5D = Object.fromEntries([
    ...letters.map((letter) => [`Q5D1${letter}`, clients[letter] ?? 'None']),
    ...letters.map((letter) => [`Q5D2${letter}`, assets[letter] ?? 'None']),
  ]);
  return { ...firm, filing: { Dt: '2016-03-30', FormVrsn: '10/2012' }, items: { ...firm.items, Item5D: item5D } };
}

/** A firm that files its SEC number as `FirmIaFullSecNb` only. */
export function fullSecNumberFirm(crd: number, name: string): LiveFirm {
  const firm = liveSecFirm(crd, name);
  const info = Object.fromEntries(Object.entries(firm.info).filter(([attribute]) => attribute !== 'SECNb'));
  return { ...firm, info: { ...info, FirmIaFullSecNb: `801-${crd}` } };
}

/** The `<Firm>` element as the feed writes it. */
export function liveFirmXml(firm: LiveFirm): string {
  const webs = firm.websites.map((site) => `<WebAddr>${escape(site)}</WebAddr>`).join('');
  const items = Object.entries(firm.items).map(([name, values]) => element(name, values));
  return [
    '<Firm>',
    element('Info', firm.info),
    element('MainAddr', firm.mainAddr),
    element('MailingAddr', firm.mailingAddr),
    element('Rgstn', firm.rgstn),
    '<NoticeFiled><States RgltrCd="KY" St="FILED" Dt="2016-01-04"/></NoticeFiled>',
    element('Filing', firm.filing),
    `<FormInfo><Part1A><Item1 Q1F5="1" Q1I="Y"><WebAddrs>${webs}</WebAddrs></Item1>${items.join('')}</Part1A></FormInfo>`,
    '</Firm>',
  ].join('');
}

/** Ordinary region firms that fill a feed out to the size a test needs (CRDs from `from`, named by `label`). */
export function liveFillers(count: number, from: number, label: string): LiveFirm[] {
  return Array.from({ length: count }, (_, index) => liveSecFirm(from + index, `${label} ${index + 1}`));
}

/**
 * Writes a feed of these firms into `dir` (declared ISO-8859-1 as the SEC's are). `bytes: 'utf8'`
 * writes the text as UTF-8 under that declaration, as the 2023 extract held it.
 */
export function writeLiveFeed(
  dir: string,
  options: Omit<FeedOptions, 'firms'> & { firms: readonly LiveFirm[] },
): string {
  return writeFeed(dir, { ...options, firms: options.firms.map(liveFirmXml) });
}
