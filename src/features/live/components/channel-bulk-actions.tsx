import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PermittedButton } from '@/components/ui/permitted-button';
import { usePermission } from '@/lib/api/use-permission';
import { useStartDeviceStreams, useStopStreams, type BatchOutcome } from '@/lib/resources/streams-mutations';
import { isRunning, type DeviceLive } from '../utils/device-live-state';

interface Props {
  /** The channel's name, or undefined for every device of the team. */
  scope: string | undefined;
  devices: readonly { id: string; name: string; noSource: boolean }[];
  live: Map<string, DeviceLive>;
}

function summary(verb: string, o: BatchOutcome | undefined, names: Map<string, string>): string | null {
  if (!o) return null;
  const failed = o.failed.map((f) => names.get(f.id) ?? f.id);
  return `${verb} ${o.ok.length}.${failed.length ? ` Refused: ${failed.join(', ')}.` : ''}`;
}

/** Start or stop every listed device at once; devices without a video source are left out of a start. */
export function ChannelBulkActions({ scope, devices, live }: Props) {
  const start = useStartDeviceStreams();
  const stop = useStopStreams();
  const [last, setLast] = useState<'start' | 'stop' | null>(null);
  // Start is allowed to a viewer (the service lets a device's own stream start); stop is a write.
  const mayStop = usePermission('write');
  const where = scope ? `in ${scope}` : 'devices';
  const toStart = devices.filter((d) => !d.noSource && !isRunning(live.get(d.id)?.ingest?.state)).map((d) => d.id);
  const toStop = devices.flatMap((d) => {
    const ingest = live.get(d.id)?.ingest;
    return ingest && isRunning(ingest.state) && ingest.state !== 'STOPPING' ? [ingest.streamId] : [];
  });
  const names = new Map(devices.map((d) => [d.id, d.name]));
  const streamNames = new Map(devices.map((d) => [live.get(d.id)?.ingest?.streamId ?? d.id, d.name]));
  const note =
    last === 'start' ? summary('Started', start.data, names) : last === 'stop' ? summary('Stopped', stop.data, streamNames) : null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      <Button
        size="sm"
        aria-label={`Start all ${where}`}
        disabled={!toStart.length || start.isPending}
        onClick={() => start.mutate(toStart, { onSuccess: () => setLast('start') })}
      >
        {start.isPending ? 'Starting…' : `Start all (${toStart.length})`}
      </Button>
      <PermittedButton
        decision={mayStop}
        size="sm"
        variant="danger"
        aria-label={`Stop all ${where}`}
        disabled={!toStop.length || stop.isPending}
        onClick={() => stop.mutate(toStop, { onSuccess: () => setLast('stop') })}
      >
        {stop.isPending ? 'Stopping…' : `Stop all (${toStop.length})`}
      </PermittedButton>
      {note ? (
        <span role="status" className="text-muted">
          {note}
        </span>
      ) : null}
    </div>
  );
}
