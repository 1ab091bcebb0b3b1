import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { streamsApi } from '@/lib/api/clients';
import { ChannelSchema, type ChannelPatch } from '@/lib/contract/channels';
import { toEpochMs } from '@/lib/contract/common';

/** A channel as the screens see it: every optional field resolved, dates as epoch ms. */
export interface ChannelView {
  id: string;
  name: string;
  isPublic: boolean;
  publicUrl?: string;
  /** Extension: epoch ms when the public link stops working; absent = until unshared. */
  publicExpiresAt?: number;
  deviceIds: string[];
  createdAt?: number;
  updatedAt?: number;
}

/**
 * The boundary: lenient about extra fields, strict about id and name (the screens rely on them);
 * a missing device list reads as empty, dates as ISO or epoch, a public URL only while public.
 */
export const ChannelViewSchema = ChannelSchema.transform((c): ChannelView => {
  const isPublic = c.isPublic ?? Boolean(c.publicUrl);
  return {
    id: c.id,
    name: c.name,
    isPublic,
    publicUrl: isPublic ? c.publicUrl : undefined,
    publicExpiresAt: isPublic ? toEpochMs(c.publicExpiresAt) : undefined,
    deviceIds: c.deviceIds ?? [],
    createdAt: toEpochMs(c.createdAt),
    updatedAt: toEpochMs(c.updatedAt),
  };
});

export const channelKeys = {
  all: ['channels'] as const,
  list: () => ['channels', 'list'] as const,
};

const path = (id: string) => `/v1/channels/${encodeURIComponent(id)}`;
const devicePath = (id: string, deviceId: string) => `${path(id)}/devices/${encodeURIComponent(deviceId)}`;

export function fetchChannels(signal?: AbortSignal): Promise<ChannelView[]> {
  return streamsApi.request('/v1/channels', { schema: z.array(ChannelViewSchema), signal });
}

export function createChannel(name: string): Promise<ChannelView> {
  return streamsApi.request('/v1/channels', { method: 'POST', body: { name }, schema: ChannelViewSchema });
}

export function patchChannel(id: string, patch: ChannelPatch): Promise<ChannelView> {
  return streamsApi.request(path(id), { method: 'PATCH', body: patch, schema: ChannelViewSchema });
}

export function addChannelDevice(id: string, deviceId: string): Promise<ChannelView> {
  return streamsApi.request(devicePath(id, deviceId), { method: 'POST', schema: ChannelViewSchema });
}

export function removeChannelDevice(id: string, deviceId: string): Promise<ChannelView> {
  return streamsApi.request(devicePath(id, deviceId), { method: 'DELETE', schema: ChannelViewSchema });
}

export async function deleteChannel(id: string): Promise<void> {
  await streamsApi.request(path(id), { method: 'DELETE' });
}

/** The team's channels (the service returns them all; a team has tens, not thousands). */
export function channelsQueryOptions() {
  return queryOptions({
    queryKey: channelKeys.list(),
    queryFn: ({ signal }) => fetchChannels(signal),
    // Teammates change channels too; polling pauses while the tab is hidden (query client default).
    refetchInterval: 30_000,
  });
}
