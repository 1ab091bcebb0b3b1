import { describe, expect, it } from 'vitest';
import { parseRange, resolveInside } from './file-serving';

describe('parseRange', () => {
  it('reads the three single-range forms', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
  });
  it('clamps an end past the file and a suffix longer than the file', () => {
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });
  it('reports unsatisfiable ranges', () => {
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=9-3', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
  });
  it('ignores what it does not support (whole file answered)', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
    expect(parseRange('bytes=-', 100)).toBeNull();
  });
});

describe('resolveInside', () => {
  it('joins a relative path under the root', () => {
    expect(resolveInside('/data/flights', 'team/abc/x.csv')).toBe('/data/flights/team/abc/x.csv');
  });
  it('refuses paths that escape the root, the root itself and NUL bytes', () => {
    expect(resolveInside('/data/flights', '../service.sqlite')).toBeNull();
    expect(resolveInside('/data/flights', 'a/../../x')).toBeNull();
    expect(resolveInside('/data/flights', '/etc/passwd')).toBeNull();
    expect(resolveInside('/data/flights', '')).toBeNull();
    expect(resolveInside('/data/flights', '.')).toBeNull();
    expect(resolveInside('/data/flights', 'a\0b')).toBeNull();
    expect(resolveInside('/data/flights', '../flights-other/x')).toBeNull();
  });
});
