import { describe, expect, it } from 'vitest';
import { nextDarkAlerts } from './dark-alerts';

const names = new Map([
  ['a', 'Gate'],
  ['b', 'Bridge'],
  ['c', 'Mast'],
]);

describe('nextDarkAlerts', () => {
  it('raises an alert when a live tile leaves LIVE, keeps its time, and clears it when it plays again', () => {
    const wasLive = new Set<string>();
    let alerts = nextDarkAlerts([], { a: 'live', b: 'live', c: 'no-source' }, names, wasLive, 0);
    expect(alerts).toEqual([]);
    alerts = nextDarkAlerts(alerts, { a: 'reconnecting', b: 'live', c: 'no-source' }, names, wasLive, 1000);
    expect(alerts).toEqual([{ deviceId: 'a', name: 'Gate', kind: 'reconnecting', since: 1000 }]);
    alerts = nextDarkAlerts(alerts, { a: 'ended', b: 'stale', c: 'no-source' }, names, wasLive, 5000);
    expect(alerts).toEqual([
      { deviceId: 'a', name: 'Gate', kind: 'ended', since: 1000 },
      { deviceId: 'b', name: 'Bridge', kind: 'stale', since: 5000 },
    ]);
    alerts = nextDarkAlerts(alerts, { a: 'live', b: 'stale', c: 'no-source' }, names, wasLive, 9000);
    expect(alerts.map((x) => x.deviceId)).toEqual(['b']);
  });

  it('says nothing about a tile that was never live', () => {
    expect(nextDarkAlerts([], { a: 'connecting', b: 'ended' }, names, new Set(), 0)).toEqual([]);
  });
});
