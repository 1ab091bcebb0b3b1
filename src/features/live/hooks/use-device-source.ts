import { useCallback, useEffect, useState } from 'react';
import type { PlayerSource } from '@/lib/video/types';
import { deviceUrls, type PlaybackFormat } from '../utils/stream-urls';
import type { TokenManager } from '../utils/token-manager';

/**
 * The playable source of one device from a shared token manager, plus the renewal the player
 * calls at 80% of the token's life. Retries the token request with backoff while the service
 * is unreachable, so a wall heals after a restart.
 */
export function useDeviceSource(
  manager: TokenManager | null,
  deviceId: string,
  opts: { sub?: boolean; enabled?: boolean; format?: PlaybackFormat; ai?: string } = {},
) {
  const [source, setSource] = useState<PlayerSource | null>(null);
  const [failed, setFailed] = useState(false);
  const enabled = opts.enabled ?? true;
  const sub = opts.sub ?? false;
  const format = opts.format ?? 'hls';
  const ai = opts.ai;

  const pick = useCallback(
    (t: Awaited<ReturnType<TokenManager['get']>>): PlayerSource | null => {
      const urls = deviceUrls(t, deviceId);
      if (!urls) return null;
      // The annotated rendition of an AI add-on (HLS only), when the token carries it.
      const annotated = ai ? urls.annotated?.[ai] : undefined;
      if (annotated) return { url: annotated, expiresAt: t.expiresAt };
      // DASH plays the main rendition with dash.js; HLS (the default) picks the rendition by tile size.
      if (format === 'dash' && urls.dash) return { url: urls.dash, engine: 'dash', expiresAt: t.expiresAt };
      return { url: sub && urls.sub ? urls.sub : urls.main, expiresAt: t.expiresAt };
    },
    [deviceId, sub, format, ai],
  );

  useEffect(() => {
    if (!manager || !enabled) {
      setSource(null);
      return;
    }
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const load = () => {
      manager.get().then(
        (t) => {
          if (cancelled) return;
          setFailed(false);
          setSource(pick(t));
        },
        () => {
          if (cancelled) return;
          setFailed(true);
          timer = setTimeout(load, Math.min(30_000, 1000 * 2 ** attempt++));
        },
      );
    };
    load();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [manager, enabled, pick]);

  const renew = useCallback(async (): Promise<PlayerSource> => {
    if (!manager) throw new Error('no token source');
    const next = pick(await manager.renew(source?.expiresAt ?? 0));
    if (!next) throw new Error('no URL for this device');
    return next;
  }, [manager, pick, source?.expiresAt]);

  return { source, renew, failed };
}
