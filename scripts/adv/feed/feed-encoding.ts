/**
 * Which encoding a feed's bytes are in, by the XML rules (XML 1.0, 4.3.3 and Appendix F): a
 * byte-order mark, else the declaration's `encoding`, else UTF-8. The SEC's feeds declare
 * ISO-8859-1; a file re-saved by a tool may come as UTF-8 with or without a declaration.
 */

/** `declared`: the declaration's label as written ("ISO-8859-1"), null when none; `encoding`: the decoder's name. */
export type EncodingVerdict = { encoding: string; declared: string | null } | { refused: string };

const BOMS: readonly (readonly [number[], string])[] = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xfe, 0xff], 'utf-16be'],
  [[0xff, 0xfe], 'utf-16le'],
];

function startsWith(head: Uint8Array, bytes: readonly number[]): boolean {
  return bytes.every((byte, index) => head[index] === byte);
}

/** The WHATWG name of an encoding label, or null when TextDecoder does not know it. */
function canonical(label: string): string | null {
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return null;
  }
}

/** The `encoding="…"` of an XML declaration at the very start of `text`, if any. */
function declaredEncoding(text: string): string | null {
  const declaration = /^<\?xml\s[^?]*\?>/.exec(text)?.[0];
  if (declaration === undefined) return null;
  return /\sencoding\s*=\s*["']([A-Za-z][A-Za-z0-9._-]*)["']/.exec(declaration)?.[1] ?? null;
}

/** Enough of the file's first bytes to hold a byte-order mark and an XML declaration. */
export const HEAD_BYTES = 512;

/** Decides the encoding from the first bytes of the file (at most HEAD_BYTES are read). */
export function feedEncoding(head: Uint8Array): EncodingVerdict {
  const bom = BOMS.find(([bytes]) => startsWith(head, bytes));
  const afterBom = head.subarray(bom?.[0].length ?? 0);
  // A declaration is ASCII in any ASCII-compatible encoding; in UTF-16 it needs the BOM's decoder.
  const headText = new TextDecoder(bom?.[1].startsWith('utf-16') ? bom[1] : 'latin1').decode(afterBom);
  const declared = declaredEncoding(headText);
  const fromDeclaration = declared === null ? null : canonical(declared);
  if (declared !== null && fromDeclaration === null) {
    return { refused: `declares encoding="${declared}", which this import cannot read` };
  }
  if (bom !== undefined) {
    const [, fromBom] = bom;
    // UTF-16 is declared as "UTF-16"; TextDecoder names it utf-16le.
    const agrees =
      fromDeclaration === null ||
      fromDeclaration === fromBom ||
      (fromBom.startsWith('utf-16') && fromDeclaration.startsWith('utf-16'));
    if (!agrees) {
      const mark = fromBom
        .toUpperCase()
        .replace('UTF-16BE', 'UTF-16 (big-endian)')
        .replace('UTF-16LE', 'UTF-16 (little-endian)');
      return {
        refused: `starts with a ${mark} byte-order mark but declares encoding="${declared}": the two contradict each other; save the file again in one encoding`,
      };
    }
    return { encoding: fromBom, declared };
  }
  return { encoding: fromDeclaration ?? 'utf-8', declared };
}
