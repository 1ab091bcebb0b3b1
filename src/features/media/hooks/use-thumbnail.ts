import { useEffect, useState, type RefObject } from 'react';
import { getRuntimeConfig } from '@/lib/api/runtime-config';
import { createLimiter } from '../utils/concurrency-limiter';

/** One limiter for the tab: however many tiles are on screen, at most 12 thumbnail requests are in flight. */
export const thumbnailLimiter = createLimiter(12);

export const cdnUrl = (path: string): string => `${getRuntimeConfig().mediaCdnUrl}/${path.replace(/^\/+/, '')}`;

/**
 * Loads `url` as an image, the bytes fetched and decoded by the browser off the page's thread. An
 * abort stops the download (an image whose source is cleared cancels its request). Resolves once
 * the image is decoded, so an <img> given the same URL shows it from the document's image cache.
 */
function loadImage(url: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    const stop = () => {
      img.removeAttribute('src');
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal.addEventListener('abort', stop, { once: true });
    img.onload = () => {
      signal.removeEventListener('abort', stop);
      resolve();
    };
    img.onerror = () => {
      signal.removeEventListener('abort', stop);
      reject(new Error(`Could not load ${url}`));
    };
    img.src = url;
  });
}

/**
 * The thumbnail's URL once the tile is on screen and the image has loaded. Loaded through the
 * limiter; a tile scrolled away before its turn never requests, and one scrolled away mid-request
 * aborts it. An Image, not fetch: a fetched blob is read, wrapped and handed back on the page's own
 * thread, which at 40 tiles scrolling in a second took frames from the scroll.
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
    const url = cdnUrl(path);
    thumbnailLimiter
      .run(() => loadImage(url, ctl.signal), ctl.signal)
      .then(() => setState({ url, failed: false }))
      .catch(() => {
        if (!ctl.signal.aborted) setState({ failed: true });
      });
    return () => ctl.abort();
  }, [visible, path, state.url]);

  return state;
}
