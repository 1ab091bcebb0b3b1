import { useEffect, useRef } from 'react';
import { useMap } from '@/lib/map/map-context';
import type { MapCamera } from '../hooks/editor-url-view';

/** How often, at most, a moving map reports its camera (the URL is rewritten on each report). */
const THROTTLE_MS = 400;

/**
 * Reports the map's camera: at once into `cameraRef` (keyboard commands read it), and throttled
 * (plus once when the move ends) to `onCamera`, which puts it in the URL.
 */
export function CameraSync({ cameraRef, onCamera }: { cameraRef: { current: MapCamera | null }; onCamera?: (c: MapCamera) => void }) {
  const map = useMap();
  const report = useRef(onCamera);
  report.current = onCamera;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let last = 0;
    const read = (): MapCamera => {
      const c = map.getCenter();
      return { lng: c.lng, lat: c.lat, zoom: map.getZoom() };
    };
    const emit = () => {
      timer = null;
      last = performance.now();
      report.current?.(read());
    };
    const onMove = () => {
      cameraRef.current = read();
      if (timer) return;
      timer = setTimeout(emit, Math.max(0, THROTTLE_MS - (performance.now() - last)));
    };
    const onEnd = () => {
      cameraRef.current = read();
      if (timer) clearTimeout(timer);
      emit();
    };
    cameraRef.current = read();
    map.on('move', onMove);
    map.on('moveend', onEnd);
    return () => {
      if (timer) clearTimeout(timer);
      map.off('move', onMove);
      map.off('moveend', onEnd);
    };
  }, [map, cameraRef]);
  return null;
}
