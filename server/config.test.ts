import { describe, expect, it } from 'vitest';
import { parseAiApps, readConfig } from './config';
import { readLimits } from './config-limits';
import { decideDevIdentity } from './dev-identity';

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

describe('DEV_IDENTITY', () => {
  it('is on by itself only on loopback', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost']) expect(decideDevIdentity(undefined, host).on).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'ops.example.com']) {
      const d = decideDevIdentity(undefined, host);
      expect(d.on).toBe(false);
      expect(d.reason).toContain(`listens on ${host}`);
      expect(d.reason).toContain('DEV_IDENTITY=on');
    }
  });

  it('is forced on with a warning by DEV_IDENTITY=on, and off by DEV_IDENTITY=off', () => {
    const forced = decideDevIdentity('on', '0.0.0.0');
    expect(forced.on).toBe(true);
    expect(forced.warning).toMatch(/0\.0\.0\.0.*sign in as any user/);
    expect(decideDevIdentity('off', '127.0.0.1').on).toBe(false);
    expect(() => decideDevIdentity('yes', '127.0.0.1')).toThrow('DEV_IDENTITY must be on or off');
  });

  it('turns introspection on with the development sign-in or NODE_ENV=development', () => {
    expect(readConfig({ HOST: '127.0.0.1' }, []).graphqlIntrospection).toBe(true);
    expect(readConfig({ HOST: '0.0.0.0' }, []).graphqlIntrospection).toBe(false);
    expect(readConfig({ HOST: '0.0.0.0', NODE_ENV: 'development' }, []).graphqlIntrospection).toBe(true);
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

describe('stream limits and networks', () => {
  it('keeps a machine limit above each team’s share by default, and opens no network unless configured', () => {
    const c = readConfig({}, []);
    expect(c).toMatchObject({ maxStreams: 16, maxStreamsPerTeam: 8, maxAnnotated: 4, maxAnnotatedPerTeam: 2 });
    expect(c.streamAllowedNetworks).toEqual([]);
    expect(readConfig({ STREAM_ALLOWED_NETWORKS: '10.0.0.0/8,192.168.1.0/24' }, []).streamAllowedNetworks).toHaveLength(2);
    // A typo must stop the service at start, not silently refuse every camera.
    expect(() => readConfig({ STREAM_ALLOWED_NETWORKS: '10.0.0.0/33' }, [])).toThrow(/STREAM_ALLOWED_NETWORKS: "10.0.0.0\/33"/);
  });
});
