import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { flightKeys, releaseUnfinishedFlightList, type FlightList, type FlightListState } from './flights';

function fakeList(state: Partial<FlightListState>): FlightList & { dispose: ReturnType<typeof vi.fn<() => void>> } {
  const full: FlightListState = { count: 10, done: false, summary: undefined, error: undefined, ...state };
  return {
    getState: () => full,
    subscribe: () => () => undefined,
    rows: async () => [],
    ids: async () => [],
    present: async () => [],
    takeOffsGeoJson: async () => '',
    dispose: vi.fn<() => void>(),
  };
}

describe('releaseUnfinishedFlightList', () => {
  const filters = { version: 'droneV5' as const };
  const key = flightKeys.list('mine', filters);

  it('drops and disposes a list still loading once no screen observes it', () => {
    const qc = new QueryClient();
    const list = fakeList({ done: false });
    qc.setQueryData(key, list);
    releaseUnfinishedFlightList(qc, 'mine', filters);
    expect(list.dispose).toHaveBeenCalledTimes(1);
    expect(qc.getQueryData(key)).toBeUndefined();
  });

  it('keeps a finished list, and a list a screen still observes', () => {
    const qc = new QueryClient();
    const done = fakeList({ done: true });
    qc.setQueryData(key, done);
    releaseUnfinishedFlightList(qc, 'mine', filters);
    expect(done.dispose).not.toHaveBeenCalled();
    expect(qc.getQueryData(key)).toBe(done);

    const loading = fakeList({ done: false });
    const companyKey = flightKeys.list('company', filters);
    qc.setQueryData(companyKey, loading);
    const unsubscribe = new QueryObserver(qc, { queryKey: companyKey, enabled: false }).subscribe(() => undefined);
    releaseUnfinishedFlightList(qc, 'company', filters);
    expect(loading.dispose).not.toHaveBeenCalled();
    unsubscribe();
    releaseUnfinishedFlightList(qc, 'company', filters);
    expect(loading.dispose).toHaveBeenCalledTimes(1);
  });
});
