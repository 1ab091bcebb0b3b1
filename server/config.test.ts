import { describe, expect, it } from 'vitest';
import { parseAiApps, readLimits } from './config';

describe('AI_APPS', () => {
  it('reads id:Name pairs, defaults to the demo add-ons, and turns off', () => {
    expect(parseAiApps('ppe:PPE detection, fire:Fire & smoke')).toEqual([
      { id: 'ppe', name: 'PPE detection' },
      { id: 'fire', name: 'Fire & smoke' },
    ]);
    expect(parseAiApps(undefined).map((a) => a.id)).toEqual(['ppe', 'defects']);
    expect(parseAiApps('off')).toEqual([]);
    // An id the viewer token would refuse is dropped; a missing name falls back to the id.
    expect(parseAiApps('bad id:X,ok')).toEqual([{ id: 'ok', name: 'ok' }]);
  });
});

describe('connection and rate limits', () => {
  it('defaults to limits that keep large uploads (no whole-request deadline) and reads seconds as ms', () => {
    const { limits, rateLimits } = readLimits({});
    expect(limits).toMatchObject({ requestTimeoutMs: 0, headersTimeoutMs: 20_000, bodyMinBytesPerS: 1024, maxConnections: 1000 });
    expect(rateLimits).toMatchObject({ signInPerMin: 30, pairingFailuresPerClient: 10 });
    expect(readLimits({ IDLE_TIMEOUT_S: '5', RATE_LIMIT_SIGNIN_PER_MIN: '' }).limits.idleTimeoutMs).toBe(5000);
    expect(readLimits({ RATE_LIMIT_SIGNIN_PER_MIN: '' }).rateLimits.signInPerMin).toBe(30);
  });

  it('refuses a value that is not a non-negative number, naming the variable', () => {
    expect(() => readLimits({ MAX_CONNECTIONS: 'lots' })).toThrow(/MAX_CONNECTIONS/);
    expect(() => readLimits({ HEADERS_TIMEOUT_S: '-1' })).toThrow(/HEADERS_TIMEOUT_S/);
  });
});
