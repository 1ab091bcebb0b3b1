import { describe, expect, it } from 'vitest';
import { parseAiApps, readConfig } from './config';

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
