import { describe, expect, it } from 'vitest';
import { normaliseLocation, parseDateArg } from './location';
import { DomainError } from '../errors';
import { resolveMimeType, storageFileName, typeFromMime } from './media-types';
import { decodeNextToken, encodeNextToken } from './next-token';
import type { MediaRow } from './media-repository';

describe('media drive rules', () => {
  it("normalises '#' and '/' locations", () => {
    expect(normaliseLocation('team-a#f1#f2')).toBe('team-a/f1/f2');
    expect(normaliseLocation('/team-a/f1/')).toBe('team-a/f1');
    expect(() => normaliseLocation('##')).toThrow(DomainError);
  });

  it('parses ISO and epoch-ms dates, refusing anything else', () => {
    expect(parseDateArg('2026-10-14T08:00:00Z', 'dateFrom')).toBe(Date.UTC(2026, 9, 14, 8));
    expect(parseDateArg('1700000000000', 'dateFrom')).toBe(1_700_000_000_000);
    expect(() => parseDateArg('soon', 'dateTo')).toThrow(/dateTo/);
  });

  it('maps MIME types (or extensions) to item type keys', () => {
    const cases: Array<[string, string, string]> = [
      ['image/jpeg', 'a.jpg', 'I'],
      ['video/mp4', 'a.mp4', 'V'],
      ['model/gltf-binary', 'a.glb', 'M'],
      ['application/vnd.service.model.pc', 'a.las', 'M'],
      ['application/pdf', 'a.pdf', 'R'],
      ['text/csv', 'a.csv', 'FL'],
      ['text/plain', 'log.txt', 'FL'],
      ['application/x-subrip', 'a.SRT', 'FL'],
      ['application/json', 'a.json', 'D'],
      ['application/octet-stream', 'a.bin', 'U'],
      ['application/vnd.service.folder', 'x', 'F'],
    ];
    for (const [mime, name, type] of cases) expect(typeFromMime(mime, name), `${mime} ${name}`).toBe(type);
    expect(resolveMimeType(undefined, 'clip.MP4')).toBe('video/mp4');
    expect(resolveMimeType('image/png; q=1', 'x.jpg')).toBe('image/png');
    expect(storageFileName('../<b>évil name.jpg')).toBe('_b_vil_name.jpg');
  });

  it('round-trips the pagination key and refuses a forged or broken one', () => {
    const row = {
      id: 'i1',
      team_id: 't1',
      location: 't1/f',
      type: 'I',
      name: 'Pic',
      device_id: null,
      created_at: 1_700_000_000_123,
    } as MediaRow;
    const token = encodeNextToken(row);
    expect(token).toMatchObject({ pk: 'i1', teamId: 't1', createdAt: '2023-11-14T22:13:20.123Z', searchName: 'pic', type: 'I' });
    expect(decodeNextToken(token, 't1')).toEqual({ createdAt: 1_700_000_000_123, id: 'i1' });
    expect(() => decodeNextToken(token, 't2')).toThrow(DomainError);
    expect(() => decodeNextToken({ pk: 'i1' }, 't1')).toThrow(DomainError);
  });
});
