import { useEffect, useState } from 'react';
import type { MediaItem } from '@/lib/contract/media';
import { mediaMapData, mediaMapDataInSlices, type MediaMapData } from '../utils/map-features';

const EMPTY = mediaMapData([]);

/**
 * The map's GeoJSON for a listing, built in slices between the page's other work (not inside a
 * render). `ready` once the current items are built; `built` once any were (a refetch keeps the
 * previous data on the map until the new one is built).
 */
export function useMediaMapData(items: readonly MediaItem[] | undefined): { data: MediaMapData; ready: boolean; built: boolean } {
  const [built, setBuilt] = useState<{ from: readonly MediaItem[]; data: MediaMapData }>();
  useEffect(() => {
    if (!items) return;
    const ctl = new AbortController();
    void mediaMapDataInSlices(items, ctl.signal).then((data) => {
      if (data) setBuilt({ from: items, data });
    });
    return () => ctl.abort();
  }, [items]);
  return built ? { data: built.data, ready: built.from === items, built: true } : { data: EMPTY, ready: false, built: false };
}
