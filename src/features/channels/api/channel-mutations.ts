import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { describeError } from '@/lib/api/api-error';
import { addChannelDevice, createChannel, deleteChannel, patchChannel, removeChannelDevice } from './channel-requests';
import { channelKeys, type ChannelView } from './channels-query-options';

interface OptimisticSpec<V, R> {
  mutationFn: (vars: V) => Promise<R>;
  /** The list as it should look at once. */
  apply: (list: ChannelView[], vars: V) => ChannelView[];
  success: (vars: V, result: R) => string;
  failure: (vars: V) => string;
  /** Toast on failure; off when the caller shows the error on a field instead. */
  toastOnError?: boolean;
}

/**
 * Optimistic channel update: the list changes at once, rolls back (with a toast saying why)
 * when the service refuses, and is refetched by the factory's key either way.
 */
function useOptimisticChannels<V, R>(spec: OptimisticSpec<V, R>) {
  const queryClient = useQueryClient();
  const key = channelKeys.list();
  return useMutation({
    mutationFn: spec.mutationFn,
    onMutate: async (vars: V) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ChannelView[]>(key);
      if (previous) queryClient.setQueryData<ChannelView[]>(key, spec.apply(previous, vars));
      return { previous };
    },
    onError: (err, vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      if (spec.toastOnError !== false) toast.error(`${spec.failure(vars)}: ${describeError(err)}`);
    },
    onSuccess: (result, vars) => {
      // The service's answer carries what only it knows (a new public URL, timestamps).
      if (result && typeof result === 'object' && 'id' in result) {
        const server = result as unknown as ChannelView;
        queryClient.setQueryData<ChannelView[]>(key, (list) => list?.map((c) => (c.id === server.id ? server : c)));
      }
      toast.success(spec.success(vars, result));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: channelKeys.all }),
  });
}

const update = (list: ChannelView[], id: string, change: (c: ChannelView) => ChannelView) => list.map((c) => (c.id === id ? change(c) : c));

export function useCreateChannel() {
  return useOptimisticChannels({
    mutationFn: (vars: { name: string; tempId: string }) => createChannel(vars.name),
    apply: (list, { name, tempId }) => [...list, { id: tempId, name, isPublic: false, deviceIds: [] }],
    success: ({ name }) => `Channel “${name}” created`,
    failure: ({ name }) => `Could not create “${name}”`,
    toastOnError: false,
  });
}

export function useRenameChannel() {
  return useOptimisticChannels({
    mutationFn: (vars: { id: string; name: string; previousName: string }) => patchChannel(vars.id, { name: vars.name }),
    apply: (list, { id, name }) => update(list, id, (c) => ({ ...c, name })),
    success: ({ name, previousName }) => `Renamed “${previousName}” to “${name}”`,
    failure: ({ previousName }) => `Could not rename “${previousName}”`,
    toastOnError: false,
  });
}

export function useSetChannelDevices() {
  return useOptimisticChannels({
    mutationFn: (vars: { id: string; name: string; deviceIds: string[] }) => patchChannel(vars.id, { deviceIds: vars.deviceIds }),
    apply: (list, { id, deviceIds }) => update(list, id, (c) => ({ ...c, deviceIds })),
    success: ({ name, deviceIds }) => `“${name}” now has ${deviceIds.length} device${deviceIds.length === 1 ? '' : 's'}`,
    failure: ({ name }) => `Could not change the devices of “${name}”`,
  });
}

export function useAddChannelDevice() {
  return useOptimisticChannels({
    mutationFn: (vars: { id: string; name: string; deviceId: string; deviceName: string }) => addChannelDevice(vars.id, vars.deviceId),
    apply: (list, { id, deviceId }) =>
      update(list, id, (c) => ({ ...c, deviceIds: c.deviceIds.includes(deviceId) ? c.deviceIds : [...c.deviceIds, deviceId] })),
    success: ({ name, deviceName }) => `Added ${deviceName} to “${name}”`,
    failure: ({ deviceName }) => `Could not add ${deviceName}`,
  });
}

export function useRemoveChannelDevice() {
  return useOptimisticChannels({
    mutationFn: (vars: { id: string; name: string; deviceId: string; deviceName: string }) => removeChannelDevice(vars.id, vars.deviceId),
    apply: (list, { id, deviceId }) => update(list, id, (c) => ({ ...c, deviceIds: c.deviceIds.filter((d) => d !== deviceId) })),
    success: ({ name, deviceName }) => `Removed ${deviceName} from “${name}”`,
    failure: ({ deviceName }) => `Could not remove ${deviceName}`,
  });
}

export function useShareChannel() {
  return useOptimisticChannels({
    mutationFn: (vars: { id: string; name: string; isPublic: boolean }) => patchChannel(vars.id, { isPublic: vars.isPublic }),
    apply: (list, { id, isPublic }) => update(list, id, (c) => ({ ...c, isPublic, publicUrl: undefined })),
    success: ({ name, isPublic }) =>
      isPublic ? `“${name}” is shared publicly` : `“${name}” is no longer shared; the old link stopped working`,
    failure: ({ name, isPublic }) => (isPublic ? `Could not share “${name}”` : `Could not stop sharing “${name}”`),
  });
}

export function useDeleteChannel() {
  return useOptimisticChannels({
    mutationFn: (vars: { id: string; name: string }) => deleteChannel(vars.id),
    apply: (list, { id }) => list.filter((c) => c.id !== id),
    success: ({ name }) => `Channel “${name}” deleted`,
    failure: ({ name }) => `Could not delete “${name}”`,
  });
}
