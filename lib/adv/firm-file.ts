import yaml from 'js-yaml';
import { parseFrontMatter } from '@/lib/content/markdown';
import { IssueCollector } from '@/lib/content/report';
import { firmFrontMatterSchema, type FirmFrontMatter } from '@/lib/content/schemas';

/**
 * A firm file as the import reads and writes it: the front matter checked with the build's own
 * schema (a broken file stops the import with the build's message), and written back in the
 * style the content editor writes (double quotes, no line wrapping), the Markdown body untouched.
 */
export interface FirmFile {
  slug: string;
  /** Path as messages name it, e.g. "content/firms/x.md". */
  file: string;
  data: FirmFrontMatter;
  body: string;
}

export function parseFirmFile(slug: string, file: string, text: string): FirmFile {
  const parsed = parseFrontMatter(text);
  const issues = new IssueCollector();
  const data = issues.parse(firmFrontMatterSchema, parsed.data, file, slug);
  issues.throwIfAny();
  if (data === undefined) throw new Error(`${file} → ${slug}: could not be read`);
  return { slug, file, data, body: parsed.body };
}

/** The file's text with `data` as its front matter, checked against the schema before it is written. */
export function firmFileText(firm: FirmFile): string {
  const issues = new IssueCollector();
  issues.parse(firmFrontMatterSchema, firm.data, firm.file, firm.slug);
  issues.throwIfAny();
  const frontMatter = yaml.dump(firm.data, { quotingType: '"', forceQuotes: true, lineWidth: -1, noRefs: true });
  return `---\n${frontMatter}---\n${firm.body}`;
}
