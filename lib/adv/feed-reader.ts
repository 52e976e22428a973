import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { AdvFeedError } from './feed-error';
import { feedEncoding, HEAD_BYTES } from './feed-encoding';
import { FIRM_ELEMENTS, isoDay, PART_1A_ELEMENTS, type Attributes } from './feed-fields';
import type { FirmReading } from './feed-record';
import { buildFirmRecord } from './firm-record';

export type AdvFeedKind = 'sec' | 'state';

/** The two firm feeds' root elements; the individuals' feed (`IAPDIndividualReport`) is not one of them. */
const ROOTS: Readonly<Record<string, AdvFeedKind>> = { IAPDFirmSECReport: 'sec', IAPDFirmStateReport: 'state' };

interface FirmInProgress {
  elements: Map<string, Attributes>;
  secRegistrations: Attributes[];
  stateRegulators: Attributes[];
  exemptRegulators: Attributes[];
  websites: string[];
  crd: string | null;
  /** Element names open inside this `<Firm>`, so each element is read only where the form puts it. */
  open: string[];
  webText: string | null;
}

export interface FeedRoot {
  kind: AdvFeedKind;
  /** `GenOn` on the root, YYYY-MM-DD, when the file carries it. */
  generatedOn: string | null;
}

const isPath = (open: readonly string[], ...names: string[]) =>
  open.length === names.length && names.every((name, index) => open[index] === name);

/**
 * Decodes the feed's bytes (encoding by the XML rules: lib/adv/feed-encoding.ts), feeds the text to
 * saxes and hands each finished `<Firm>` to `onFirm` as a FirmReading. Only the current firm's kept
 * attributes are held: a firm is built, handed on and dropped at its closing tag. What breaks the
 * file as a whole (malformed XML, an unknown root, a refused encoding) throws an AdvFeedError, which
 * leaves `write` and stops the read; a firm's own odd values are the reading's problems instead.
 */
export class FeedReader {
  private readonly parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  private decoder: TextDecoder | null = null;
  private head: Uint8Array[] = [];
  private headBytes = 0;
  private firm: FirmInProgress | null = null;
  private rootSeen = false;
  firms = 0;

  constructor(
    private readonly file: string,
    private readonly onRoot: (root: FeedRoot) => void,
    private readonly onFirm: (reading: FirmReading) => void,
  ) {
    this.parser.on('error', (error) => {
      const reason = error.message.replace(/^\d+:\d+: /, '');
      const where = `line ${this.parser.line}, column ${this.parser.column}`;
      throw new AdvFeedError(this.file, this.firm?.crd ?? null, `${where}: malformed XML: ${reason}`);
    });
    this.parser.on('opentag', (tag) => this.open(tag));
    const onText = (text: string) => {
      if (this.firm !== null && this.firm.webText !== null) this.firm.webText += text;
    };
    this.parser.on('text', onText);
    this.parser.on('cdata', onText);
    this.parser.on('closetag', (tag) => this.close(tag.name));
  }

  write(chunk: Uint8Array): void {
    if (this.decoder !== null) {
      this.parser.write(this.decoder.decode(chunk, { stream: true }));
      return;
    }
    // Hold the first bytes until the byte-order mark and the declaration can be read.
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes >= HEAD_BYTES) this.startDecoding();
  }

  end(): void {
    if (this.decoder === null) this.startDecoding();
    this.parser.write(this.decoder?.decode() ?? '');
    this.parser.close();
    if (!this.rootSeen) throw new AdvFeedError(this.file, null, 'holds no XML element: not an IAPD firm feed');
    if (this.firms === 0) throw new AdvFeedError(this.file, null, '<Firm>: none in the file');
  }

  private startDecoding(): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    const verdict = feedEncoding(head.subarray(0, HEAD_BYTES));
    if ('refused' in verdict) throw new AdvFeedError(this.file, null, verdict.refused);
    this.decoder = new TextDecoder(verdict.encoding);
    this.parser.write(this.decoder.decode(head, { stream: true }));
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
      const generatedOn = genOn ? isoDay(genOn) : null;
      if (genOn && generatedOn === null) {
        throw new AdvFeedError(this.file, null, `<${tag.name} GenOn>: expected a date YYYY-MM-DD, got "${genOn}"`);
      }
      this.onRoot({ kind, generatedOn });
      return;
    }
    if (tag.name === 'Firm') {
      this.firm = {
        elements: new Map(),
        secRegistrations: [],
        stateRegulators: [],
        exemptRegulators: [],
        websites: [],
        crd: null,
        open: [],
        webText: null,
      };
      return;
    }
    const firm = this.firm;
    if (firm === null) return;
    const { open } = firm;
    // saxes makes a new attributes object for every tag: it is kept as it is, not copied.
    if (open.length === 0) {
      if (FIRM_ELEMENTS.has(tag.name) && !firm.elements.has(tag.name)) {
        firm.elements.set(tag.name, tag.attributes);
        if (tag.name === 'Info') firm.crd = tag.attributes.FirmCrdNb?.trim() || null;
      }
      if (tag.name === 'Rgstn') firm.secRegistrations.push(tag.attributes);
    } else if (tag.name === 'Rgltr') {
      if (isPath(open, 'StateRgstn', 'Rgltrs')) firm.stateRegulators.push(tag.attributes);
      if (isPath(open, 'ERA', 'Rgltrs')) firm.exemptRegulators.push(tag.attributes);
    } else if (isPath(open, 'FormInfo', 'Part1A')) {
      // Read only where the form puts its items: an element of the same name elsewhere is not an answer.
      if (PART_1A_ELEMENTS.has(tag.name) && !firm.elements.has(tag.name)) firm.elements.set(tag.name, tag.attributes);
    } else if (tag.name === 'WebAddr' && isPath(open, 'FormInfo', 'Part1A', 'Item1', 'WebAddrs')) {
      firm.webText = '';
    }
    open.push(tag.name);
  }

  private close(name: string): void {
    const firm = this.firm;
    if (firm === null) return;
    if (name === 'Firm') {
      this.firm = null;
      this.firms += 1;
      this.onFirm(buildFirmRecord(firm));
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
