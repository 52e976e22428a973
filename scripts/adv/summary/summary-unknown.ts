import type { ImportReport } from '@/scripts/adv/import/change-set';
import { code, gfm, plural, type Markdown } from '@/scripts/adv/summary/summary-text';

/**
 * What the reader of each data file could not read without refusing a firm (docs/cms.md): the values
 * it could not interpret, counted per element with the first firms and what they filed, and a file
 * read as UTF-8 despite its declaration. In the pull request and, in plain text, in the terminal.
 */

type DataFile = ImportReport['dataFiles'][number];

/** "It declares ISO-8859-1, but its bytes are UTF-8 …", once per file; null when it was read as it declares. */
export function encodingNote(file: DataFile): string | null {
  if (file.readAsUtf8Despite === null) return null;
  return `It declares the encoding ${file.readAsUtf8Despite}, but its bytes are UTF-8 (with characters such as ®): it was read as UTF-8, so no name reads "Â®"`;
}

const example = ({ crd, raw }: { crd: string; raw: string }) => `firm ${crd}: "${raw}"`;

export function unknownLines(report: ImportReport): Markdown[] {
  const files = report.dataFiles.filter((file) => file.unknownValues.length > 0);
  if (files.length === 0) return [];
  const lines = [
    gfm`## Values the import could not read`,
    gfm``,
    gfm`These firms were read; only the fact each value belongs to is unknown for them. A listed firm keeps its recorded value (see "Needs a person"); the region's roster keeps last month's value, or shows none.`,
    gfm``,
  ];
  for (const file of files) {
    const total = file.unknownValues.reduce((sum, tally) => sum + tally.count, 0);
    lines.push(
      gfm`${code(file.name)}: ${plural(total, 'value')} in ${plural(file.unknownValues.length, 'place')}:`,
      gfm``,
    );
    for (const tally of file.unknownValues) {
      lines.push(
        gfm`- ${code(tally.where)}: ${plural(tally.count, 'firm')}, first ${tally.examples.map(example).join('; ')}`,
      );
    }
    lines.push(gfm``);
  }
  return lines;
}

/** The same, as the terminal's lines under each data file. */
export function unknownTerminalLines(file: DataFile): string[] {
  const note = encodingNote(file);
  return [
    ...(note === null ? [] : [`  ${note}`]),
    ...file.unknownValues.map(
      (tally) =>
        `  could not read ${tally.where} of ${plural(tally.count, 'firm')} (first ${tally.examples.map(example).join('; ')})`,
    ),
  ];
}
