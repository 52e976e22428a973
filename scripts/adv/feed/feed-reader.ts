import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { KEPT_CAP, RECORD_CAP } from './feed-bounds';
import { FirmCollector } from './firm-collector';
import { AdvFeedError } from './feed-error';
import { feedEncoding, HEAD_BYTES } from './feed-encoding';
import { isoDay } from './feed-fields';
import type { FirmReading } from './feed-record';
import { buildFirmRecord } from './firm-record';

export type AdvFeedKind = 'sec' | 'state';

/** The two firm feeds' root elements; the individuals' feed (`IAPDIndividualReport`) is not one of them. */
const ROOTS: Readonly<Record<string, AdvFeedKind>> = { IAPDFirmSECReport: 'sec', IAPDFirmStateReport: 'state' };

export interface FeedRoot {
  kind: AdvFeedKind;
  /** `GenOn` on the root, YYYY-MM-DD, when the file carries it. */
  generatedOn: string | null;
}

/**
 * Decodes the feed's bytes (encoding by the XML rules: scripts/adv/feed/feed-encoding.ts), feeds the text to
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
  private firm: FirmCollector | null = null;
  private rootSeen = false;
  private rootClosed = false;
  /** Elements open, the root included: 0 again once the root is closed. */
  private depth = 0;
  /** The parser's position (characters) at the current firm's start and at its last event: the bounds' base. */
  private firmStart = 0;
  private lastEvent = 0;
  private utf8Despite: string | null = null;
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
    const onText = (text: string) => this.firm?.text(text);
    this.parser.on('text', (text) => {
      this.lastEvent = this.parser.position;
      onText(text);
    });
    this.parser.on('cdata', onText);
    this.parser.on('closetag', (tag) => this.close(tag.name));
  }

  /**
   * Before the first byte: the file declares this single-byte encoding, but its bytes are UTF-8 with
   * multi-byte sequences (scripts/adv/feed/utf8-bytes.ts), so it is read as UTF-8.
   */
  readAsUtf8(declared: string | null): void {
    this.utf8Despite = declared;
  }

  write(chunk: Uint8Array): void {
    if (this.decoder !== null) {
      this.parse(this.decoder.decode(chunk, { stream: true }));
      return;
    }
    // Hold the first bytes until the byte-order mark and the declaration can be read.
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes >= HEAD_BYTES) this.startDecoding();
  }

  end(): void {
    if (this.decoder === null) this.startDecoding();
    this.parse(this.decoder?.decode() ?? '');
    if (!this.rootSeen) throw new AdvFeedError(this.file, null, 'holds no XML element: not an IAPD firm feed');
    if (!this.rootClosed) {
      const where = this.firm === null ? '' : ` inside firm ${this.firm.crd ?? '(no CRD read yet)'}`;
      throw new AdvFeedError(
        this.file,
        null,
        `ends before its root element is closed${where}: the file is cut short (an interrupted download?) and is refused`,
      );
    }
    this.parser.close();
    if (this.firms === 0) throw new AdvFeedError(this.file, null, '<Firm>: none in the file');
  }

  /** Feeds decoded text to the parser, then refuses a record or one text beyond RECORD_CAP before it grows further. */
  private parse(text: string): void {
    this.parser.write(text);
    const { position } = this.parser;
    const inFirm = this.firm !== null && position - this.firmStart > RECORD_CAP;
    if (inFirm || position - this.lastEvent > RECORD_CAP) {
      const what = inFirm ? 'a <Firm> record' : 'one text, tag or comment';
      const crd = this.firm?.crd ?? null;
      // Inside a huge <Info> tag the CRD is not read yet: the firm is named by its place in the file.
      const which = this.firm !== null && crd === null ? ` (the file's <Firm> number ${this.firms + 1})` : '';
      const limit = RECORD_CAP.toLocaleString('en-US');
      throw new AdvFeedError(
        this.file,
        crd,
        `${what}${which} longer than ${limit} characters: refused, no real Form ADV record is near that size`,
      );
    }
  }

  private startDecoding(): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    const verdict = feedEncoding(head.subarray(0, HEAD_BYTES));
    if ('refused' in verdict) throw new AdvFeedError(this.file, null, verdict.refused);
    this.decoder = new TextDecoder(this.utf8Despite === null ? verdict.encoding : 'utf-8');
    this.parse(this.decoder.decode(head, { stream: true }));
  }

  private open(tag: SaxesTagPlain): void {
    this.lastEvent = this.parser.position;
    this.depth += 1;
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
      this.firmStart = this.parser.position;
      this.firm = new FirmCollector();
      return;
    }
    this.firm?.open(tag);
    this.checkKept();
  }

  private checkKept(): void {
    if (this.firm?.overflow !== true) return;
    const problem = `more than ${KEPT_CAP} registrations and websites in one <Firm>: refused, no real record has that many`;
    throw new AdvFeedError(this.file, this.firm.crd, problem);
  }

  private close(name: string): void {
    this.lastEvent = this.parser.position;
    this.depth -= 1;
    if (this.depth === 0) this.rootClosed = true;
    const firm = this.firm;
    if (firm === null) return;
    if (name === 'Firm') {
      this.firm = null;
      this.firms += 1;
      this.onFirm(buildFirmRecord(firm));
      return;
    }
    firm.close(name);
    this.checkKept();
  }
}
