import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { streamsApi } from '@/lib/api/clients';
import { streamKeys } from './streams';

const StreamIdResponse = z.looseObject({ streamId: z.string() });
/** from/start answers a bare JSON string ("STARTING"); other services may wrap it. */
const StateAnswer = z.union([z.string(), z.looseObject({ state: z.string().optional() })]);

export function startDeviceStream(deviceId: string, signal?: AbortSignal) {
  return streamsApi.request(`/v1/streams/api/${encodeURIComponent(deviceId)}/start`, { method: 'POST', schema: StreamIdResponse, signal });
}

/** After any control call, poll the states now rather than waiting for the next tick. */
function useRefreshStates() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: streamKeys.states() });
}

export function useStartDeviceStream() {
  const refresh = useRefreshStates();
  return useMutation({ mutationFn: (deviceId: string) => startDeviceStream(deviceId), onSettled: refresh });
}

export function useStopStream() {
  const refresh = useRefreshStates();
  return useMutation({
    mutationFn: (streamId: string) => streamsApi.request('/v1/streams/api/stop', { method: 'POST', body: { streamId } }),
    onSettled: refresh,
  });
}

/** Extension: start an ended pull or relay again from the address it was started with. */
export function useRetryStream() {
  const refresh = useRefreshStates();
  return useMutation({
    mutationFn: (streamId: string) => streamsApi.request('/v1/streams/api/retry', { method: 'POST', body: { streamId } }),
    onSettled: refresh,
  });
}

/** Extension: remove an ended pull or relay from the team's list (for everyone). */
export function useDismissStream() {
  const refresh = useRefreshStates();
  return useMutation({
    mutationFn: (streamId: string) => streamsApi.request('/v1/streams/api/dismiss', { method: 'POST', body: { streamId } }),
    onSettled: refresh,
  });
}

export interface RestreamInput {
  deviceId: string;
  streamKey: string;
  url: string;
}

/** Pull from a URL (`from/start`) or relay to a destination (`to/start`). */
export function useStartRestream(direction: 'from' | 'to') {
  const refresh = useRefreshStates();
  return useMutation({
    mutationFn: ({ deviceId, streamKey, url }: RestreamInput) =>
      streamsApi.request(`/v1/streams/${direction}/start`, {
        method: 'POST',
        body: direction === 'from' ? { deviceId, streamKey, sourceUrl: url } : { deviceId, streamKey, destUrl: url },
        schema: StateAnswer,
      }),
    onSettled: refresh,
  });
}

export function useStopRestream(direction: 'from' | 'to') {
  const refresh = useRefreshStates();
  return useMutation({
    mutationFn: ({ deviceId, streamKey }: Omit<RestreamInput, 'url'>) =>
      streamsApi.request(`/v1/streams/${direction}/stop`, { method: 'POST', body: { deviceId, streamKey } }),
    onSettled: refresh,
  });
}

export interface BatchOutcome {
  /** Ids the service accepted. */
  ok: string[];
  /** Ids it refused, with the error. */
  failed: { id: string; error: unknown }[];
}

async function settleAll(ids: readonly string[], run: (id: string) => Promise<unknown>): Promise<BatchOutcome> {
  const results = await Promise.allSettled(ids.map(run));
  const out: BatchOutcome = { ok: [], failed: [] };
  results.forEach((r, i) => {
    const id = ids[i] ?? '';
    if (r.status === 'fulfilled') out.ok.push(id);
    else out.failed.push({ id, error: r.reason });
  });
  return out;
}

/** Start several devices' streams at once ("Start all in this channel"); one refusal does not stop the others. */
export function useStartDeviceStreams() {
  const refresh = useRefreshStates();
  return useMutation({
    mutationFn: (deviceIds: readonly string[]) => settleAll(deviceIds, (id) => startDeviceStream(id)),
    onSettled: refresh,
  });
}

/** Stop several streams at once, by stream id. */
export function useStopStreams() {
  const refresh = useRefreshStates();
  return useMutation({
    mutationFn: (streamIds: readonly string[]) =>
      settleAll(streamIds, (streamId) => streamsApi.request('/v1/streams/api/stop', { method: 'POST', body: { streamId } })),
    onSettled: refresh,
  });
}
