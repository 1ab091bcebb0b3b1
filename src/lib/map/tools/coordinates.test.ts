import { describe, expect, it } from 'vitest';
import { formatDecimal, formatDms, parseCoordinates } from './coordinates';

describe('map coordinates', () => {
  it('formats decimal and DMS', () => {
    expect(formatDecimal(-33.86, 151.21)).toBe('-33.860000, 151.210000');
    expect(formatDms(-33.86, 151.21)).toBe('33°51′36″S 151°12′36″E');
    expect(formatDms(47.3769, 8.5417)).toBe('47°22′36.8″N 8°32′30.1″E');
  });

  it('parses decimal and DMS, lat first', () => {
    expect(parseCoordinates('47.37, 8.54')).toEqual([8.54, 47.37]);
    expect(parseCoordinates('-33.86 151.21')).toEqual([151.21, -33.86]);
    const [lng, lat] = parseCoordinates(`33°51'36"S 151°12'36"E`) ?? [];
    expect(lng).toBeCloseTo(151.21, 6);
    expect(lat).toBeCloseTo(-33.86, 6);
    expect(parseCoordinates('Zurich')).toBeUndefined();
    expect(parseCoordinates('95, 10')).toBeUndefined();
  });
});
