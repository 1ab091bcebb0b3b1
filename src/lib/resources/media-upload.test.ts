import { describe, expect, it } from 'vitest';
import { encodeHeaderText, uploadHeaders, uploadKey } from './media-upload';

const decodeB = (v: string) => {
  const m = /^=\?UTF-8\?B\?(.*)\?=$/.exec(v);
  if (!m?.[1]) throw new Error(`not RFC 2047: ${v}`);
  return new TextDecoder().decode(Uint8Array.from(atob(m[1]), (c) => c.charCodeAt(0)));
};

describe('media upload headers', () => {
  it('sends ASCII names as they are and others RFC 2047-encoded (the service decodes both)', () => {
    expect(encodeHeaderText('DJI_0001.JPG')).toBe('DJI_0001.JPG');
    const encoded = encodeHeaderText('Brücke Süd – 東.jpg');
    expect(encoded).toMatch(/^[\x20-\x7e]+$/);
    expect(decodeB(encoded)).toBe('Brücke Süd – 東.jpg');
  });

  it('names location, name and deviceid as the interface does, location with / separators', () => {
    const h = uploadHeaders({ name: 'a.jpg', type: 'image/jpeg' }, { location: 'team-a#f1#f2', deviceId: 'drone-1' });
    expect(h).toEqual({
      'content-type': 'image/jpeg',
      'x-amz-meta-location': 'team-a/f1/f2',
      'x-amz-meta-name': 'a.jpg',
      'x-amz-meta-deviceid': 'drone-1',
    });
    expect(uploadHeaders({ name: 'x', type: '' }, { location: 't' })['content-type']).toBe('application/octet-stream');
  });

  it('builds a URL-safe key under the location', () => {
    const key = uploadKey('a b/c.jpg', 'team-a/f1');
    expect(key).toMatch(/^team-a\/f1\/[0-9a-f]{8}\/a%20b%2Fc\.jpg$/);
  });
});
