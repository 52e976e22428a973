/**
 * html-validate on every HTML file of the export, the content editor's (admin/) included: the
 * rules of .htmlvalidate.json, as `html-validate "out/**\/*.html"` ran them, through its Node API
 * on the HTML the runner already read (scripts/checks/run.ts). A configuration file nearer a page
 * applies as with the command line; an export outside this project gets .htmlvalidate.json.
 * The files are shared among the cores, a worker thread each (html-worker.mjs): on one core the production fixture's
 * 372 pages took 8 s, the longest of the export checks.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CheckResult, ExportView } from './export-view';

const CONFIG_FILE = path.resolve(__dirname, '..', '..', '.htmlvalidate.json');
const WORKER_FILE = path.join(__dirname, 'html-worker.mjs');
/** Beyond 4 workers, starting each (loading html-validate) costs more than its share saves. */
const MAX_SHARES = 4;
/** html-validate's severities: a warning is reported, only an error fails (as on the command line). */
const ERROR = 2;

/** What the check reads of one html-validate message. */
interface Message {
  line: number;
  column: number;
  selector: string | null;
  message: string;
  ruleId: string;
  severity: number;
}
interface HtmlFile {
  html: string;
  file: string;
  rel: string;
}

export async function checkHtml(view: ExportView): Promise<CheckResult> {
  // Like the command line's glob, files in a folder whose name starts with a dot are not validated.
  const files = view.html.filter((file) => !file.rel.split('/').some((part) => part.startsWith('.')));
  const count = Math.min(availableParallelism(), MAX_SHARES);
  const shares = Array.from({ length: count }, (_, index) =>
    files.filter((_file, position) => position % count === index),
  );
  const results = await Promise.all(shares.map(validateInWorker));
  const problems: string[] = [];
  const lines: string[] = [];
  shares.forEach((share, index) =>
    share.forEach((file, position) => {
      for (const message of results[index]?.[position] ?? []) {
        const where = `${file.rel}:${message.line}:${message.column}${message.selector ? ` (${message.selector})` : ''}`;
        const text = `${where}: ${message.message} [${message.ruleId}]`;
        if (message.severity === ERROR) problems.push(text);
        else lines.push(`  warning ${text}`);
      }
    }),
  );
  if (problems.length === 0)
    lines.unshift(`HTML validation: ${files.length} HTML files pass html-validate (.htmlvalidate.json).`);
  return { problems, lines };
}

function validateInWorker(files: HtmlFile[]): Promise<Message[][]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: { config: CONFIG_FILE, files: files.map(({ html, file }) => ({ html, file })) },
    });
    worker.once('message', (messages: Message[][]) => resolve(messages));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the html-validate worker stopped with code ${code}`));
    });
  });
}
