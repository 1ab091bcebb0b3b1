import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { streamsApi } from '@/lib/api/clients';
import { DeviceSchema } from '@/lib/contract/devices';

export interface DeviceView {
  id: string;
  name: string;
  type: string;
  model?: string;
  serial?: string;
}

const DeviceViewSchema = DeviceSchema.transform((d): DeviceView => ({
  id: d.id,
  name: d.name,
  type: d.type,
  model: d.model,
  serial: d.serial,
}));

export const deviceKeys = {
  all: ['devices'] as const,
  list: () => ['devices', 'list'] as const,
};

/** The team's devices, for the channel device picker and for naming devices in a channel. */
export function devicesQueryOptions() {
  return queryOptions({
    queryKey: deviceKeys.list(),
    queryFn: ({ signal }) => streamsApi.request('/v1/devices', { schema: z.array(DeviceViewSchema), signal }),
    staleTime: 60_000,
  });
}
