import { ingestStreamId, relayStreamId, type StreamInfo, type StreamState } from '@/lib/contract/streams';

export interface DeviceLive {
  ingest: { streamId: string; state: StreamState; error: string | null } | null;
  relay: { streamId: string; state: StreamState; error: string | null } | null;
}

/** Index the team's streams by device, one ingest and one relay each. */
export function liveByDevice(states: readonly StreamInfo[] | undefined): Map<string, DeviceLive> {
  const map = new Map<string, DeviceLive>();
  for (const s of states ?? []) {
    const entry = map.get(s.deviceId) ?? { ingest: null, relay: null };
    const v = { streamId: s.streamId, state: s.state, error: s.error ?? null };
    if (s.streamId === ingestStreamId(s.deviceId) || s.kind === 'FROM') entry.ingest = v;
    else if (s.streamId === relayStreamId(s.deviceId) || s.kind === 'TO') entry.relay = v;
    map.set(s.deviceId, entry);
  }
  return map;
}

export const isBusy = (s: StreamState | undefined) => s === 'STARTING' || s === 'STOPPING';
export const isRunning = (s: StreamState | undefined) => s === 'STARTING' || s === 'STREAMING' || s === 'STOPPING';
