import path from 'node:path';
import { factsMarkdown, factsReport, factsTable } from '@/lib/content/facts-report';
import { readMarkdownEntries } from '@/lib/content/read';
import { IssueCollector } from '@/lib/content/report';
import { firmFrontMatterSchema } from '@/lib/content/schemas';

/**
 * npm run facts: prints every firm fact that a production build would refuse (not verified, past
 * its re-check date, source incomplete), with the public-record pages to check it on; with
 * `-- --markdown`, the same list as Markdown tables (the content workflow adds them to its run's
 * summary). Generated on demand, never kept: it changes with the date. Reads content/ (or
 * SITE_CONTENT_DIR), like the build.
 */
const ROOT = path.join(__dirname, '..', '..');
const contentDir = path.resolve(ROOT, process.env.SITE_CONTENT_DIR ?? 'content');
const issues = new IssueCollector();
const firms = readMarkdownEntries(contentDir, 'firms', firmFrontMatterSchema, issues).map((entry) => ({
  ...entry.data,
  slug: entry.slug,
}));
issues.throwIfAny();

const today = new Date();
const report = factsReport(firms, today);
console.log(process.argv.includes('--markdown') ? factsMarkdown(report, today) : factsTable(report));
