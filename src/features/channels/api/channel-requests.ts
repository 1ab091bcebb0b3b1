import { streamsApi } from '@/lib/api/clients';
import type { ChannelPatch } from '@/lib/contract/channels';
import { ChannelViewSchema, type ChannelView } from './channels-query-options';

const path = (id: string) => `/v1/channels/${encodeURIComponent(id)}`;

export function createChannel(name: string): Promise<ChannelView> {
  return streamsApi.request('/v1/channels', { method: 'POST', body: { name }, schema: ChannelViewSchema });
}

export function patchChannel(id: string, patch: ChannelPatch): Promise<ChannelView> {
  return streamsApi.request(path(id), { method: 'PATCH', body: patch, schema: ChannelViewSchema });
}

export function addChannelDevice(id: string, deviceId: string): Promise<ChannelView> {
  return streamsApi.request(`${path(id)}/devices/${encodeURIComponent(deviceId)}`, { method: 'POST', schema: ChannelViewSchema });
}

export function removeChannelDevice(id: string, deviceId: string): Promise<ChannelView> {
  return streamsApi.request(`${path(id)}/devices/${encodeURIComponent(deviceId)}`, { method: 'DELETE', schema: ChannelViewSchema });
}

export async function deleteChannel(id: string): Promise<void> {
  await streamsApi.request(path(id), { method: 'DELETE' });
}
