import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addChannelDevice,
  channelKeys,
  createChannel,
  deleteChannel,
  patchChannel,
  removeChannelDevice,
  type ChannelView,
} from './channels';
import type { MutationNotices } from './mutation-notices';

/**
 * Optimistic channel update: the list changes at once, rolls back when the service refuses,
 * takes the service's answer (a new public URL, timestamps) and is refetched by the key either way.
 */
function useOptimisticChannels<V, R>(
  mutationFn: (vars: V) => Promise<R>,
  apply: (list: ChannelView[], vars: V) => ChannelView[],
  notices: MutationNotices<V, R> = {},
) {
  const queryClient = useQueryClient();
  const key = channelKeys.list();
  return useMutation({
    mutationFn,
    onMutate: async (vars: V) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ChannelView[]>(key);
      if (previous) queryClient.setQueryData<ChannelView[]>(key, apply(previous, vars));
      return { previous };
    },
    onError: (err, vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notices.onError?.(err, vars);
    },
    onSuccess: (result, vars) => {
      if (result && typeof result === 'object' && 'id' in result) {
        const server = result as unknown as ChannelView;
        queryClient.setQueryData<ChannelView[]>(key, (list) => list?.map((c) => (c.id === server.id ? server : c)));
      }
      notices.onSuccess?.(result, vars);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: channelKeys.all }),
  });
}

const update = (list: ChannelView[], id: string, change: (c: ChannelView) => ChannelView) => list.map((c) => (c.id === id ? change(c) : c));

export interface CreateChannelVars {
  name: string;
  /** Id of the optimistic row until the service answers with the real one. */
  tempId: string;
}
export function useCreateChannelMutation(notices?: MutationNotices<CreateChannelVars, ChannelView>) {
  return useOptimisticChannels(
    (vars: CreateChannelVars) => createChannel(vars.name),
    (list, { name, tempId }) => [...list, { id: tempId, name, isPublic: false, deviceIds: [] }],
    notices,
  );
}

export interface RenameChannelVars {
  id: string;
  name: string;
  previousName: string;
}
export function useRenameChannelMutation(notices?: MutationNotices<RenameChannelVars, ChannelView>) {
  return useOptimisticChannels(
    (vars: RenameChannelVars) => patchChannel(vars.id, { name: vars.name }),
    (list, { id, name }) => update(list, id, (c) => ({ ...c, name })),
    notices,
  );
}

export interface SetChannelDevicesVars {
  id: string;
  name: string;
  deviceIds: string[];
}
export function useSetChannelDevicesMutation(notices?: MutationNotices<SetChannelDevicesVars, ChannelView>) {
  return useOptimisticChannels(
    (vars: SetChannelDevicesVars) => patchChannel(vars.id, { deviceIds: vars.deviceIds }),
    (list, { id, deviceIds }) => update(list, id, (c) => ({ ...c, deviceIds })),
    notices,
  );
}

export interface ChannelDeviceVars {
  id: string;
  name: string;
  deviceId: string;
  deviceName: string;
}
export function useAddChannelDeviceMutation(notices?: MutationNotices<ChannelDeviceVars, ChannelView>) {
  return useOptimisticChannels(
    (vars: ChannelDeviceVars) => addChannelDevice(vars.id, vars.deviceId),
    (list, { id, deviceId }) =>
      update(list, id, (c) => ({ ...c, deviceIds: c.deviceIds.includes(deviceId) ? c.deviceIds : [...c.deviceIds, deviceId] })),
    notices,
  );
}

export function useRemoveChannelDeviceMutation(notices?: MutationNotices<ChannelDeviceVars, ChannelView>) {
  return useOptimisticChannels(
    (vars: ChannelDeviceVars) => removeChannelDevice(vars.id, vars.deviceId),
    (list, { id, deviceId }) => update(list, id, (c) => ({ ...c, deviceIds: c.deviceIds.filter((d) => d !== deviceId) })),
    notices,
  );
}

export interface ShareChannelVars {
  id: string;
  name: string;
  isPublic: boolean;
  /** Extension: when the new link expires (epoch ms); left out = until unshared. */
  expiresAt?: number;
}
export function useShareChannelMutation(notices?: MutationNotices<ShareChannelVars, ChannelView>) {
  return useOptimisticChannels(
    (vars: ShareChannelVars) =>
      // The expiry is sent only when chosen, so a service without the extension sees the spec's body.
      patchChannel(vars.id, { isPublic: vars.isPublic, ...(vars.isPublic && vars.expiresAt ? { publicExpiresAt: vars.expiresAt } : {}) }),
    (list, { id, isPublic }) => update(list, id, (c) => ({ ...c, isPublic, publicUrl: undefined })),
    notices,
  );
}

export interface DeleteChannelVars {
  id: string;
  name: string;
}
export function useDeleteChannelMutation(notices?: MutationNotices<DeleteChannelVars, void>) {
  return useOptimisticChannels(
    (vars: DeleteChannelVars) => deleteChannel(vars.id),
    (list, { id }) => list.filter((c) => c.id !== id),
    notices,
  );
}
