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
