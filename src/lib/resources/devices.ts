import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { streamsApi } from '@/lib/api/clients';
import { DeviceSchema, type DeviceRead } from '@/lib/contract/devices';

/** The devices resource (extension `GET /v1/devices`): one cache entry for every screen. */
export type Device = DeviceRead;

export const deviceKeys = {
  all: ['devices'] as const,
  list: () => ['devices', 'list'] as const,
};

export function fetchDevices(signal?: AbortSignal): Promise<Device[]> {
  return streamsApi.request('/v1/devices', { schema: z.array(DeviceSchema), signal });
}

/** The team's devices; they change rarely (an admin registers them), so a minute is fresh. */
export function devicesQueryOptions() {
  return queryOptions({ queryKey: deviceKeys.list(), queryFn: ({ signal }) => fetchDevices(signal), staleTime: 60_000 });
}

/**
 * The device is known to have no video source: the reference listing carries the stream key and
 * leaves `sourceUrl` out when none is configured. A listing without stream keys says nothing.
 */
export function hasNoVideoSource(d: Pick<Device, 'streamKey' | 'sourceUrl'>): boolean {
  return d.streamKey !== undefined && !d.sourceUrl;
}
