import { describeError } from '@/lib/api/api-error';
import { Button } from '@/components/ui/button';
import { PermittedButton } from '@/components/ui/permitted-button';
import { usePermission } from '@/lib/api/use-permission';
import type { StreamInfo } from '@/lib/contract/streams';
import { useDismissStream, useRetryStream, useStopRestream } from '@/lib/resources/streams-mutations';
import { isRunning } from '../utils/device-live-state';
import { formatSince } from '../utils/live-time';
import { restreamsOf, type Restream } from '../utils/restreams';
import { StreamStateBadge } from './stream-state-badge';

interface Props {
  states: readonly StreamInfo[] | undefined;
  devices: readonly { id: string; name: string; streamKey?: string }[];
}

const KIND = { from: 'Pull', to: 'Relay' } as const;

/** Streams started with "Pull from a URL" or "Relay to a destination": where, which device, state, since when; stop each. */
export function RestreamList({ states, devices }: Props) {
  const rows = restreamsOf(states);
  const byId = new Map(devices.map((d) => [d.id, d]));
  return (
    <section aria-labelledby="restreams-title" className="flex max-w-5xl flex-col gap-2 rounded-md border border-line p-3">
      <h2 id="restreams-title" className="text-sm font-semibold">
        Pulls and relays
      </h2>
      {rows.length === 0 ? (
        <p className="text-xs text-muted">None running. Start one under “Stream sources” of a device.</p>
      ) : (
        <table className="w-full text-left text-xs">
          <thead className="text-muted">
            <tr>
              <th scope="col" className="py-1 pr-2 font-medium">
                Kind
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Source or destination
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Device
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                State
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Since
              </th>
              <th scope="col" className="py-1 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((r) => (
              <RestreamRow key={r.streamId} row={r} device={byId.get(r.deviceId)} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function RestreamRow({ row, device }: { row: Restream; device: { id: string; name: string; streamKey?: string } | undefined }) {
  const stop = useStopRestream(row.direction);
  const retry = useRetryStream();
  const dismiss = useDismissStream();
  // Stop, retry and dismiss are writes: a viewer sees Stop disabled with the reason, not the others.
  const write = usePermission('write');
  const actionError = stop.error ?? retry.error ?? dismiss.error;
  const name = device?.name ?? row.deviceId;
  const label = `${KIND[row.direction]} ${row.direction === 'from' ? 'into' : 'of'} ${name}`;
  return (
    <tr aria-label={label}>
      <td className="py-1 pr-2">{KIND[row.direction]}</td>
      <td className="max-w-[18rem] truncate py-1 pr-2 font-mono" title={row.url}>
        {row.url}
      </td>
      <td className="py-1 pr-2">{name}</td>
      <td className="py-1 pr-2">
        <StreamStateBadge state={row.state} />
        {row.error ? <p className="text-danger">{row.error}</p> : null}
      </td>
      <td className="py-1 pr-2 tabular-nums">{formatSince(row.startedAt)}</td>
      <td className="py-1">
        {isRunning(row.state) ? (
          <PermittedButton
            decision={write}
            size="sm"
            variant="danger"
            aria-label={`Stop ${label}`}
            disabled={stop.isPending || row.state === 'STOPPING' || !device?.streamKey}
            onClick={() => device?.streamKey && stop.mutate({ deviceId: row.deviceId, streamKey: device.streamKey })}
          >
            {stop.isPending || row.state === 'STOPPING' ? 'Stopping…' : 'Stop'}
          </PermittedButton>
        ) : !write.allowed ? null : (
          <span className="flex gap-1">
            <Button size="sm" aria-label={`Retry ${label}`} disabled={retry.isPending} onClick={() => retry.mutate(row.streamId)}>
              {retry.isPending ? 'Retrying…' : 'Retry'}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Dismiss ${label}`}
              disabled={dismiss.isPending}
              onClick={() => dismiss.mutate(row.streamId)}
            >
              Dismiss
            </Button>
          </span>
        )}
        {actionError ? (
          <p role="alert" className="text-danger">
            {describeError(actionError)}
          </p>
        ) : null}
      </td>
    </tr>
  );
}
