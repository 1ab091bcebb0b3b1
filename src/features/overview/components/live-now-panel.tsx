import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { devicesQueryOptions } from '@/lib/resources/devices';
import { streamStatesQueryOptions } from '@/lib/resources/streams';
import { Figure, OverviewPanel, QueryBody } from './overview-panel';
import { plural } from '@/lib/format/plural';

export interface LiveDevice {
  id: string;
  name: string;
}

/** Devices whose ingest is STREAMING (a relay alone does not make a device live). */
export function streamingDeviceIds(states: ReadonlyArray<{ deviceId: string; state: string; kind?: string | undefined }>): string[] {
  return [...new Set(states.filter((s) => s.state === 'STREAMING' && s.kind !== 'TO').map((s) => s.deviceId))].sort();
}

const TILES = 3;

/** Live now: how many devices stream, and a small live picture of the first few (composed by the route). */
export function LiveNowPanel({ connected, renderTiles }: { connected: boolean; renderTiles?: (devices: LiveDevice[]) => ReactNode }) {
  const states = useQuery({ ...streamStatesQueryOptions(), enabled: connected });
  const devices = useQuery({ ...devicesQueryOptions(), enabled: connected });
  const names = useMemo(() => new Map((devices.data ?? []).map((d) => [d.id, d.name])), [devices.data]);
  return (
    <OverviewPanel title="Live now" to="/live" linkLabel="Live" area="streams" connected={connected} className="lg:col-span-2">
      <QueryBody query={states} what="stream states">
        {(list) => {
          const live = streamingDeviceIds(list);
          const first = live.slice(0, TILES).map((id) => ({ id, name: names.get(id) ?? id }));
          return (
            <div className="flex min-h-0 flex-1 gap-3">
              <Figure
                label="Devices streaming"
                value={live.length}
                hint={devices.data ? `of ${plural(devices.data.length, 'device')} streaming` : 'of … devices streaming'}
              />
              {first.length === 0 ? <p className="self-center text-sm text-muted">Nothing is streaming. Start a device on Live.</p> : null}
              {renderTiles && first.length ? <div className="grid min-h-32 flex-1 grid-cols-3 gap-2">{renderTiles(first)}</div> : null}
            </div>
          );
        }}
      </QueryBody>
    </OverviewPanel>
  );
}
