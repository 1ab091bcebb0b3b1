import type { TileKind } from '@/lib/video/tile-status';

/** A camera that was live and is not any more: what an operator must notice. */
export interface DarkAlert {
  deviceId: string;
  name: string;
  kind: TileKind;
  /** When it left LIVE (epoch ms). */
  since: number;
}

/**
 * The next alert list from the tiles' statuses: a tile that was LIVE and left it raises an alert
 * (kept with the time it went dark); one that is LIVE again clears it. A tile that was never live
 * (no source, a camera off since before the page opened) raises nothing: it is a state, not news.
 * `wasLive` is updated in place. Pure apart from that set.
 */
export function nextDarkAlerts(
  prev: readonly DarkAlert[],
  statuses: Readonly<Record<string, TileKind>>,
  names: ReadonlyMap<string, string>,
  wasLive: Set<string>,
  now: number,
): DarkAlert[] {
  const out: DarkAlert[] = [];
  for (const [id, kind] of Object.entries(statuses)) {
    if (kind === 'live') {
      wasLive.add(id);
      continue;
    }
    if (kind === 'no-source' || !wasLive.has(id)) continue;
    const known = prev.find((a) => a.deviceId === id);
    out.push({ deviceId: id, name: names.get(id) ?? id, kind, since: known?.since ?? now });
  }
  return out.sort((a, b) => a.since - b.since);
}

export const DARK_WORDS: Partial<Record<TileKind, string>> = {
  stale: 'is stale',
  reconnecting: 'went dark',
  ended: 'went dark',
  offline: 'is offline',
  connecting: 'went dark',
};
