import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { TileKind, TileStatus } from '@/lib/video/tile-status';
import { hasNoVideoSource } from '@/lib/resources/devices';
import { useKeepStreaming } from '../hooks/use-keep-streaming';
import type { WallSource } from '../hooks/use-wall-source';
import { pageCount, pageOf, type GridLayout } from '../utils/grid-layout';
import { wallTitle } from '../utils/wall-title';
import { MultiViewGrid } from './multi-view-grid';
import { WallClock } from './wall-clock';
import { LiveShortcuts } from './live-shortcuts';
import { DarkAlertBanner } from './dark-alert-banner';
import { useDarkAlerts } from '../hooks/use-dark-alerts';

export interface WallConfig {
  /** Channels to rotate through (one page of each); empty = the devices list or every device. */
  channels: string[];
  devices?: string[];
  layout: GridLayout;
  rotateMs: number | null;
  /** Start ingests that ended or failed again (on by default; `autostart=0` turns it off). */
  autostart: boolean;
  /** The wall's own title (`title=`, e.g. the saved layout it came from). */
  title?: string;
  /** Large per-tile health figures (`health=1`). */
  health?: boolean;
  /** Tiles play the annotated rendition of this AI add-on (`&ai=<addonId>`). */
  ai?: string;
  /** `skip=dead`: rotation shows only devices whose stream runs (the others are still supervised). */
  skipDead?: boolean;
  /** `sound=1`: a beep when a camera goes dark. */
  sound?: boolean;
}

/** How long the wall's controls stay after the mouse last moved. */
const CONTROLS_MS = 3000;

/** Controls (display pairing) only while the mouse moves: a paired wall is chrome-free. */
function useMouseActive(): boolean {
  const [active, setActive] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMove = () => {
      setActive(true);
      clearTimeout(timer);
      timer = setTimeout(() => setActive(false), CONTROLS_MS);
    };
    window.addEventListener('mousemove', onMove);
    window.addEventListener('keydown', onMove);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('mousemove', onMove);
      window.removeEventListener('keydown', onMove);
    };
  }, []);
  return active;
}

/**
 * A control-room wall: no chrome, no mouse. Rotates through channels or pages. The player heals
 * the picture (reconnect, token renewal); the keep-streaming supervisor restarts ingests the
 * service ended (source drop, service restart), since the service never does that by itself.
 * Lists refresh slowly, so it can run for days. Where the cameras come from (a session or a paired
 * display) is the route's choice (`source`). `aside` is a column beside the tiles, `status` a
 * corner of the header (display controls), both composed by the route.
 */
export function WallView({
  config,
  source,
  aside,
  status,
}: {
  config: WallConfig;
  source: WallSource;
  aside?: ReactNode;
  status?: ReactNode;
}) {
  const [step, setStep] = useState(0);
  const [statuses, setStatuses] = useState<Record<string, TileKind>>({});
  const mouseActive = useMouseActive();

  const names = useMemo(() => new Map((source.devices ?? []).map((d) => [d.id, d.name])), [source.devices]);
  const sources = useMemo(() => new Map((source.devices ?? []).map((d) => [d.id, d.sourceUrl])), [source.devices]);
  const noSource = useMemo(() => new Set((source.devices ?? []).filter(hasNoVideoSource).map((d) => d.id)), [source.devices]);
  const groups = useMemo(() => {
    if (config.channels.length) {
      return config.channels.map((id) => {
        const c = source.channels?.find((x) => x.id === id);
        return { title: config.title || (c?.name ?? '…'), ids: c?.deviceIds ?? [] };
      });
    }
    const ids = config.devices ?? (source.devices ?? []).map((d) => d.id);
    return [{ title: wallTitle(config.title, config.devices, names), ids }];
  }, [config.channels, config.devices, config.title, source.channels, source.devices, names]);

  // The states poll of the supervisor (or the display's own) says which streams run.
  const everyId = useMemo(() => [...new Set(groups.flatMap((g) => g.ids))], [groups]);
  const supervised = config.skipDead ? everyId.filter((id) => names.has(id)) : null;
  const keepAll = useKeepStreaming(
    (supervised ?? []).map((id) => ({ id, sourceUrl: sources.get(id) })),
    Boolean(supervised) && config.autostart && source.canStart,
  );
  const knownLive = source.live ?? keepAll.streaming;
  // `skip=dead`: a device without a source, or whose stream is not running, leaves the rotation.
  const shownGroups = supervised
    ? groups.map((g) => ({ ...g, ids: g.ids.filter((id) => !noSource.has(id) && (knownLive ? knownLive.has(id) : true)) }))
    : groups;

  // Rotation: channel by channel; inside a channel, page by page.
  const pagesPer = shownGroups.map((g) => pageCount(g.ids.length, config.layout));
  const total = pagesPer.reduce((a, b) => a + b, 0);
  useEffect(() => {
    if (!config.rotateMs || total <= 1) return;
    const t = setInterval(() => setStep((s) => s + 1), config.rotateMs);
    return () => clearInterval(t);
  }, [config.rotateMs, total]);
  let rest = total ? step % total : 0;
  let groupIndex = 0;
  while (groupIndex < shownGroups.length - 1 && rest >= (pagesPer[groupIndex] ?? 1)) rest -= pagesPer[groupIndex++] ?? 1;
  const group = shownGroups[groupIndex] ?? { title: '', ids: [] };
  const tiles = pageOf(
    group.ids.filter((id) => names.has(id)),
    config.layout,
    rest,
  ).map((id) => ({ id, name: names.get(id) ?? id, noSource: noSource.has(id) }));

  // Only the page on screen is supervised (a page that rotated away stops being restarted), unless
  // `skip=dead` supervises every device so a skipped one comes back into the rotation.
  const keep = useKeepStreaming(
    tiles.map((t) => ({ id: t.id, sourceUrl: sources.get(t.id) })),
    !supervised && config.autostart && source.canStart,
  );
  const streaming = source.live ?? (supervised ? keepAll.streaming : keep.streaming);
  const notes = supervised ? keepAll.notes : keep.notes;

  // "N/M live" counts what the tiles say (frames arriving), not what the service last reported.
  const onStatus = useCallback((id: string, st: TileStatus) => {
    setStatuses((prev) => (prev[id] === st.kind ? prev : { ...prev, [id]: st.kind }));
  }, []);
  const liveCount = tiles.filter((t) => statuses[t.id] === 'live').length;
  const alerts = useDarkAlerts(statuses, names, { sound: config.sound });

  return (
    <main
      className={`flex h-screen w-screen flex-col bg-black text-white ${mouseActive ? '' : 'cursor-none'}`}
      aria-label="Video wall"
      data-wall-step={step}
    >
      <LiveShortcuts />
      <header className="wall-header flex items-center gap-4 px-3 py-1">
        <h1 className="font-semibold" data-testid="wall-title">
          {group.title}
        </h1>
        <span className="text-zinc-400">
          page {rest + 1}/{pagesPer[groupIndex] ?? 1}
        </span>
        <span aria-label="Wall health" className="text-zinc-300">
          {liveCount}/{tiles.length} live
        </span>
        <span className="flex-1" />
        {status ? (
          <div
            data-testid="wall-controls"
            data-visible={mouseActive}
            className={`text-sm transition-opacity duration-500 ${mouseActive ? 'opacity-100' : 'opacity-0 focus-within:opacity-100'}`}
          >
            {status}
          </div>
        ) : null}
        <WallClock />
      </header>
      <DarkAlertBanner alerts={alerts} large />
      <div className="flex min-h-0 flex-1 gap-1 p-1">
        <div className="min-h-0 min-w-0 flex-1">
          <MultiViewGrid
            key={`${groupIndex}-${rest}`}
            layout={config.layout}
            devices={tiles.map((t) => ({ ...t, noSource: t.noSource && !streaming?.has(t.id) }))}
            manager={null}
            managerFor={source.managerFor}
            controls={false}
            ai={config.ai}
            onStatus={onStatus}
            notes={notes}
            streaming={streaming}
            showHealth={config.health}
            fit
          />
        </div>
        {/* What the route puts beside the tiles (the analytics panel): the wall only gives it room. */}
        {aside && <div className="min-h-0 w-[26rem] shrink-0">{aside}</div>}
      </div>
    </main>
  );
}
