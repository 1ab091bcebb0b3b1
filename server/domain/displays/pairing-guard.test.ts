import { describe, expect, it } from 'vitest';
import { RateLimitedError } from '../errors';
import { createPairingGuard } from './pairing-guard';

describe('pairing guard', () => {
  it('refuses a client after its wrong codes are used up, until the 15-minute window ends', () => {
    let now = 0;
    const guard = createPairingGuard({ perClient: 2, total: 100 }, () => now);
    guard.check('a');
    guard.recordFailure('a');
    guard.recordFailure('a');
    expect(() => guard.check('a')).toThrow(RateLimitedError);
    expect(() => guard.check('b')).not.toThrow();
    try {
      guard.check('a');
    } catch (err) {
      expect((err as RateLimitedError).retryAfterS).toBe(900);
    }
    now = 15 * 60 * 1000;
    expect(() => guard.check('a')).not.toThrow();
  });

  it('refuses everyone once all clients together sent the total', () => {
    const guard = createPairingGuard({ perClient: 10, total: 3 }, () => 0);
    for (const client of ['a', 'b', 'c']) guard.recordFailure(client);
    expect(() => guard.check('d')).toThrow(/sent to this service/);
  });
});
