import type { ArchiveSource } from './archive-source';
import { latestMonths, listBrochureZips, type ArchiveZip } from './archive-index';
import type { ArchivedRow } from './choose';
import { isMappingCsv, mappingCsvText, mappingRows } from './mapping-csv';
import { openZip, type OpenZip } from './zip-members';

/**
 * The last 12 months of the archive: the index, then each monthly zip's central directory and mapping CSV. A zip or
 * CSV that cannot be read, or a row that names no PDF of its zip, is a problem named in the summary; the others
 * are read on.
 */
const INDEX_FILE = 'reports_metadata.json';

export interface MonthlyZips {
  /** The zips read, newest first. */
  zips: ArchiveZip[];
  /** The zips opened, by file name. */
  open: Map<string, OpenZip>;
  rows: ArchivedRow[];
  problems: string[];
  /** Whether some zip could not be read: a firm found in none of the others may have its brochure there. */
  incomplete: boolean;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

const zipPath = (zip: ArchiveZip) => `advBrochures/${zip.year}/${zip.fileName}`;

export async function readMonthlyZips(source: ArchiveSource): Promise<MonthlyZips> {
  let index: unknown;
  const indexText = await source.text(INDEX_FILE);
  try {
    index = JSON.parse(indexText);
  } catch {
    throw new Error(`${source.where}${INDEX_FILE} is not JSON: the SEC changed its index`);
  }
  const zips = latestMonths(listBrochureZips(index, `${source.where}${INDEX_FILE}`));
  const result: MonthlyZips = { zips, open: new Map(), rows: [], problems: [], incomplete: false };
  const listed: { csv: string; rows: ArchivedRow[] }[] = [];
  for (const [rank, zip] of zips.entries()) {
    try {
      const opened = await openZip(source, zipPath(zip), zip.size);
      result.open.set(zip.fileName, opened);
      const csvs = opened.names.filter(isMappingCsv);
      if (csvs.length === 0) throw new Error('it holds no ADV_Brochure_Mapping CSV');
      for (const csv of csvs) {
        const { rows, problems } = mappingRows(await csvText(opened, csv), `${zip.fileName} → ${csv}`);
        result.problems.push(...problems);
        listed.push({
          csv: `${zip.fileName} → ${csv}`,
          rows: rows.map((row) => ({ ...row, zip: zip.fileName, zipRank: rank })),
        });
      }
    } catch (error) {
      result.problems.push(`${zip.fileName}: ${message(error)}; its brochures were not read`);
      result.incomplete = true;
    }
  }
  placeRows(result, listed);
  return result;
}

async function csvText(opened: OpenZip, csv: string): Promise<string> {
  try {
    return mappingCsvText(await opened.member(csv));
  } catch (error) {
    throw new Error(`${csv} ${message(error)}`);
  }
}

/**
 * Each row's PDF is looked for in its own zip, then in the other zips read (newest first): a month split in parts
 * might list in one part's CSV the PDFs of another. Rows whose PDF is in no zip read are counted, one line per CSV.
 */
function placeRows(result: MonthlyZips, listed: readonly { csv: string; rows: ArchivedRow[] }[]): void {
  const holder = new Map<string, { zip: string; rank: number }>();
  const members = new Map<string, Set<string>>();
  for (const [rank, zip] of result.zips.entries()) {
    const names = result.open.get(zip.fileName)?.names ?? [];
    members.set(zip.fileName, new Set(names));
    for (const name of names) if (!holder.has(name)) holder.set(name, { zip: zip.fileName, rank });
  }
  for (const { csv, rows } of listed) {
    let missing = 0;
    for (const row of rows) {
      const own = members.get(row.zip)?.has(row.file) === true;
      const found = own ? { zip: row.zip, rank: row.zipRank } : holder.get(row.file);
      if (found === undefined) missing += 1;
      else result.rows.push({ ...row, zip: found.zip, zipRank: found.rank });
    }
    if (missing > 0)
      result.problems.push(`${csv}: ${missing} row(s) name a PDF found in no zip read; those brochures were not read`);
  }
}
