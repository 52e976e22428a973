import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { AdvFeedError } from './feed-error';
import { KEPT_ELEMENTS, isoDate, type Attributes } from './feed-fields';
import type { AdvFirmRecord } from './feed-record';
import { buildFirmRecord } from './firm-record';

export type AdvFeedKind = 'sec' | 'state';

/** The two firm feeds' root elements; the individuals' feed (`IAPDIndividualReport`) is not one of them. */
const ROOTS: Readonly<Record<string, AdvFeedKind>> = { IAPDFirmSECReport: 'sec', IAPDFirmStateReport: 'state' };

/** Encodings whose bytes TextDecoder('latin1') (which is windows-1252, a superset) decodes correctly. */
const LATIN1_NAMES = new Set(['iso-8859-1', 'latin1', 'windows-1252', 'us-ascii']);

interface FirmInProgress {
  elements: Map<string, Attributes>;
  stateRegulators: Attributes[];
  websites: string[];
  crd: string | null;
  /** Element names open inside this `<Firm>`, to tell a state registration's Rgltr from an ERA's. */
  open: string[];
  webText: string | null;
}

export interface FeedRoot {
  kind: AdvFeedKind;
  /** `GenOn` on the root, YYYY-MM-DD, when the file carries it. */
  generatedOn: string | null;
}

/**
 * Feeds decoded text to saxes and hands each finished `<Firm>` to `onFirm`. Only the current
 * firm's kept attributes are held: a firm is built, handed on and dropped at its closing tag.
 * Every event handler may throw an AdvFeedError, which leaves `write` and stops the read.
 */
export class FeedReader {
  private readonly parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  private readonly decoder = new TextDecoder('latin1');
  private firm: FirmInProgress | null = null;
  private rootSeen = false;
  firms = 0;

  constructor(
    private readonly file: string,
    private readonly onRoot: (root: FeedRoot) => void,
    private readonly onFirm: (record: AdvFirmRecord) => void,
  ) {
    this.parser.on('error', (error) => {
      const reason = error.message.replace(/^\d+:\d+: /, '');
      const where = `line ${this.parser.line}, column ${this.parser.column}`;
      throw new AdvFeedError(this.file, this.firm?.crd ?? null, `${where}: malformed XML: ${reason}`);
    });
    this.parser.on('xmldecl', (declaration) => {
      const encoding = declaration.encoding?.toLowerCase();
      if (encoding !== undefined && !LATIN1_NAMES.has(encoding)) {
        throw new AdvFeedError(this.file, null, `declares encoding ${declaration.encoding}; the feed is ISO-8859-1`);
      }
    });
    this.parser.on('opentag', (tag) => this.open(tag));
    this.parser.on('text', (text) => {
      if (this.firm !== null && this.firm.webText !== null) this.firm.webText += text;
    });
    this.parser.on('closetag', (tag) => this.close(tag.name));
  }

  write(chunk: Uint8Array): void {
    this.parser.write(this.decoder.decode(chunk, { stream: true }));
  }

  end(): void {
    this.parser.write(this.decoder.decode());
    this.parser.close();
    if (!this.rootSeen) throw new AdvFeedError(this.file, null, 'holds no XML element: not an IAPD firm feed');
    if (this.firms === 0) throw new AdvFeedError(this.file, null, '<Firm>: none in the file');
  }

  private open(tag: SaxesTagPlain): void {
    if (!this.rootSeen) {
      this.rootSeen = true;
      const kind = ROOTS[tag.name];
      if (kind === undefined) {
        const known = Object.keys(ROOTS).join(' or ');
        throw new AdvFeedError(this.file, null, `root <${tag.name}>: not an IAPD firm feed (expected ${known})`);
      }
      const genOn = tag.attributes.GenOn?.trim();
      const where = `<${tag.name} GenOn>`;
      const generatedOn = genOn ? isoDate(genOn, where, { file: this.file, crd: null }) : null;
      this.onRoot({ kind, generatedOn });
      return;
    }
    if (tag.name === 'Firm') {
      this.firm = { elements: new Map(), stateRegulators: [], websites: [], crd: null, open: [], webText: null };
      return;
    }
    const firm = this.firm;
    if (firm === null) return;
    firm.open.push(tag.name);
    // Read by name wherever it sits: public parsers disagree on nesting (Item5F under Item5 or Part1A).
    if (KEPT_ELEMENTS.has(tag.name) && !firm.elements.has(tag.name)) {
      firm.elements.set(tag.name, { ...tag.attributes });
      if (tag.name === 'Info') firm.crd = tag.attributes.FirmCrdNb?.trim() || null;
    }
    if (tag.name === 'Rgltr' && firm.open.includes('StateRgstn')) firm.stateRegulators.push({ ...tag.attributes });
    if (tag.name === 'WebAddr') firm.webText = '';
  }

  private close(name: string): void {
    const firm = this.firm;
    if (firm === null) return;
    if (name === 'Firm') {
      this.firm = null;
      this.firms += 1;
      this.onFirm(buildFirmRecord(this.file, firm));
      return;
    }
    firm.open.pop();
    if (name === 'WebAddr' && firm.webText !== null) {
      const website = firm.webText.trim();
      if (website !== '') firm.websites.push(website);
      firm.webText = null;
    }
  }
}
