import type { PaletteSource } from '@/app/shell/modules';
import { queryClient } from '@/app/query-client';
import { channelsQueryOptions } from './channels-query-options';

/** Channels in the command palette (from the cache when fresh, else one fetch). */
export const channelPaletteSource: PaletteSource = async () => {
  const channels = await queryClient.ensureQueryData(channelsQueryOptions());
  return channels.map((c) => ({ id: `channel:${c.id}`, label: c.name, group: 'Channel', to: '/channels', search: { id: c.id } }));
};
