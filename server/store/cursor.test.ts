import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain/errors';
import { decodeCursor, encodeCursor, toPage } from './cursor';

describe('pagination cursor', () => {
  it('round-trips the keyset, whatever the id holds', () => {
    expect(decodeCursor(encodeCursor({ at: 1700000000000, id: 'a:b-c' }))).toEqual({ at: 1700000000000, id: 'a:b-c' });
  });

  it('refuses a token it did not issue, naming nextToken', () => {
    for (const token of ['nonsense', '', Buffer.from('x:1').toString('base64url'), Buffer.from('["x","a"]').toString('base64url')]) {
      expect(() => decodeCursor(token)).toThrow(DomainError);
      try {
        decodeCursor(token);
      } catch (err) {
        expect(err).toMatchObject({ code: 'VALIDATION_FAILED', field: 'nextToken' });
      }
    }
  });

  it('pages limit + 1 rows: the extra row only yields a cursor at the last row served', () => {
    const rows = [3, 2, 1].map((n) => ({ createdAt: n, id: `r${n}` }));
    const keyOf = (r: { createdAt: number; id: string }) => ({ at: r.createdAt, id: r.id });
    const page = toPage(rows, 2, (r) => r.id, keyOf);
    expect(page.items).toEqual(['r3', 'r2']);
    expect(decodeCursor(page.nextToken ?? '')).toEqual({ at: 2, id: 'r2' });
    expect(toPage(rows, 3, (r) => r.id, keyOf).nextToken).toBeNull();
  });
});
