import { useEffect, useState, type RefObject } from 'react';
import { cdnFileUrl } from '@/lib/api/cdn-url';
import { getRuntimeConfig } from '@/lib/api/runtime-config';
import { createLimiter } from '../utils/concurrency-limiter';

/** One limiter for the tab: however many tiles are on screen, at most 12 thumbnail requests are in flight. */
export const thumbnailLimiter = createLimiter(12);

/** A media file's CDN address; none for a path that would leave the CDN's folder (lib/api/cdn-url.ts). */
export const cdnUrl = (path: string): string | undefined => cdnFileUrl(getRuntimeConfig().mediaCdnUrl, path);

/**
 * Loads `url` as an image: the browser fetches and decodes it off the page's thread. Resolves once
 * it has loaded, so an <img> given the same URL shows it from the document's image cache at once.
 * Not abortable: an image whose source is cleared may still finish its request, and the limiter's
 * count must be the requests on the wire; a thumbnail is a few kilobytes.
 */
function loadImage(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve();
    img.onerror = () => reject(new Error(`Could not load ${url}`));
    img.src = url;
  });
}

/**
 * The thumbnail's URL once the tile is on screen and the image has loaded. Loaded through the
 * limiter; a tile scrolled away before its turn never requests. An Image, not fetch: a fetched
 * blob is read, wrapped and handed back on the page's own thread, which at 40 tiles scrolling in
 * a second took frames from the scroll.
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
    const url = path ? cdnUrl(path) : undefined;
    if (!visible || !url || state.url) return;
    const ctl = new AbortController();
    thumbnailLimiter
      .run(() => loadImage(url), ctl.signal)
      .then(() => {
        if (!ctl.signal.aborted) setState({ url, failed: false });
      })
      .catch(() => {
        if (!ctl.signal.aborted) setState({ failed: true });
      });
    return () => ctl.abort();
  }, [visible, path, state.url]);

  return state;
}
