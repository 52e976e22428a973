import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * All files or none: each file is written in full to a temporary name in its own folder, and only
 * when every one is written are they renamed over the real names. A failure while writing (a full
 * disk, a folder made read-only) removes the temporary files and leaves content/ as it was. A rename
 * within one folder replaces the file at once on Linux and macOS, so no file is ever half written;
 * should a rename fail midway (the folder's permissions changed during the run), the files already
 * replaced are put back from the texts the import read before, and the error says so; only if that
 * also fails does it name the files to restore with git.
 */
export interface FileWrite {
  file: string;
  text: string;
  /** The file's text before the import; null when the file did not exist. */
  before: string | null;
}

/** The three file operations the import uses to write; tests make one fail. */
export interface WriteOperations {
  write: (file: string, text: string) => void;
  rename: (from: string, to: string) => void;
  remove: (file: string) => void;
}

export const NODE_WRITES: WriteOperations = {
  write: (file, text) => writeFileSync(file, text),
  rename: (from, to) => renameSync(from, to),
  remove: (file) => rmSync(file, { force: true }),
};

const temporaryName = (file: string) =>
  path.join(path.dirname(file), `.${path.basename(file)}.adv-import-${process.pid}.tmp`);

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

function removeAll(files: readonly string[], operations: WriteOperations): void {
  for (const file of files) {
    try {
      operations.remove(file);
    } catch {
      // Best effort: the temporary name starts with a dot and ends in .tmp, and the error names the folder.
    }
  }
}

/** Writes every file, or (on a failure while writing) none; `root` shortens the names in messages. */
export function writeAll(writes: readonly FileWrite[], root: string, operations: WriteOperations = NODE_WRITES): void {
  const shown = (file: string) => path.relative(root, file) || file;
  const temporaries: string[] = [];
  for (const { file, text } of writes) {
    const temporary = temporaryName(file);
    temporaries.push(temporary);
    try {
      operations.write(temporary, text);
    } catch (error) {
      removeAll(temporaries, operations);
      throw new Error(
        `could not write ${shown(file)} (${message(error)}); no file was changed. Fix the cause and run the import again`,
      );
    }
  }
  const replaced: FileWrite[] = [];
  for (const [index, write] of writes.entries()) {
    try {
      operations.rename(temporaries[index] ?? '', write.file);
      replaced.push(write);
    } catch (error) {
      removeAll(temporaries.slice(index), operations);
      const unrestored = restore(replaced, operations);
      const after =
        unrestored.length === 0
          ? 'the files it had already replaced were put back; no file was changed'
          : `these files could not be put back: restore them with \`git checkout -- ${unrestored.map(shown).join(' ')}\``;
      throw new Error(
        `could not replace ${shown(write.file)} (${message(error)}); ${after}. Fix the cause and run the import again`,
      );
    }
  }
}

/** Puts back the files already replaced; returns those it could not. */
function restore(replaced: readonly FileWrite[], operations: WriteOperations): string[] {
  const failed: string[] = [];
  for (const { file, before } of replaced) {
    try {
      if (before === null) {
        operations.remove(file);
        continue;
      }
      operations.write(temporaryName(file), before);
      operations.rename(temporaryName(file), file);
    } catch {
      removeAll([temporaryName(file)], operations);
      failed.push(file);
    }
  }
  return failed;
}
