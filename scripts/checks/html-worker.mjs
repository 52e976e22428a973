/**
 * One share of the export's HTML files through html-validate, in a worker thread (scripts/checks/html.ts): each
 * file's messages, in the order of the files given. Plain JavaScript, so that a worker needs no TypeScript loader.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';

const validator = new HtmlValidate(new FileSystemConfigLoader({ extends: [workerData.config] }));
const messages = [];
for (const { html, file } of workerData.files) {
  const report = await validator.validateString(html, file);
  messages.push(
    report.results.flatMap((result) =>
      result.messages.map(({ line, column, selector, message, ruleId, severity }) => ({
        line,
        column,
        selector,
        message,
        ruleId,
        severity,
      })),
    ),
  );
}
parentPort.postMessage(messages);
