import { describe, expect, it } from 'vitest';
import { childLocationOf, MediaItemSchema, normaliseMediaLocation, parseAnnotations } from './media';

describe('media contract', () => {
  it("normalises '#' and '/' locations and builds a folder's child location", () => {
    expect(normaliseMediaLocation('team#a#b')).toBe('team/a/b');
    expect(childLocationOf({ id: 'c', location: 'team#a' })).toBe('team/a/c');
  });

  it('parses annotations leniently: malformed JSON or shapes give an empty map', () => {
    const ok = JSON.stringify({
      ai: { addonId: 'ai', labels: { l1: { shapeType: 'POINT', category: 'crack', updatedAt: '2026-01-01T00:00:00Z' } } },
    });
    expect(parseAnnotations(ok).ai?.labels?.l1?.category).toBe('crack');
    expect(parseAnnotations('{nope')).toEqual({});
    expect(parseAnnotations(JSON.stringify({ ai: { labels: {} } }))).toEqual({});
    expect(parseAnnotations(null)).toEqual({});
  });

  it('accepts an item with only an id and extra fields', () => {
    expect(MediaItemSchema.parse({ id: 'x', extra: 1, metadata: null }).id).toBe('x');
  });
});
