import { render, waitFor } from '@testing-library/react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { MapContext } from '@/lib/map/map-context';
import type { MediaMapData } from '../utils/map-features';
import { MediaMapBehaviour, MEDIA_MAP_LAYERS, MEDIA_MAP_POINTS } from './media-map-behaviour';

/**
 * The parts of a maplibre map the behaviour uses, with maplibre's rule that matters here: `idle`
 * is fired at the end of a rendered frame, so a map that has nothing to draw fires none.
 */
function fakeMap(clustersDrawn: number) {
  const container = document.createElement('div');
  const handlers = new Map<string, Set<() => void>>();
  const on = (type: string, fn: () => void) => {
    if (!handlers.has(type)) handlers.set(type, new Set());
    handlers.get(type)?.add(fn);
  };
  const off = (type: string, fn: () => void) => handlers.get(type)?.delete(fn);
  const frame = () =>
    setTimeout(() => {
      for (const fn of [...(handlers.get('idle') ?? [])]) fn();
    });
  const map = {
    getContainer: () => container,
    getLayer: (id: string) => (id === MEDIA_MAP_LAYERS.clusters ? { id } : undefined),
    getSource: (id: string) => (id === MEDIA_MAP_POINTS ? {} : undefined),
    isSourceLoaded: () => true,
    queryRenderedFeatures: () => Array.from({ length: clustersDrawn }, () => ({})),
    on,
    off,
    once: (type: string, fn: () => void) => {
      const once = () => {
        off(type, once);
        fn();
      };
      on(type, once);
    },
    triggerRepaint: frame,
    fitBounds: frame,
    easeTo: frame,
    getCanvas: () => document.createElement('canvas'),
  };
  return { map: map as unknown as MapLibreMap, container };
}

const data: MediaMapData = {
  points: {
    type: 'FeatureCollection',
    features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [8.5, 47.4] }, properties: { id: 'a' } }],
  },
  footprints: { type: 'FeatureCollection', features: [] },
  bounds: [8.5, 47.4, 8.5, 47.4],
  positions: new Map([['a', [8.5, 47.4]]]),
};

describe('MediaMapBehaviour', () => {
  it('reports the clusters drawn when the points arrive on a map that is already idle', async () => {
    const { map, container } = fakeMap(3);
    const props = { data, ready: true, focusId: undefined, highlighted: 0, onOpen: () => undefined };
    const view = render(
      <MapContext.Provider value={map}>
        <MediaMapBehaviour {...props} pointsLoaded={false} />
      </MapContext.Provider>,
    );
    // The fit's frame has come and gone: the map is idle when the worker says it holds every point.
    await new Promise((r) => setTimeout(r, 10));
    view.rerender(
      <MapContext.Provider value={map}>
        <MediaMapBehaviour {...props} pointsLoaded />
      </MapContext.Provider>,
    );
    await waitFor(() => expect(container.getAttribute('data-clusters')).toBe('3'));
    expect(container.getAttribute('data-geotagged')).toBe('1');
  });
});
