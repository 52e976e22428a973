import { FeedError } from '../download/feed-http';

/**
 * The SEC's index of its bulk files, reports_metadata.json: `{ "advBrochures": { "<year>": { "files": [ { "fileName",
 * "size"? }, … ] } } }`; only those fields are read, anything else may come and go. Each brochure zip lives at
 * `{archive}/advBrochures/{year}/{fileName}` and holds the brochures filed in one month (a busy month in parts).
 *
 * Which zips are the last 12 months (docs/decisions.md): the month is read from the file's name
 * (ADV_Brochures_2026_March.zip, ADV_Brochures_2026_March_1_of_2.zip, adv-brochures-2024-december,
 * adv_brochures_2022_sep, adv_brochures_2021_mar_1: a four-digit year, then a month by name, abbreviation or number,
 * then an optional part); a name without a readable month takes the month of the file listed before it in the index
 * (years ascending, each year's files as listed), and the first file of a year, that year's January. Files are
 * ordered by month, then part, then place in the index; every file of the 12 newest months is read.
 */
export interface ArchiveZip {
  year: string;
  fileName: string;
  /** Bytes, when the index says. */
  size: number | null;
  /** "2026-03": the month its brochures were filed in. */
  month: string;
  /** 1 for a month in one file, else its part number. */
  part: number;
  /** Whether `month` was read from the name (false: inherited, as above). */
  monthFromName: boolean;
}

const BROCHURE_SECTION = 'advBrochures';
const MONTHS_READ = 12;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The year and month a file's name states, and its part; null when the name gives no month. */
export function monthOfName(fileName: string): { month: string; part: number } | null {
  const words = fileName
    .toLowerCase()
    .replace(/\.zip$/, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  const at = words.findIndex((word) => /^(19|20)\d{2}$/.test(word));
  if (at < 0) return null;
  const monthWord = words[at + 1] ?? '';
  const byName = MONTHS.findIndex((name) => monthWord.startsWith(name));
  const byNumber = /^\d{1,2}$/.test(monthWord) ? Number(monthWord) - 1 : -1;
  const index = byName >= 0 ? byName : byNumber >= 0 && byNumber < 12 ? byNumber : -1;
  if (index < 0) return null;
  const partWord = words[at + 2];
  const part = partWord !== undefined && /^\d{1,2}$/.test(partWord) ? Number(partWord) : 1;
  return { month: `${words[at]}-${String(index + 1).padStart(2, '0')}`, part };
}

/** Every brochure zip the index lists, in the index's order (years ascending). */
export function listBrochureZips(index: unknown, where: string): ArchiveZip[] {
  const section = isRecord(index) ? index[BROCHURE_SECTION] : undefined;
  if (!isRecord(section)) {
    throw new FeedError(
      `${where} has no "${BROCHURE_SECTION}" section any more: the SEC changed its index; a developer checks it and updates scripts/adv/brochures/archive-index.ts`,
    );
  }
  const zips: ArchiveZip[] = [];
  for (const year of Object.keys(section)
    .filter((key) => /^\d{4}$/.test(key))
    .sort()) {
    const entry = section[year];
    const files = isRecord(entry) && Array.isArray(entry.files) ? entry.files : [];
    let previous: { month: string; part: number } = { month: `${year}-01`, part: 0 };
    for (const file of files) {
      if (!isRecord(file) || typeof file.fileName !== 'string' || !/^[\w.-]+$/.test(file.fileName)) continue;
      const size = typeof file.size === 'number' && Number.isSafeInteger(file.size) && file.size > 0 ? file.size : null;
      const named = monthOfName(file.fileName);
      const dated = named ?? { month: previous.month, part: previous.part + 1 };
      zips.push({ year, fileName: file.fileName, size, ...dated, monthFromName: named !== null });
      previous = dated;
    }
  }
  if (zips.length === 0)
    throw new FeedError(`${where} lists no brochure zip under "${BROCHURE_SECTION}": the SEC changed its index`);
  return zips;
}

/** The zips of the newest `months` months, newest first (within a month, by part then place in the index). */
export function latestMonths(zips: readonly ArchiveZip[], months = MONTHS_READ): ArchiveZip[] {
  const ordered = zips
    .map((zip, place) => ({ zip, place }))
    .sort((a, b) => b.zip.month.localeCompare(a.zip.month) || a.zip.part - b.zip.part || a.place - b.place)
    .map(({ zip }) => zip);
  const kept = new Set([...new Set(ordered.map((zip) => zip.month))].slice(0, months));
  return ordered.filter((zip) => kept.has(zip.month));
}
