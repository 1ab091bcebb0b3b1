import { describe, expect, it } from 'vitest';
import { FlightListSplitter } from './flight-list-splitter';

function splitAll(text: string, size: number): unknown[] {
  const s = new FlightListSplitter();
  const out: unknown[] = [];
  for (let i = 0; i < text.length; i += size) out.push(...s.push(text.slice(i, i + size)));
  out.push(...s.finish());
  return out;
}

const items = [
  { id: 'a', name: 'x "quoted" {brace} [bracket]', n: 1, nested: { list: [1, { b: 2 }] } },
  { id: 'b', name: 'back\\\\slash\\"', missionIds: [] },
  { id: 'c', name: 'Sofía', loc: { lat: 1.5, long: -2 } },
];

describe('FlightListSplitter', () => {
  it('yields the same items as JSON.parse, whatever the chunk size', () => {
    const body = JSON.stringify({ before: { items: [9] }, items, nextToken: null });
    for (const size of [1, 2, 3, 7, 64, body.length]) expect(splitAll(body, size)).toEqual(items);
  });

  it('yields items before the body is complete', () => {
    const body = JSON.stringify({ items });
    const s = new FlightListSplitter();
    const cut = body.indexOf('{"id":"c"') + 3;
    expect(s.push(body.slice(0, cut))).toEqual(items.slice(0, 2));
    expect(s.push(body.slice(cut))).toEqual(items.slice(2));
    expect(s.finish()).toEqual([]);
  });

  it('refuses a body without an items array, a cut body and non-object items', () => {
    expect(() => splitAll('{"nope":[]}', 4)).toThrow(/no items array/);
    expect(() => splitAll('{"items":[{"id":"a"},{"id"', 4)).toThrow(/ended before/);
    expect(() => splitAll('{"items":[{"id":"a"},3]}', 4)).toThrow(/items\.1: not an object/);
    expect(splitAll('{"items":[]}', 2)).toEqual([]);
  });

  it('takes the fast cut on big bodies and still yields exactly the items, with `},{` inside strings and nested arrays', () => {
    const tricky = (i: number) => ({
      id: `f${i}`,
      name: i % 7 === 0 ? `cut here },{ and "q" \\ },{"id":"fake"}` : `Flight ${i} ✈`,
      waypoints: i % 5 === 0 ? [{ a: 1 }, { b: [{ c: '},{' }, {}] }] : [],
      pad: 'x'.repeat(200),
    });
    const many = Array.from({ length: 4000 }, (_, i) => tricky(i));
    const body = JSON.stringify({ items: many, nextToken: 'n' });
    expect(body.length).toBeGreaterThan(3 * 256 * 1024);
    for (const size of [65_536, 300_001, 1_000_003, body.length]) expect(splitAll(body, size)).toEqual(many);
  });
});
