import { NODE_WRITES, type WriteOperations } from '@/scripts/adv/import/write-all';
import { manyFirms } from '@/test-support/adv-feeds';
import { CREATIVE, MARINER, sandbox, TRUEPOINT, type Sandbox } from '@/test-support/jest/import-sandbox';

/**
 * All files or none: a write that fails at any point of the import (the disk fills, a folder turns
 * read-only) leaves content/ byte for byte as it was, with no temporary file left behind.
 */
let box: Sandbox;
let feeds: string[];
beforeEach(() => {
  box = sandbox();
  feeds = [
    box.feed({ feed: 'sec', date: '2026-11-02', firms: [MARINER, TRUEPOINT, CREATIVE, ...manyFirms(5)] }),
    box.feed({ feed: 'state', date: '2026-11-02', firms: manyFirms(4, 8_100_001) }),
  ];
});
afterEach(() => box.remove());

/** The file operations with the `failAt`-th call of `which` failing as a full disk would. */
function failing(which: 'write' | 'rename', failAt: number): WriteOperations {
  let calls = 0;
  const fail = () => {
    calls += 1;
    if (calls === failAt) throw new Error('ENOSPC: no space left on device');
  };
  return {
    ...NODE_WRITES,
    [which]: (from: string, to: string) => {
      fail();
      NODE_WRITES[which](from, to);
    },
  };
}

/** Fails the 1st, 2nd, … call of `which` until the import gets through: every file it changes has had its turn. */
async function failEachInTurn(which: 'write' | 'rename', message: RegExp): Promise<void> {
  const before = box.allTexts();
  for (let failAt = 1; ; failAt += 1) {
    const run = box.run(feeds, { writeOperations: failing(which, failAt) });
    const error = await run.then(
      () => null,
      (reason: unknown) => reason,
    );
    if (error === null) {
      const after = box.allTexts();
      const changed = Object.keys(after).filter((name) => after[name] !== before[name]);
      // Firm files, the roster and the archive: one write and one rename each.
      expect(changed.length).toBeGreaterThan(2);
      expect(failAt - 1).toBe(changed.length);
      return;
    }
    expect(error).toEqual(expect.objectContaining({ message: expect.stringMatching(message) }));
    // Byte for byte as before, and no other file (no temporary name) in content/.
    expect(box.allTexts()).toEqual(before);
  }
}

// One import per file it writes (a dozen), each a fraction of a second: more than jest's 5 s on a busy machine.
const EVERY_TURN_MS = 60_000;

test(
  'a failure at any write leaves content/ as it was',
  async () => {
    await failEachInTurn('write', /^could not write content\/.+ \(ENOSPC.*\); no file was changed/);
  },
  EVERY_TURN_MS,
);

test(
  'a failure at any rename puts back the files already replaced',
  async () => {
    await failEachInTurn(
      'rename',
      /^could not replace content\/.+ \(ENOSPC.*\); the files it had already replaced were put back/,
    );
  },
  EVERY_TURN_MS,
);
