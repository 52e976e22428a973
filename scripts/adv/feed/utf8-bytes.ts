import { isAscii, isUtf8 } from 'node:buffer';
import type { Readable } from 'node:stream';
import { feedEncoding, HEAD_BYTES } from './feed-encoding';

/**
 * Encoding by the bytes (docs/decisions.md): a feed that declares a single-byte encoding (the SEC's
 * ISO-8859-1) but whose bytes are valid UTF-8 holding multi-byte sequences was written as UTF-8 (a
 * 2023 extract held `®` as C2 AE under an ISO-8859-1 declaration, which read as `Â®`). Latin-1 text
 * with accents is almost never valid UTF-8, so the bytes decide. The reader streams, and text it has
 * handed on cannot be decoded again: this is a first pass over the (gunzipped) bytes, flat in memory,
 * that stops at the first byte that is not UTF-8; the benchmark's figure includes it.
 */

/** How many bytes a UTF-8 sequence starting with `lead` has (1 for a continuation or invalid byte). */
function sequenceLength(lead: number): number {
  if (lead >= 0xf0) return 4;
  if (lead >= 0xe0) return 3;
  if (lead >= 0xc0) return 2;
  return 1;
}

/** Where the last complete UTF-8 sequence of `bytes` ends: a sequence cut by the chunk's end waits for the next. */
function completeLength(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back += 1) {
    const byte = bytes[bytes.length - back] ?? 0;
    if (byte < 0x80) return bytes.length;
    if (byte >= 0xc0) return sequenceLength(byte) > back ? bytes.length - back : bytes.length;
  }
  return bytes.length;
}

/** The declared label when the file's head declares a single-byte encoding (no byte-order mark), else null. */
function singleByteDeclaration(head: Uint8Array): string | null {
  const verdict = feedEncoding(head);
  if (!('encoding' in verdict) || verdict.declared === null) return null;
  return verdict.encoding === 'utf-8' || verdict.encoding.startsWith('utf-16') ? null : verdict.declared;
}

/**
 * The encoding the file declares when its bytes are nevertheless UTF-8 with multi-byte sequences;
 * null when the declaration stands (UTF-8 declared or marked, pure ASCII, or a byte that is not UTF-8).
 */
export async function utf8DespiteDeclaration(bytes: Readable): Promise<string | null> {
  let head: Buffer | null = Buffer.alloc(0);
  let declared: string | null = null;
  let carry: Uint8Array = new Uint8Array(0);
  let multiByte = false;
  try {
    for await (const chunk of bytes) {
      if (!Buffer.isBuffer(chunk)) return null;
      if (head !== null) {
        head = Buffer.concat([head, chunk]);
        if (head.length < HEAD_BYTES) continue;
        declared = singleByteDeclaration(head.subarray(0, HEAD_BYTES));
        if (declared === null) return null;
        carry = head;
        head = null;
      } else {
        carry = carry.length === 0 ? chunk : Buffer.concat([carry, chunk]);
      }
      const end = completeLength(carry);
      const whole = carry.subarray(0, end);
      if (!isUtf8(whole)) return null;
      multiByte ||= !isAscii(whole);
      carry = carry.subarray(end);
    }
  } finally {
    bytes.destroy();
  }
  if (head !== null) {
    // A file shorter than the head: decide on what there is.
    const label = singleByteDeclaration(head);
    return label !== null && isUtf8(head) && !isAscii(head) ? label : null;
  }
  return declared !== null && carry.length === 0 && multiByte ? declared : null;
}
