import { describe, expect, it, vi } from 'vitest';
import { createTokenManager } from './token-manager';

const tok = (expiresAt: number) => ({ token: `t${expiresAt}`, scope: 'team' as const, teamId: 'x', expiresIn: 60, expiresAt });

describe('token manager', () => {
  it('asks once for many concurrent tiles and reuses a fresh token', async () => {
    let now = 1000;
    let n = 0;
    const fetchToken = vi.fn(async () => tok(now + 60 + n++));
    const m = createTokenManager(fetchToken, () => now);
    const [a, b] = await Promise.all([m.get(), m.get()]);
    expect(a).toBe(b);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    now = 1040; // past half-life: a renewal asks the service again, once
    const [c, d] = await Promise.all([m.renew(a.expiresAt), m.renew(a.expiresAt)]);
    expect(c).toBe(d);
    expect(c.expiresAt).toBeGreaterThan(a.expiresAt);
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });
});
