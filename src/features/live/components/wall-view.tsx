import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { PlayerHealth, PlayerState } from '@/lib/video/types';
import { hasNoVideoSource } from '@/lib/resources/devices';
import { useKeepStreaming } from '../hooks/use-keep-streaming';
import type { WallSource } from '../hooks/use-wall-source';
import { pageCount, pageOf, type GridLayout } from '../utils/grid-layout';
import { wallTitle } from '../utils/wall-title';
import { MultiViewGrid } from './multi-view-grid';
import { WallClock } from './wall-clock';

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
  const [health, setHealth] = useState<Record<string, PlayerState>>({});

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

  // Rotation: channel by channel; inside a channel, page by page.
  const pagesPer = groups.map((g) => pageCount(g.ids.length, config.layout));
  const total = pagesPer.reduce((a, b) => a + b, 0);
  useEffect(() => {
    if (!config.rotateMs || total <= 1) return;
    const t = setInterval(() => setStep((s) => s + 1), config.rotateMs);
    return () => clearInterval(t);
  }, [config.rotateMs, total]);
  let rest = total ? step % total : 0;
  let groupIndex = 0;
  while (groupIndex < groups.length - 1 && rest >= (pagesPer[groupIndex] ?? 1)) rest -= pagesPer[groupIndex++] ?? 1;
  const group = groups[groupIndex] ?? { title: '', ids: [] };
  const tiles = pageOf(
    group.ids.filter((id) => names.has(id)),
    config.layout,
    rest,
  ).map((id) => ({ id, name: names.get(id) ?? id, noSource: noSource.has(id) }));

  // Only the page on screen is supervised: a page that rotated away stops being restarted.
  const keep = useKeepStreaming(
    tiles.map((t) => ({ id: t.id, sourceUrl: sources.get(t.id) })),
    config.autostart && source.canStart,
  );
  const streaming = source.live ?? keep.streaming;

  const onHealth = useCallback((id: string, h: PlayerHealth) => {
    setHealth((prev) => (prev[id] === h.state ? prev : { ...prev, [id]: h.state }));
  }, []);
  const shown = tiles.map((t) => health[t.id] ?? 'loading');
  const liveCount = shown.filter((s) => s === 'playing').length;

  return (
    <main className="flex h-screen w-screen cursor-none flex-col bg-black text-white" aria-label="Video wall" data-wall-step={step}>
      <header className="flex items-center gap-4 px-3 py-1 text-sm">
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
        {status}
        <WallClock />
      </header>
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
            onHealth={onHealth}
            notes={keep.notes}
            streaming={streaming}
            showHealth={config.health}
          />
        </div>
        {/* What the route puts beside the tiles (the analytics panel): the wall only gives it room. */}
        {aside && <div className="min-h-0 w-[26rem] shrink-0">{aside}</div>}
      </div>
    </main>
  );
}
