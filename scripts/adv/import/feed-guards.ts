import type { AdvArchivedFile } from '@/lib/content/adv-archive-schema';
import type { AdvDataFile } from '../feed/parse-feed';

/**
 * What the import refuses to read as a month's feeds, before it writes anything: a file whose root
 * says one kind and whose name the other, two files of one kind (the second would mark every firm
 * the first holds, and only it, as gone from the roster), and a feed that holds over 10% fewer firms
 * than the last archived one of its kind (a cut download or a partial list from the SEC would drop
 * hundreds of advisers from the roster). A file name that names no kind is read by its root: tests
 * and owners may name files freely.
 */

/** A feed with fewer firms than this share of the last archived one of its kind is refused. */
const SHRINK_LIMIT = 0.9;

const FEED_WORDS = { sec: 'SEC', state: 'state' } as const;
const NOTHING = 'nothing was written';

/** The kind a file's name claims: IA_FIRM_SEC_Feed_… → sec, IA_FIRM_STATE_Feed_… → state, else null. */
function kindFromFileName(name: string): AdvDataFile['feed'] | null {
  const match = /IA_FIRM_(SEC|STATE)_Feed/i.exec(name);
  if (match?.[1] === undefined) return null;
  return match[1].toUpperCase() === 'SEC' ? 'sec' : 'state';
}

const ROOT_ELEMENT = { sec: 'IAPDFirmSECReport', state: 'IAPDFirmStateReport' } as const;

/** Refuses a file whose name names the other kind than its root element. */
export function checkFeedKind(file: AdvDataFile): void {
  const named = kindFromFileName(file.name);
  if (named === null || named === file.feed) return;
  throw new Error(
    `${file.name}: its root <${ROOT_ELEMENT[file.feed]}> makes it the ${FEED_WORDS[file.feed]} feed, but its name says ${FEED_WORDS[named]}; ${NOTHING}. ` +
      'Download the file again from the SEC (its name and its content must agree), or rename it to what it holds',
  );
}

const count = (firms: number) => `${firms.toLocaleString('en-US')} firms`;

/** Refuses two files of one kind: one SEC feed and one state feed make a month. */
export function checkOneOfEachKind(files: readonly AdvDataFile[]): void {
  for (const [index, file] of files.entries()) {
    const other = files.slice(0, index).find((earlier) => earlier.feed === file.feed);
    if (other === undefined) continue;
    const same = other.sha256 === file.sha256 ? ' (the same file twice)' : '';
    throw new Error(
      `${other.name} (${count(other.firms)}) and ${file.name} (${count(file.firms)}) are both ${FEED_WORDS[file.feed]} feeds${same}; ${NOTHING}. ` +
        'Give one SEC feed and one state feed, of the same day',
    );
  }
}

/** The newest archived file of each kind that records its number of firms. */
function lastArchived(archive: readonly AdvArchivedFile[], feed: AdvDataFile['feed']): AdvArchivedFile | undefined {
  return archive
    .filter((file) => file.feed === feed)
    .sort((a, b) => b.date.localeCompare(a.date) || b.name.localeCompare(a.name))[0];
}

/** Refuses a feed with over 10% fewer firms than the last archived one of its kind, unless `allowShrink`. */
export function checkShrink(
  files: readonly AdvDataFile[],
  archive: readonly AdvArchivedFile[],
  allowShrink: boolean,
): void {
  if (allowShrink) return;
  for (const file of files) {
    const last = lastArchived(archive, file.feed);
    if (last === undefined || file.firms >= last.firms * SHRINK_LIMIT) continue;
    const fewer = Math.round((1 - file.firms / last.firms) * 100);
    throw new Error(
      `${file.name} holds ${count(file.firms)}, ${fewer}% fewer than the ${count(last.firms)} of ${last.name}, the last ${FEED_WORDS[file.feed]} feed imported ` +
        `(content/adv-data-files.json); ${NOTHING}. A cut download or a partial file would drop advisers from the roster: download it again. ` +
        "If the SEC's list really shrank (compare the file's size with the one listed on https://adviserinfo.sec.gov/compilation), run again with --allow-shrink",
    );
  }
}
