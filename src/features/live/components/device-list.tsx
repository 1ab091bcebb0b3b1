import { ApiError, describeError } from '@/lib/api/api-error';
import { DEVICE_START_STATUS } from '@/lib/contract/streams';
import { Button } from '@/components/ui/button';
import { PermittedButton } from '@/components/ui/permitted-button';
import { usePermission } from '@/lib/api/use-permission';
import { useStartDeviceStream, useStopStream } from '@/lib/resources/streams-mutations';
import { isBusy, isRunning, type DeviceLive } from '../utils/device-live-state';
import { ago } from '../utils/live-time';
import { StreamStateBadge } from './stream-state-badge';
import { formatDateTime } from '@/lib/format/format';
import { hasNoVideoSource } from '@/lib/resources/devices';

interface Props {
  devices: readonly { id: string; name: string; type: string; sourceUrl?: string; streamKey?: string }[];
  live: Map<string, DeviceLive>;
  selectedId: string | null;
  onSelect(id: string): void;
  /** When each device was last live (epoch ms), where the service says. */
  lastLive?: Map<string, number>;
}

/**
 * The team's devices with their live state, polled; start and stop per device. Starting a device
 * also selects it, so the player shows it as soon as it streams. The buttons say only the verb
 * (the row names the device); their accessible name keeps the device name.
 */
export function DeviceList({ devices, live, selectedId, onSelect, lastLive }: Props) {
  const start = useStartDeviceStream();
  const stop = useStopStream();
  // Starting a device's own stream is allowed to a viewer (the service lets it through); stopping is a write.
  const mayStop = usePermission('write');
  return (
    <ul aria-label="Devices" className="divide-y divide-line">
      {devices.map((d) => {
        const ingest = live.get(d.id)?.ingest ?? null;
        const state = ingest?.state;
        const pendingStart = start.isPending && start.variables === d.id;
        const pendingStop = stop.isPending && stop.variables === ingest?.streamId;
        const startError = start.isError && start.variables === d.id ? startErrorText(start.error) : null;
        const stopError = stop.isError && stop.variables === ingest?.streamId ? describeError(stop.error) : null;
        const reason = state === 'ERROR' ? ingest?.error : (startError ?? stopError);
        // Nothing to start from: no Start button, and the row says why (a pull into it still plays).
        const noSource = hasNoVideoSource(d) && !isRunning(state);
        return (
          <li key={d.id} aria-label={d.name} className={`flex flex-col gap-1 px-3 py-2 ${selectedId === d.id ? 'bg-raised' : ''}`}>
            <div className="flex items-center gap-2">
              <button
                type="button"
                className="min-w-0 flex-1 truncate text-left text-sm font-medium hover:underline"
                onClick={() => onSelect(d.id)}
                aria-current={selectedId === d.id}
              >
                {d.name}
              </button>
              <StreamStateBadge state={pendingStart && !state ? 'STARTING' : state} />
            </div>
            <div className="flex items-center gap-2">
              <span className="text-xs text-muted">{d.type}</span>
              {!isRunning(state) && lastLive?.get(d.id) ? (
                <span className="text-xs text-muted" title={formatDateTime(lastLive.get(d.id))}>
                  · last live {ago(Date.now() - (lastLive.get(d.id) ?? 0))}
                </span>
              ) : null}
              <span className="flex-1" />
              {isRunning(state) ? (
                <PermittedButton
                  decision={mayStop}
                  size="sm"
                  variant="danger"
                  aria-label={`Stop ${d.name}`}
                  disabled={isBusy(state) || pendingStop || !ingest}
                  onClick={() => ingest && stop.mutate(ingest.streamId, { onSuccess: () => start.reset() })}
                >
                  {state === 'STOPPING' || pendingStop ? 'Stopping…' : 'Stop'}
                </PermittedButton>
              ) : noSource ? (
                <span
                  className="text-xs text-muted"
                  title="An administrator sets the device's RTMP or RTSP source in the fleet's device registry; a pull into it plays meanwhile"
                >
                  No video source
                </span>
              ) : (
                <Button
                  size="sm"
                  aria-label={`Start ${d.name}`}
                  disabled={pendingStart}
                  onClick={() => {
                    // A success clears the error an earlier stop left.
                    start.mutate(d.id, { onSuccess: () => stop.reset() });
                    onSelect(d.id);
                  }}
                >
                  {pendingStart ? 'Starting…' : 'Start'}
                </Button>
              )}
            </div>
            {reason ? (
              <p role="alert" className="text-xs text-danger">
                {reason}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** 412 is the spec's "no source": say it as a person would, not the service's field name. */
function startErrorText(err: unknown): string {
  if (err instanceof ApiError && err.status === DEVICE_START_STATUS.noSource)
    return 'No video source configured: an administrator adds one.';
  return describeError(err);
}
