import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { describeError } from '@/lib/api/api-error';
import { channelsQueryOptions } from '@/lib/resources/channels';
import { devicesQueryOptions, hasNoVideoSource } from '@/lib/resources/devices';
import { streamStatesQueryOptions } from '@/lib/resources/streams';
import { useKeepStreaming } from '../hooks/use-keep-streaming';
import { requestedAiAppIds, useAnnotatedApps } from '../hooks/use-annotated-apps';
import { useTeamTokenManager } from '../hooks/use-token-managers';
import { GRID_LAYOUTS, gridCapacity, type GridLayout } from '../utils/grid-layout';
import { AnnotatedVideoSelect } from './annotated-video-select';
import { DevicePickerPopover } from './device-picker-popover';
import { MultiViewGrid } from './multi-view-grid';
import { LiveShortcuts } from './live-shortcuts';
import { DarkAlertBanner } from './dark-alert-banner';
import { useDarkAlerts, useNotificationPermission } from '../hooks/use-dark-alerts';
import type { TileKind, TileStatus } from '@/lib/video/tile-status';
import { StreamStateBadge } from './stream-state-badge';
import { isRunning, liveByDevice } from '../utils/device-live-state';
import { SavedLayouts } from './saved-layouts';

export interface MultiViewSelection {
  layout: GridLayout;
  channel?: string;
  /** Picked devices in tile order (overrides the channel's order when set). */
  devices?: string[];
  /** The saved layout these tiles came from, which titles the wall. */
  title?: string;
  /** Start streams that ended by themselves again (on unless `autostart=0`). */
  autostart?: boolean;
}

interface Props {
  selection: MultiViewSelection;
  onChange(next: MultiViewSelection): void;
  teamId: string | undefined;
  userId: string | undefined;
  wallHref: string;
  /** Tiles play the annotated rendition of this AI add-on (`&ai=`). */
  ai?: string;
  onAi?: (ai: string | undefined) => void;
}

export function MultiViewPage({ selection, onChange, teamId, userId, wallHref, ai, onAi }: Props) {
  const devices = useQuery(devicesQueryOptions());
  const channels = useQuery(channelsQueryOptions());
  // Live status in the device picker, and a pull into a device without its own source plays.
  const live = liveByDevice(useQuery(streamStatesQueryOptions()).data);
  const manager = useTeamTokenManager(teamId, undefined, requestedAiAppIds());
  const aiApps = useAnnotatedApps(manager);
  const channel = channels.data?.find((c) => c.id === selection.channel);
  const names = useMemo(() => new Map((devices.data ?? []).map((d) => [d.id, d.name])), [devices.data]);
  const noSource = useMemo(() => new Set((devices.data ?? []).filter(hasNoVideoSource).map((d) => d.id)), [devices.data]);
  const ids = selection.devices ?? channel?.deviceIds ?? [];
  // Nothing chosen: open on what is streaming (written into the address once, so a camera that
  // then drops keeps its tile), never on four empty cells while cameras are live.
  const statesLoaded = useQuery(streamStatesQueryOptions()).isSuccess;
  const streamingNow = (devices.data ?? [])
    .filter((d) => live.get(d.id)?.ingest?.state === 'STREAMING')
    .map((d) => d.id)
    .slice(0, gridCapacity(selection.layout));
  const openOn = !selection.devices && !selection.channel && statesLoaded && streamingNow.length ? streamingNow.join(',') : null;
  const opened = useRef(false);
  useEffect(() => {
    if (!openOn || opened.current) return;
    opened.current = true;
    onChange({ ...selection, devices: openOn.split(',') });
    // Once per visit, from the first answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openOn]);
  const tiles = ids
    .filter((id) => names.has(id))
    .slice(0, gridCapacity(selection.layout))
    .map((id) => ({ id, name: names.get(id) ?? id, noSource: noSource.has(id) && !isRunning(live.get(id)?.ingest?.state) }));
  // On by default: a stream that ends by itself (camera drop) is started again; a stop by an
  // operator is left alone ('heal'). `autostart=0` in the URL turns it off.
  const keepStreaming = selection.autostart !== false;
  const sources = useMemo(() => new Map((devices.data ?? []).map((d) => [d.id, d.sourceUrl])), [devices.data]);
  const { notes, streaming } = useKeepStreaming(
    tiles.map((t) => ({ id: t.id, sourceUrl: sources.get(t.id) })),
    keepStreaming,
    'heal',
  );

  // Picking devices leaves the channel: the tiles are no longer the channel's, so it is not shown as chosen.
  const toggle = (id: string) => {
    const next = ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
    onChange({ ...selection, channel: undefined, devices: next, title: undefined });
  };
  const [statuses, setStatuses] = useState<Record<string, TileKind>>({});
  const onStatus = useCallback((id: string, st: TileStatus) => {
    setStatuses((prev) => (prev[id] === st.kind ? prev : { ...prev, [id]: st.kind }));
  }, []);
  const shownStatuses = useMemo(
    () => Object.fromEntries(tiles.flatMap((t) => (statuses[t.id] ? [[t.id, statuses[t.id] as TileKind]] : []))),
    // The tiles' ids decide which statuses count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [statuses, tiles.map((t) => t.id).join(',')],
  );
  const alerts = useDarkAlerts(shownStatuses, names);
  const notifications = useNotificationPermission();
  const [pickerOpen, setPickerOpen] = useState(false);
  const onPickerChange = useCallback((open: boolean) => setPickerOpen(open), []);
  const emptySlots = devices.data ? Math.max(0, gridCapacity(selection.layout) - tiles.length) : 0;

  return (
    <div className="flex h-full min-h-0 flex-col gap-2 p-3">
      <LiveShortcuts />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-lg font-semibold">Multi-view</h1>
        <fieldset className="flex gap-1" aria-label="Layout">
          {GRID_LAYOUTS.map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={selection.layout === l}
              onClick={() => onChange({ ...selection, layout: l })}
              className={`rounded border border-line px-2 py-1 text-xs ${selection.layout === l ? 'bg-accent text-accent-fg' : 'bg-raised'}`}
            >
              {l === '1x1' ? '1' : l.replace('x', '×')}
            </button>
          ))}
        </fieldset>
        <label className="flex items-center gap-1 text-xs">
          Channel
          <select
            value={selection.devices ? '' : (selection.channel ?? '')}
            onChange={(e) => onChange({ layout: selection.layout, channel: e.target.value || undefined, autostart: selection.autostart })}
            className="rounded border border-line bg-surface px-2 py-1 text-sm"
          >
            <option value="">—</option>
            {(channels.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <DevicePickerPopover
          open={pickerOpen}
          onOpenChange={onPickerChange}
          devices={devices.data ?? []}
          selected={ids}
          onToggle={toggle}
          badge={(id) => <StreamStateBadge state={live.get(id)?.ingest?.state} />}
        />
        {userId ? (
          <SavedLayouts
            userId={userId}
            current={{ layout: selection.layout, deviceIds: ids, channelId: selection.channel }}
            onLoad={(s, name) =>
              onChange({ layout: s.layout, channel: s.channelId, devices: s.deviceIds, title: name, autostart: selection.autostart })
            }
            onSaved={(name) => onChange({ ...selection, title: name })}
          />
        ) : null}
        <label
          className="flex items-center gap-1 text-xs"
          title="Start the shown devices' streams again when they end or fail by themselves"
        >
          <input
            type="checkbox"
            checked={keepStreaming}
            onChange={(e) => onChange({ ...selection, autostart: e.target.checked ? undefined : false })}
          />
          Keep streaming
        </label>
        {notifications.state === 'default' ? (
          <button type="button" className="text-xs text-accent underline" onClick={notifications.ask}>
            Notify me when a camera goes dark
          </button>
        ) : null}
        {onAi ? <AnnotatedVideoSelect apps={aiApps} value={ai} onChange={onAi} /> : null}
        <a href={wallHref} className="text-xs text-accent underline">
          Open as wall
        </a>
        <Link to="/live/displays" search={{ wall: wallHref, name: selection.title }} className="text-xs text-accent underline">
          Set up a display
        </Link>
      </div>
      {devices.isError ? (
        <p role="alert" className="text-sm text-danger">
          {describeError(devices.error)}
        </p>
      ) : null}
      <DarkAlertBanner alerts={alerts} />
      <p className="text-xs text-muted">
        Double-click a tile (or Enter) to focus it, Escape to return; drag tiles, or Alt+arrow keys, to reorder; ? lists the keys.
      </p>
      <div className="min-h-0 flex-1">
        {tiles.length || emptySlots ? (
          <MultiViewGrid
            layout={selection.layout}
            devices={tiles}
            manager={manager}
            notes={notes}
            streaming={streaming}
            ai={ai}
            onReorder={(next) => onChange({ ...selection, devices: next })}
            emptySlots={emptySlots}
            onAddCamera={() => setPickerOpen(true)}
            onStatus={onStatus}
          />
        ) : devices.isPending ? (
          <p className="p-6 text-sm text-muted">Loading devices…</p>
        ) : null}
      </div>
    </div>
  );
}
