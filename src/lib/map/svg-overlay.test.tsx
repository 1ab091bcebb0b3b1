import { act, render } from '@testing-library/react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { MapContext } from './map-context';
import { SvgOverlay } from './svg-overlay';

/** A map whose projection is a plain scale and offset, which `pan` shifts and announces as maplibre does ('move'). */
function fakeMap() {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const moves = new Set<() => void>();
  let dx = 0;
  const map = {
    getContainer: () => container,
    project: ([lng, lat]: [number, number]) => ({ x: lng * 10 + dx, y: lat * 10 }),
    on: (type: string, fn: () => void) => void (type === 'move' && moves.add(fn)),
    off: (type: string, fn: () => void) => void moves.delete(fn),
  };
  const pan = (by: number) => {
    dx += by;
    for (const fn of moves) fn();
  };
  return { map: map as unknown as MapLibreMap, container, pan, listeners: () => moves.size };
}

const preview: GeoJSON.FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'LineString',
        coordinates: [
          [1, 2],
          [3, 4],
          [5, 2],
        ],
      },
    },
    { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [3, 4] } },
  ],
};

describe('SvgOverlay', () => {
  it("draws the features at the map's pixels inside the map's container, and follows the map when it moves", () => {
    const { map, container, pan } = fakeMap();
    render(
      <MapContext.Provider value={map}>
        <SvgOverlay data={preview} />
      </MapContext.Provider>,
    );
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg?.querySelector('path')?.getAttribute('d')).toBe('M10.0 20.0L30.0 40.0L50.0 20.0');
    expect(svg?.querySelector('circle')?.getAttribute('cx')).toBe('30');

    act(() => pan(5));
    expect(svg?.querySelector('path')?.getAttribute('d')).toBe('M15.0 20.0L35.0 40.0L55.0 20.0');
    expect(svg?.querySelector('circle')?.getAttribute('cx')).toBe('35');
  });

  it('leaves the map as it was when removed: no element, no listener', () => {
    const { map, container, listeners } = fakeMap();
    const view = render(
      <MapContext.Provider value={map}>
        <SvgOverlay data={preview} />
      </MapContext.Provider>,
    );
    expect(listeners()).toBe(1);
    view.unmount();
    expect(container.querySelector('svg')).toBeNull();
    expect(listeners()).toBe(0);
  });
});
