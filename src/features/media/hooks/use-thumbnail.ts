import { useEffect, useState, type RefObject } from 'react';
import { getRuntimeConfig } from '@/lib/api/runtime-config';
import { createLimiter } from '../utils/concurrency-limiter';

/** One limiter for the tab: however many tiles are on screen, at most 12 thumbnail requests are in flight. */
export const thumbnailLimiter = createLimiter(12);

export const cdnUrl = (path: string): string => `${getRuntimeConfig().mediaCdnUrl}/${path.replace(/^\/+/, '')}`;

/**
 * The thumbnail's object URL once the tile is on screen. Requested through the limiter; a tile
 * scrolled away before its turn never requests, and one scrolled away mid-request aborts it.
 */
export function useThumbnail(path: string | null | undefined, ref: RefObject<Element | null>): { url?: string; failed: boolean } {
  const [visible, setVisible] = useState(false);
  const [state, setState] = useState<{ url?: string; failed: boolean }>({ failed: false });

  useEffect(() => {
    const el = ref.current;
    if (!el || !path) return;
    const io = new IntersectionObserver((entries) => setVisible(entries.some((e) => e.isIntersecting)), { rootMargin: '200px' });
    io.observe(el);
    return () => io.disconnect();
  }, [ref, path]);

  useEffect(() => {
    if (!visible || !path || state.url) return;
    const ctl = new AbortController();
    let url: string | undefined;
    thumbnailLimiter
      .run(async () => {
        const res = await fetch(cdnUrl(path), { signal: ctl.signal });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return res.blob();
      }, ctl.signal)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setState({ url, failed: false });
      })
      .catch(() => {
        if (!ctl.signal.aborted) setState({ failed: true });
      });
    return () => ctl.abort();
  }, [visible, path, state.url]);

  // Object URLs hold the bytes until revoked.
  useEffect(() => () => void (state.url && URL.revokeObjectURL(state.url)), [state.url]);
  return state;
}
