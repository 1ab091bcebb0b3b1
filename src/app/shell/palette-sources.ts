import { channelsQueryOptions } from '@/lib/resources/channels';
import type { PaletteSource } from './modules';

/** Channels in the command palette (from the cache when fresh, else one fetch). */
const channelSource: PaletteSource = async (queryClient) => {
  const channels = await queryClient.ensureQueryData(channelsQueryOptions());
  return channels.map((c) => ({ id: `channel:${c.id}`, label: c.name, group: 'Channel', to: '/channels', search: { id: c.id } }));
};

/** Entities the command palette can jump to; each resource with a screen adds its source here. */
export const PALETTE_SOURCES: readonly PaletteSource[] = [channelSource];
