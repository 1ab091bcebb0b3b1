import { describe, expect, it } from 'vitest';
import { JsonAsciiEscaper } from './json-ascii-escaper';

const enc = new TextEncoder();
const ascii = (b: Uint8Array) => String.fromCharCode(...b);

/** The escaper's output for `bytes` cut into chunks at `cuts`, as one string. */
function escapeInChunks(bytes: Uint8Array, cuts: number[]): string {
  const e = new JsonAsciiEscaper();
  let text = '';
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    text += ascii(e.push(bytes.slice(from, cut)));
    from = cut;
  }
  return text + ascii(e.finish());
}

const body = JSON.stringify({
  items: [
    { pilotName: 'Sofía Márquez', name: 'Elena Kovač', note: 'Zürich 🚁 — “quoted” \\ back\\slash', id: 'a"b' },
    { pilotName: 'Chloé', droneName: '無人機', empty: '' },
  ],
});

describe('JsonAsciiEscaper', () => {
  it('gives ASCII that parses to the same values, wherever the chunks are cut', () => {
    const bytes = enc.encode(body);
    for (let cut = 0; cut <= bytes.length; cut++) {
      const text = escapeInChunks(bytes, [cut]);
      expect([...text].every((c) => c.charCodeAt(0) < 128)).toBe(true);
      expect(JSON.parse(text)).toEqual(JSON.parse(body));
    }
    // Every byte its own chunk.
    expect(JSON.parse(escapeInChunks(bytes, [...bytes.keys()].slice(1)))).toEqual(JSON.parse(body));
  });

  it('hands ASCII chunks back as they are', () => {
    const chunk = enc.encode('{"items":[{"id":"x"}]}');
    expect(new JsonAsciiEscaper().push(chunk)).toBe(chunk);
  });

  it('finds non-ASCII bytes at every alignment of a chunk within its buffer', () => {
    const buffer = new Uint8Array(64).fill(0x61);
    for (let offset = 0; offset < 4; offset++) {
      for (let pos = 0; pos < 20; pos++) {
        const view = buffer.subarray(offset, offset + 24);
        view.fill(0x61);
        view.set([0xc3, 0xa9], pos); // é
        expect(ascii(new JsonAsciiEscaper().push(view))).toBe(`${'a'.repeat(pos)}\\u00e9${'a'.repeat(22 - pos)}`);
      }
    }
  });

  it('turns bytes that are not UTF-8 into U+FFFD, as the browser decoder would', () => {
    const bad = new Uint8Array([0x22, 0x61, 0xff, 0x62, 0xc3, 0x28, 0x80, 0x22]);
    expect(JSON.parse(ascii(new JsonAsciiEscaper().push(bad)))).toBe('a\ufffdb\ufffd(\ufffd');
    // A character cut off by the end of the body.
    const e = new JsonAsciiEscaper();
    const start = ascii(e.push(new Uint8Array([0x22, 0x61, 0xe2, 0x82])));
    expect(JSON.parse(start + ascii(e.finish()) + '"')).toBe('a\ufffd');
  });

  it('keeps an invalid escape of a non-ASCII character invalid', () => {
    // `"\é"` is not JSON; escaped, `"\\u00e9"` would be (a backslash and five letters).
    const out = new JsonAsciiEscaper().push(enc.encode('"\\é"'));
    expect(() => JSON.parse(new TextDecoder().decode(out))).toThrow();
  });
});
