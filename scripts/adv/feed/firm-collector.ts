import type { SaxesTagPlain } from 'saxes';
import { KEPT_CAP } from './feed-bounds';
import { FIRM_ELEMENTS, PART_1A_ELEMENTS, type Attributes, type CollectedFirm } from './feed-fields';
import { ADV_FIELDS } from '@/lib/adv/fields';

/** An element with at least one non-blank attribute: one present but empty (an exempt reporter's `<Item5E/>`) reads as absent. */
function answered(attributes: Attributes): boolean {
  for (const name in attributes) if (/\S/.test(attributes[name] ?? '')) return true;
  return false;
}

const isPath = (open: readonly string[], ...names: string[]) =>
  open.length === names.length && names.every((name, index) => open[index] === name);

/** Item 1.I's web addresses: each `WEB_ADDRESS` element's text, read only at its place under Part 1A. */
const WEB_PATH = ['FormInfo', 'Part1A', ...ADV_FIELDS.websites.textPath];
const WEB_ADDRESS = WEB_PATH.at(-1);
const WEB_PARENTS = WEB_PATH.slice(0, -1);

/**
 * What the reader keeps of the one `<Firm>` it is in (scripts/adv/feed/feed-reader.ts feeds it the firm's tags
 * and texts): the elements the record needs, each read only where the form puts it, and the repeated
 * ones (registrations, websites) up to KEPT_CAP; past it `overflow` is set and the reader refuses the file.
 */
export class FirmCollector implements CollectedFirm {
  readonly elements = new Map<string, Attributes>();
  readonly secRegistrations: Attributes[] = [];
  readonly stateRegulators: Attributes[] = [];
  readonly exemptRegulators: Attributes[] = [];
  readonly websites: string[] = [];
  crd: string | null = null;
  overflow = false;
  /** Element names open inside this `<Firm>`. */
  private readonly path: string[] = [];
  private webText: string | null = null;
  private kept = 0;

  open(tag: SaxesTagPlain): void {
    const { path } = this;
    // saxes makes a new attributes object for every tag: it is kept as it is, not copied.
    if (path.length === 0) {
      if (FIRM_ELEMENTS.has(tag.name) && !this.elements.has(tag.name) && answered(tag.attributes)) {
        this.elements.set(tag.name, tag.attributes);
        if (tag.name === 'Info') this.crd = tag.attributes.FirmCrdNb?.trim().slice(0, 20) || null;
      }
      if (tag.name === 'Rgstn') this.keep(this.secRegistrations, tag.attributes);
    } else if (tag.name === 'Rgltr') {
      if (isPath(path, 'StateRgstn', 'Rgltrs')) this.keep(this.stateRegulators, tag.attributes);
      if (isPath(path, 'ERA', 'Rgltrs')) this.keep(this.exemptRegulators, tag.attributes);
    } else if (isPath(path, 'FormInfo', 'Part1A')) {
      // Read only where the form puts its items: an element of the same name elsewhere is not an answer.
      if (PART_1A_ELEMENTS.has(tag.name) && !this.elements.has(tag.name) && answered(tag.attributes)) {
        this.elements.set(tag.name, tag.attributes);
      }
    } else if (tag.name === WEB_ADDRESS && isPath(path, ...WEB_PARENTS)) {
      this.webText = '';
    }
    path.push(tag.name);
  }

  text(text: string): void {
    if (this.webText !== null) this.webText += text;
  }

  close(name: string): void {
    this.path.pop();
    if (name === WEB_ADDRESS && this.webText !== null) {
      const website = this.webText.trim();
      if (website !== '') this.keep(this.websites, website);
      this.webText = null;
    }
  }

  private keep<T>(list: T[], item: T): void {
    this.kept += 1;
    if (this.kept > KEPT_CAP) this.overflow = true;
    else list.push(item);
  }
}
