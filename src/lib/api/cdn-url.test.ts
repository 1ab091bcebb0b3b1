import { describe, expect, it } from 'vitest';
import { cdnFileUrl } from './cdn-url';

describe('cdnFileUrl', () => {
  it('encodes each segment of a plain path, keeping its folders', () => {
    expect(cdnFileUrl('/cdn/media', 'a1b2/Report #3 50%.pdf')).toBe('/cdn/media/a1b2/Report%20%233%2050%25.pdf');
    expect(cdnFileUrl('https://cdn.example', 'team/f00d/log.csv')).toBe('https://cdn.example/team/f00d/log.csv');
  });

  it('gives no address for a path that climbs, starts at the root or hides a separator', () => {
    for (const bad of ['../media/x/evil.html', 'a/../../x', '/etc/passwd', 'a\\..\\b', 'a//b', './a', 'a/\u0000b', '']) {
      expect(cdnFileUrl('/cdn/flights', bad), bad).toBeUndefined();
    }
  });
});
