import yaml from 'js-yaml';
import { parseFrontMatter } from '@/lib/content/markdown';
import { IssueCollector } from '@/lib/content/report';
import { firmFrontMatterSchema, type FirmFrontMatter } from '@/lib/content/schemas';

/**
 * A firm file as the import reads and writes it: the front matter checked with the build's own
 * schema (a broken file stops the import with the build's message), and written back in the
 * style the content editor writes (double quotes, no line wrapping), the Markdown body untouched.
 *
 * The import changes only the fields it writes: it patches the file's own front matter (`raw`), not
 * the schema's parsed output, so no default the schema fills in (an empty list, a "not recorded"
 * block) is ever written, and the keys come in the schema's order. Running it twice changes no byte.
 */
export interface FirmFile {
  slug: string;
  /** Path as messages name it, e.g. "content/firms/x.md". */
  file: string;
  data: FirmFrontMatter;
  /** The front matter as the file has it. */
  raw: Readonly<Record<string, unknown>>;
  body: string;
}

/** Fields to set; a field set to `undefined` is removed from the file. */
export type FirmPatch = { [K in keyof FirmFrontMatter]?: FirmFrontMatter[K] | undefined };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const KEY_ORDER = Object.keys(firmFrontMatterSchema.shape);

function checked(slug: string, file: string, raw: unknown): FirmFrontMatter {
  const issues = new IssueCollector();
  const data = issues.parse(firmFrontMatterSchema, raw, file, slug);
  issues.throwIfAny();
  if (data === undefined) throw new Error(`${file} → ${slug}: could not be read`);
  return data;
}

/** The front matter and body; a YAML error names the file and the line, as an editor numbers it. */
function frontMatter(file: string, text: string): ReturnType<typeof parseFrontMatter> {
  try {
    return parseFrontMatter(text);
  } catch (error) {
    if (!(error instanceof yaml.YAMLException)) throw error;
    // The YAML text starts with the newline that ends the opening `---`: its line n is the file's line n + 1.
    const line = error.mark === undefined ? '' : `, line ${error.mark.line + 1}`;
    throw new Error(
      `${file}${line}: its front matter is not valid YAML (${error.reason}); nothing was written. Fix the file (or undo the last edit to it) and run the import again`,
    );
  }
}

export function parseFirmFile(slug: string, file: string, text: string): FirmFile {
  const parsed = frontMatter(file, text);
  const raw: Record<string, unknown> = isRecord(parsed.data) ? parsed.data : {};
  return { slug, file, data: checked(slug, file, parsed.data), raw, body: parsed.body };
}

/** The firm with `patch` applied: its raw front matter in schema order, checked against the schema. */
export function patchFirm(firm: FirmFile, patch: FirmPatch): FirmFile {
  const merged: Record<string, unknown> = { ...firm.raw };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  const ordered: Record<string, unknown> = {};
  for (const key of [...KEY_ORDER, ...Object.keys(merged)]) {
    if (key in merged && !(key in ordered)) ordered[key] = merged[key];
  }
  return { ...firm, raw: ordered, data: checked(firm.slug, firm.file, ordered) };
}

/** The file's text with its raw front matter (checked when it was patched or parsed). */
export function firmFileText(firm: FirmFile): string {
  const frontMatter = yaml.dump(firm.raw, { quotingType: '"', forceQuotes: true, lineWidth: -1, noRefs: true });
  return `---\n${frontMatter}---\n${firm.body}`;
}
