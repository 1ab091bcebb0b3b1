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

/** When each device's ingest last ended (epoch ms), from the states listing; absent while it runs or never ran. */
export function lastLiveByDevice(states: readonly StreamInfo[] | undefined): Map<string, number> {
  const map = new Map<string, number>();
  for (const s of states ?? []) {
    // An ERROR is most often a start that never got a frame: "last live just now" would be untrue.
    if (s.kind === 'TO' || s.streamId !== ingestStreamId(s.deviceId) || isRunning(s.state) || s.state === 'ERROR' || !s.endedAt) continue;
    map.set(s.deviceId, s.endedAt);
  }
  return map;
}
