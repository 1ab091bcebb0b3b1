import type { QueryClient } from '@tanstack/react-query';
import { channelsQueryOptions } from '@/lib/resources/channels';
import { devicesQueryOptions, hasNoVideoSource } from '@/lib/resources/devices';
import { displaysQueryOptions } from '@/lib/resources/displays';
import { streamKeys, streamStatesQueryOptions } from '@/lib/resources/streams';
import { startDeviceStream } from '@/lib/resources/streams-mutations';
import { streamsApi } from '@/lib/api/clients';
import { GRID_LAYOUTS } from '../utils/grid-layout';
import { isRunning, liveByDevice } from '../utils/device-live-state';

/** The command palette's entry shape (the shell's PaletteItem, matched structurally). */
interface PaletteEntry {
  id: string;
  label: string;
  group: string;
  to: string;
  search?: Record<string, string>;
  run?: () => void;
}

const refresh = (qc: QueryClient) => void qc.invalidateQueries({ queryKey: streamKeys.states() });

/**
 * The fleet in the palette: each camera by name (open live, open in multi-view, start or stop its
 * stream), channels as multi-view and wall, the team's displays, and the live screens' layouts.
 */
export async function livePaletteSource(qc: QueryClient): Promise<PaletteEntry[]> {
  const [devices, states] = await Promise.all([
    qc.ensureQueryData(devicesQueryOptions()),
    qc.ensureQueryData(streamStatesQueryOptions()).catch(() => undefined),
  ]);
  const live = liveByDevice(states);
  const out: PaletteEntry[] = [];
  for (const d of devices) {
    const ingest = live.get(d.id)?.ingest;
    out.push({ id: `live:${d.id}`, label: `${d.name} — open live`, group: 'Camera', to: '/live', search: { device: d.id } });
    out.push({
      id: `multi:${d.id}`,
      label: `${d.name} — open in multi-view`,
      group: 'Camera',
      to: '/live/multi',
      search: { devices: d.id, layout: '1x1' },
    });
    if (isRunning(ingest?.state) && ingest) {
      out.push({
        id: `stop:${d.id}`,
        label: `Stop stream: ${d.name}`,
        group: 'Live action',
        to: '/live',
        search: { device: d.id },
        run: () =>
          void streamsApi
            .request('/v1/streams/api/stop', { method: 'POST', body: { streamId: ingest.streamId } })
            .finally(() => refresh(qc)),
      });
    } else if (!hasNoVideoSource(d)) {
      out.push({
        id: `start:${d.id}`,
        label: `Start stream: ${d.name}`,
        group: 'Live action',
        to: '/live',
        search: { device: d.id },
        run: () => void startDeviceStream(d.id).finally(() => refresh(qc)),
      });
    }
  }
  for (const layout of GRID_LAYOUTS) {
    const label = layout === '1x1' ? '1 tile' : layout.replace('x', '×');
    out.push({ id: `layout:${layout}`, label: `Multi-view layout ${label}`, group: 'Live action', to: '/live/multi', search: { layout } });
  }
  return out;
}

/** Channels as multi-view and wall, and the team's walls (displays), when the service has them. */
export async function wallsPaletteSource(qc: QueryClient): Promise<PaletteEntry[]> {
  const [channels, displays] = await Promise.all([
    qc.ensureQueryData(channelsQueryOptions()),
    qc.ensureQueryData(displaysQueryOptions()).catch(() => []),
  ]);
  const out: PaletteEntry[] = [];
  for (const c of channels) {
    out.push({
      id: `multi-channel:${c.id}`,
      label: `${c.name} — open in multi-view`,
      group: 'Channel',
      to: '/live/multi',
      search: { channel: c.id },
    });
    out.push({ id: `wall-channel:${c.id}`, label: `${c.name} — open wall`, group: 'Wall', to: '/wall', search: { channel: c.id } });
  }
  for (const d of displays) {
    if (d.status === 'revoked') continue;
    out.push({ id: `display:${d.id}`, label: `Display ${d.name} — manage`, group: 'Wall', to: '/live/displays' });
  }
  return out;
}
