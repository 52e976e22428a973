/**
 * html-validate on every HTML file of the export, the content editor's (admin/) included: the
 * rules of .htmlvalidate.json, as `html-validate "out/**\/*.html"` ran them, through its Node API
 * on the HTML the runner already read (scripts/checks/run.ts). A configuration file nearer a page
 * applies as with the command line; an export outside this project gets .htmlvalidate.json.
 */
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import type { CheckResult, ExportView } from './export-view';

const CONFIG_FILE = path.resolve(__dirname, '..', '..', '.htmlvalidate.json');
/** html-validate's severities: a warning is reported, only an error fails (as on the command line). */
const ERROR = 2;

export async function checkHtml(view: ExportView): Promise<CheckResult> {
  const validator = new HtmlValidate(new FileSystemConfigLoader({ extends: [CONFIG_FILE] }));
  const problems: string[] = [];
  const lines: string[] = [];
  // Like the command line's glob, files in a folder whose name starts with a dot are not validated.
  const files = view.html.filter((file) => !file.rel.split('/').some((part) => part.startsWith('.')));
  for (const file of files) {
    const report = await validator.validateString(file.html, file.file);
    for (const { messages } of report.results)
      for (const message of messages) {
        const where = `${file.rel}:${message.line}:${message.column}${message.selector ? ` (${message.selector})` : ''}`;
        const text = `${where}: ${message.message} [${message.ruleId}]`;
        if (message.severity === ERROR) problems.push(text);
        else lines.push(`  warning ${text}`);
      }
  }
  if (problems.length === 0)
    lines.unshift(`HTML validation: ${files.length} HTML files pass html-validate (.htmlvalidate.json).`);
  return { problems, lines };
}
