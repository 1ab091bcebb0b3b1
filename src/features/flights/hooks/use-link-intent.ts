import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, type FocusEvent, type PointerEvent } from 'react';

/** As the router's own links: a pointer resting this long on a link (or focus on it) preloads its route. */
const INTENT_MS = 50;

const appLink = (target: EventTarget) => (target instanceof Element ? target.closest<HTMLAnchorElement>('a[data-app-link]') : null);
/** The flight a link opens (`/flights/<id>`); the other modules' links are left to load on click. */
const flightOf = (href: string | null | undefined) => {
  const m = href ? /^\/flights\/([^/?#]+)$/.exec(href) : null;
  return m?.[1] ? decodeURIComponent(m[1]) : undefined;
};

/**
 * Intent preloading for the table's plain flight anchors (rows use anchors, not `<Link>`, which
 * would cost a router subscription per cell while scrolling): hovering or focusing a link runs
 * its route's loader and loads its chunk, so a flight's log and track are on their way before
 * the click. `onIntent` also gets the link (the table starts the flight from the row it has).
 * Handlers for the table's container (events bubble from the rows).
 */
export function useLinkIntent(onIntent?: (link: HTMLAnchorElement) => void) {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const done = useRef(new Set<string>());
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  useEffect(() => cancel, [cancel]);
  const start = useCallback(
    (e: PointerEvent<HTMLElement> | FocusEvent<HTMLElement>) => {
      const link = appLink(e.target);
      const flightId = flightOf(link?.getAttribute('href'));
      if (!link || !flightId || done.current.has(flightId)) return;
      cancel();
      timer.current = setTimeout(() => {
        done.current.add(flightId);
        onIntent?.(link);
        void Promise.resolve(router.preloadRoute({ to: '/flights/$flightId', params: { flightId } })).catch(() =>
          done.current.delete(flightId),
        );
      }, INTENT_MS);
    },
    [router, cancel, onIntent],
  );
  const stop = useCallback(
    (e: PointerEvent<HTMLElement>) => {
      if (appLink(e.target)) cancel();
    },
    [cancel],
  );
  return { onPointerOver: start, onPointerOut: stop, onFocus: start };
}
