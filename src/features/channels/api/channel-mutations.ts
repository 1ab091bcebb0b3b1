import { describeError } from '@/lib/api/api-error';
import {
  useAddChannelDeviceMutation,
  useCreateChannelMutation,
  useDeleteChannelMutation,
  useRemoveChannelDeviceMutation,
  useRenameChannelMutation,
  useSetChannelDevicesMutation,
  useShareChannelMutation,
} from '@/lib/resources/channels-mutations';
import type { MutationNotices } from '@/lib/resources/mutation-notices';
import { toast } from '@/components/ui/toast';

/**
 * The channel screen's words for each change: a toast on success, and on failure a toast saying
 * why — except where the form shows the error on its field instead (create, rename).
 */
function notices<V, R>(success: (vars: V) => string, failure?: (vars: V) => string): MutationNotices<V, R> {
  return {
    onSuccess: (_result, vars) => toast.success(success(vars)),
    onError: failure ? (err, vars) => toast.error(`${failure(vars)}: ${describeError(err)}`) : undefined,
  };
}

const plural = (n: number) => `${n} device${n === 1 ? '' : 's'}`;

export const useCreateChannel = () => useCreateChannelMutation(notices(({ name }) => `Channel “${name}” created`));

export const useRenameChannel = () =>
  useRenameChannelMutation(notices(({ name, previousName }) => `Renamed “${previousName}” to “${name}”`));

export const useSetChannelDevices = () =>
  useSetChannelDevicesMutation(
    notices(
      ({ name, deviceIds }) => `“${name}” now has ${plural(deviceIds.length)}`,
      ({ name }) => `Could not change the devices of “${name}”`,
    ),
  );

export const useAddChannelDevice = () =>
  useAddChannelDeviceMutation(
    notices(
      ({ name, deviceName }) => `Added ${deviceName} to “${name}”`,
      ({ deviceName }) => `Could not add ${deviceName}`,
    ),
  );

export const useRemoveChannelDevice = () =>
  useRemoveChannelDeviceMutation(
    notices(
      ({ name, deviceName }) => `Removed ${deviceName} from “${name}”`,
      ({ deviceName }) => `Could not remove ${deviceName}`,
    ),
  );

export const useShareChannel = () =>
  useShareChannelMutation(
    notices(
      ({ name, isPublic }) => (isPublic ? `“${name}” is shared publicly` : `“${name}” is no longer shared; the old link stopped working`),
      ({ name, isPublic }) => (isPublic ? `Could not share “${name}”` : `Could not stop sharing “${name}”`),
    ),
  );

export const useDeleteChannel = () =>
  useDeleteChannelMutation(
    notices(
      ({ name }) => `Channel “${name}” deleted`,
      ({ name }) => `Could not delete “${name}”`,
    ),
  );
