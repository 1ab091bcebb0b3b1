import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { describeError } from '@/lib/api/api-error';
import { channelsQueryOptions } from '@/lib/resources/channels';
import { devicesQueryOptions, hasNoVideoSource } from '@/lib/resources/devices';
import { streamStatesQueryOptions } from '@/lib/resources/streams';
import { requestedAiAppIds, useAnnotatedApps } from '../hooks/use-annotated-apps';
import { useKeepStreaming } from '../hooks/use-keep-streaming';
import { restreamsOf } from '../utils/restreams';
import { useDeviceTokenManager } from '../hooks/use-token-managers';
import { isRunning, lastLiveByDevice, liveByDevice } from '../utils/device-live-state';
import type { PlaybackFormat } from '../utils/stream-urls';
import { AnnotatedVideoSelect } from './annotated-video-select';
import { ChannelBulkActions } from './channel-bulk-actions';
import { DeviceList } from './device-list';
import { PlayerPanel } from './player-panel';
import { LiveShortcuts } from './live-shortcuts';
import { RestreamList } from './restream-list';
import { StreamSources } from './stream-sources';
import { PLAYBACK_FORMAT_LABELS, PLAYBACK_FORMATS } from '../utils/playback-labels';

interface Props {
  selectedId: string | undefined;
  onSelect(id: string): void;
  /** Viewer token lifetime in seconds (default: the service's). */
  tokenTtl?: number;
  format: PlaybackFormat;
  onFormat(format: PlaybackFormat): void;
  /** The AI add-on whose annotated rendition is shown (`&ai=`). */
  ai?: string;
  onAi(ai: string | undefined): void;
  /** Show only this channel's devices (`&channel=`); start or stop them all at once. */
  channel?: string;
  onChannel(channel: string | undefined): void;
  /** Start the watched device's stream again when it ends by itself (on unless `autostart=0`). */
  autostart?: boolean;
}

const PANEL_KEY = 'live.sources-panel';
/** The sources/pulls/relays panel stays as the user left it (open or collapsed), across visits. */
function usePanelOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => {
    try {
      return localStorage.getItem(PANEL_KEY) !== 'closed';
    } catch {
      return true;
    }
  });
  const set = (next: boolean) => {
    setOpen(next);
    try {
      localStorage.setItem(PANEL_KEY, next ? 'open' : 'closed');
    } catch {
      // Storage refused (private mode): the panel still toggles for this visit.
    }
  };
  return [open, set];
}

export function LivePage({ selectedId, onSelect, tokenTtl, format, onFormat, ai, onAi, channel, onChannel, autostart = true }: Props) {
  const devices = useQuery(devicesQueryOptions());
  const states = useQuery(streamStatesQueryOptions());
  const channels = useQuery(channelsQueryOptions());
  const live = liveByDevice(states.data);
  const list = devices.data ?? [];
  const inChannel = channels.data?.find((c) => c.id === channel);
  const shown = inChannel ? list.filter((d) => inChannel.deviceIds.includes(d.id)) : list;
  const selected = list.find((d) => d.id === selectedId) ?? null;
  const ingest = selected ? (live.get(selected.id)?.ingest ?? null) : null;
  const streaming = ingest?.state === 'STREAMING';
  const manager = useDeviceTokenManager(streaming && selected ? selected.id : null, tokenTtl, requestedAiAppIds());
  const apps = useAnnotatedApps(manager);
  // The watched device heals by itself when its stream ends on its own; an operator's stop stays.
  const { notes } = useKeepStreaming(selected ? [{ id: selected.id, sourceUrl: selected.sourceUrl }] : [], autostart, 'heal');
  const [panelOpen, setPanelOpen] = usePanelOpen();
  const failedCount = restreamsOf(states.data).filter((r) => r.state === 'ERROR').length;

  // Nothing picked: open on the first device that streams (once per visit), not on an empty player.
  const firstLive = list.find((d) => live.get(d.id)?.ingest?.state === 'STREAMING')?.id;
  const opened = useRef(false);
  useEffect(() => {
    if (selectedId || !firstLive || opened.current) return;
    opened.current = true;
    onSelect(firstLive);
    // Once, from the first answer that has a live device.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstLive, selectedId]);

  return (
    <div className="flex h-full min-h-0 flex-col gap-3 overflow-auto p-4 lg:flex-row">
      <LiveShortcuts />
      <aside className="flex w-full shrink-0 flex-col gap-2 lg:w-80">
        <div className="flex items-center justify-between">
          <h1 className="text-lg font-semibold">Live</h1>
          <Link to="/live/multi" className="text-sm text-accent underline">
            Multi-view
          </Link>
        </div>
        {devices.isPending ? <p className="text-sm text-muted">Loading devices…</p> : null}
        {devices.isError ? (
          <p role="alert" className="text-sm text-danger">
            {describeError(devices.error)}
          </p>
        ) : null}
        {states.isError ? <p className="text-xs text-warn">Stream states are out of date: {describeError(states.error)}</p> : null}
        <label className="flex items-center gap-2 text-xs">
          Channel
          <select
            value={inChannel?.id ?? ''}
            onChange={(e) => onChannel(e.target.value || undefined)}
            className="min-w-0 flex-1 rounded border border-line bg-surface px-2 py-1 text-sm"
          >
            <option value="">All devices</option>
            {(channels.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <ChannelBulkActions
          scope={inChannel?.name}
          devices={shown.map((d) => ({ id: d.id, name: d.name, noSource: hasNoVideoSource(d) }))}
          live={live}
        />
        <div className="min-h-0 overflow-auto rounded-md border border-line">
          <DeviceList
            devices={shown}
            live={live}
            lastLive={lastLiveByDevice(states.data)}
            selectedId={selected?.id ?? null}
            onSelect={onSelect}
          />
        </div>
      </aside>
      <section aria-label="Player" className="flex min-h-0 flex-1 flex-col gap-3">
        {/* Never shrinks for what is listed below it (the page scrolls instead); at most the window's height. */}
        <div
          data-testid="live-player"
          className="aspect-video max-h-[calc(100vh-9rem)] w-full max-w-5xl shrink-0 overflow-hidden rounded-md border border-line bg-black"
        >
          <PlayerPanel
            device={selected}
            noSource={selected ? hasNoVideoSource(selected) && !isRunning(ingest?.state) : false}
            ingestState={ingest?.state}
            ingestError={ingest?.error ?? undefined}
            note={selected ? notes[selected.id] : undefined}
            manager={manager}
            format={format}
            ai={ai}
          />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <label className="flex items-center gap-2 text-sm">
            Playback
            <select
              className="rounded border border-line bg-surface px-2 py-1"
              value={format}
              onChange={(e) => onFormat(e.target.value as PlaybackFormat)}
            >
              {PLAYBACK_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {PLAYBACK_FORMAT_LABELS[f]}
                </option>
              ))}
            </select>
          </label>
          <AnnotatedVideoSelect apps={apps} value={ai} onChange={onAi} />
        </div>
        <details
          open={panelOpen}
          onToggle={(e) => setPanelOpen(e.currentTarget.open)}
          className="max-w-5xl shrink-0 rounded-md border border-line"
        >
          <summary className="cursor-pointer px-3 py-2 text-sm font-semibold">
            Sources, pulls and relays
            {failedCount ? <span className="ml-2 rounded bg-danger px-1.5 text-xs text-white">{failedCount} failed</span> : null}
          </summary>
          <div className="flex flex-col gap-3 p-3 pt-0">
            <RestreamList states={states.data} devices={list} />
            <StreamSources devices={list} selected={selected} />
          </div>
        </details>
      </section>
    </div>
  );
}
