import { describe, expect, it } from 'vitest';
import { createFormat, roundCoordinate } from './format';

const t = Date.UTC(2026, 0, 15, 13, 5); // winter: CET in Zürich

describe('format', () => {
  it('coordinates have 6 places and a decimal point in every locale (pasteable GPS notation)', () => {
    const en = createFormat('en-US');
    expect(en.coordinate(47.3769)).toBe('47.376900');
    expect(en.coordinate(-122.123456789)).toBe('-122.123457');
    expect(en.latLng(47.3769, 8.5417)).toBe('47.376900, 8.541700');
    const de = createFormat('de-DE');
    expect(de.latLng(47.3769, 8.5417)).toBe('47.376900, 8.541700');
    expect(en.coordinate(undefined)).toBe('—');
  });

  it('numbers follow the locale', () => {
    expect(createFormat('en-US').number(1234.56, 1)).toBe('1,234.6');
    expect(createFormat('de-DE').number(1234.56, 1)).toBe('1.234,6');
    expect(createFormat('en-US').number(Number.NaN)).toBe('—');
  });

  it('times say their zone; dates follow the locale', () => {
    const zurich = createFormat('en-GB', 'Europe/Zurich');
    expect(zurich.dateTime(t)).toBe('15 Jan 2026, 14:05 CET');
    expect(zurich.time(t)).toBe('14:05 CET');
    expect(zurich.date(t)).toBe('15 Jan 2026');
    expect(createFormat('en-US', 'UTC').dateTime(t)).toBe('Jan 15, 2026, 1:05 PM UTC');
    expect(createFormat('de-CH', 'Europe/Zurich').dateTime(t)).toBe('15. Jan. 2026, 14:05 MEZ');
    expect(zurich.dateTime(undefined)).toBe('—');
  });

  it('rounds a coordinate for an input', () => {
    expect(roundCoordinate(47.37690000000123)).toBe(47.3769);
  });
});
