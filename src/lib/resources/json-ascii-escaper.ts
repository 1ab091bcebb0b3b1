/**
 * Turns UTF-8 JSON bytes into pure ASCII JSON bytes that parse to the same values: every non-ASCII
 * character (which valid JSON can hold only inside strings) becomes a `\uXXXX` escape.
 *
 * Why: the browser's UTF-8 decoder gives a two-byte (UTF-16) string for any chunk holding one
 * non-ASCII character, and JSON.parse of a two-byte source is much slower and makes every value in
 * it two-byte too. A logbook where a quarter of the rows has a pilot called "Sofía" made every
 * chunk two-byte: parsing 100,000 logs took 700–1,030 ms against 390–650 ms for the same text in
 * ASCII (Chromium 150, a worker). Finding the few non-ASCII bytes is a word-at-a-time scan.
 *
 * Bytes that are not valid UTF-8 become U+FFFD (as TextDecoder makes them, though one per bad
 * sequence). A character split between two chunks is held back until the rest of it arrives.
 */
export class JsonAsciiEscaper {
  /** The start of a character cut off at the end of the last chunk. */
  private carry: Uint8Array | null = null;

  push(chunk: Uint8Array): Uint8Array {
    let bytes = chunk;
    if (this.carry) {
      bytes = new Uint8Array(this.carry.length + chunk.length);
      bytes.set(this.carry);
      bytes.set(chunk, this.carry.length);
      this.carry = null;
    }
    let at = firstHighByte(bytes, 0);
    if (at < 0) return bytes;
    // At most 3 output bytes per input byte: 2 → `\uXXXX` (6), 3 → 6, 4 → a surrogate pair (12).
    const out = new Uint8Array(bytes.length * 3);
    let o = 0;
    let from = 0;
    while (at >= 0) {
      out.set(bytes.subarray(from, at), o);
      o += at - from;
      const len = sequenceLength(bytes[at]!);
      if (len > 1 && at + len > bytes.length && validContinuations(bytes, at + 1, bytes.length)) {
        // Cut off by the chunk's end: the rest comes with the next chunk.
        this.carry = bytes.slice(at);
        return out.subarray(0, o);
      }
      let cp = REPLACEMENT;
      let used = 1;
      if (len > 1 && validContinuations(bytes, at + 1, at + len)) {
        cp = codePoint(bytes, at, len);
        used = len;
      }
      if (escapedByBackslash(bytes, at)) {
        // `\é` is not a JSON escape: kept as it came, so the text stays invalid (escaping it
        // would make `\\u00e9`, a valid backslash and five letters).
        out.set(bytes.subarray(at, at + used), o);
        o += used;
      } else if (cp > 0xffff) {
        o = writeEscape(out, writeEscape(out, o, 0xd800 + ((cp - 0x10000) >> 10)), 0xdc00 + ((cp - 0x10000) & 0x3ff));
      } else {
        o = writeEscape(out, o, cp);
      }
      from = at + used;
      at = firstHighByte(bytes, from);
    }
    out.set(bytes.subarray(from), o);
    o += bytes.length - from;
    return out.subarray(0, o);
  }

  /** The end of the body: a character still cut off is not valid UTF-8. */
  finish(): Uint8Array {
    if (!this.carry) return new Uint8Array(0);
    this.carry = null;
    const out = new Uint8Array(6);
    writeEscape(out, 0, REPLACEMENT);
    return out;
  }
}

const REPLACEMENT = 0xfffd;
const HEX = [48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 97, 98, 99, 100, 101, 102];

/** Index of the first byte ≥ 0x80 at or after `from`, or -1; four bytes at a time where aligned. */
function firstHighByte(b: Uint8Array, from: number): number {
  let i = from;
  const n = b.length;
  while (i < n && (b.byteOffset + i) & 3) {
    if (b[i]! > 127) return i;
    i++;
  }
  const words = (n - i) >> 2;
  if (words > 0) {
    const w = new Uint32Array(b.buffer, b.byteOffset + i, words);
    for (let k = 0; k < words; k++) {
      if (w[k]! & 0x80808080) {
        for (let j = i + k * 4; ; j++) if (b[j]! > 127) return j;
      }
    }
    i += words * 4;
  }
  for (; i < n; i++) if (b[i]! > 127) return i;
  return -1;
}

/** Bytes in the character a lead byte starts (1: not a valid lead byte). */
function sequenceLength(lead: number): number {
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 1;
}

/** Whether the byte at `at` follows an odd run of backslashes (an escape's second character). */
function escapedByBackslash(b: Uint8Array, at: number): boolean {
  let n = 0;
  for (let i = at - 1; i >= 0 && b[i] === 92; i--) n++;
  return n % 2 === 1;
}

function validContinuations(b: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if ((b[i]! & 0xc0) !== 0x80) return false;
  return true;
}

function codePoint(b: Uint8Array, at: number, len: number): number {
  const lead = b[at]!;
  let cp = len === 2 ? lead & 0x1f : len === 3 ? lead & 0x0f : lead & 0x07;
  for (let i = 1; i < len; i++) cp = (cp << 6) | (b[at + i]! & 0x3f);
  // Overlong forms, surrogates and values past U+10FFFF are not valid UTF-8.
  const min = len === 2 ? 0x80 : len === 3 ? 0x800 : 0x10000;
  if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return REPLACEMENT;
  return cp;
}

/** Writes `\uXXXX` for one UTF-16 unit at `o`; returns the index after it. */
function writeEscape(out: Uint8Array, o: number, unit: number): number {
  out[o] = 92; // \
  out[o + 1] = 117; // u
  out[o + 2] = HEX[(unit >> 12) & 15]!;
  out[o + 3] = HEX[(unit >> 8) & 15]!;
  out[o + 4] = HEX[(unit >> 4) & 15]!;
  out[o + 5] = HEX[unit & 15]!;
  return o + 6;
}
