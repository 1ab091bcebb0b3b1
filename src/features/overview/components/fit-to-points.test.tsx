import { render } from '@testing-library/react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { MapContext } from '@/lib/map/map-context';
import type { Position } from '../utils/overview-figures';
import { FitToPoints } from './fit-to-points';

/** The parts of a maplibre map the fit uses: move events, and the frames it was asked for. */
function fakeMap() {
  const handlers = new Map<string, Set<(e: { originalEvent?: Event }) => void>>();
  const fits: [number, number][][] = [];
  const map = {
    on: (type: string, fn: (e: { originalEvent?: Event }) => void) => {
      if (!handlers.has(type)) handlers.set(type, new Set());
      handlers.get(type)?.add(fn);
    },
    off: (type: string, fn: (e: { originalEvent?: Event }) => void) => handlers.get(type)?.delete(fn),
    fitBounds: (b: { toArray: () => [number, number][] }) => fits.push(b.toArray()),
  };
  const move = (originalEvent?: Event) => {
    for (const fn of handlers.get('movestart') ?? []) fn({ originalEvent });
  };
  return { map: map as unknown as MapLibreMap, fits, move };
}

const at = (lng: number, lat: number): Position => ({ id: `${lng},${lat}`, lng, lat, label: `${lng},${lat}` });

/** Renders the fit on the map; the returned function hands it a new list of points. */
function renderFit(map: MapLibreMap, points: Position[]) {
  const ui = (p: Position[]) => (
    <MapContext.Provider value={map}>
      <FitToPoints points={p} />
    </MapContext.Provider>
  );
  const view = render(ui(points));
  return (next: Position[]) => view.rerender(ui(next));
}

describe('FitToPoints', () => {
  it('frames the points, and again when a later list adds some', () => {
    const { map, fits } = fakeMap();
    const update = renderFit(map, [at(8.5, 47.4)]);
    update([at(8.5, 47.4), at(9, 47)]);
    expect(fits).toEqual([
      [
        [8.5, 47.4],
        [8.5, 47.4],
      ],
      [
        [8.5, 47],
        [9, 47.4],
      ],
    ]);
  });

  it('does not frame again when only a refetch hands over the same points', () => {
    const { map, fits } = fakeMap();
    const update = renderFit(map, [at(8.5, 47.4)]);
    update([at(8.5, 47.4)]);
    expect(fits).toHaveLength(1);
  });

  it('leaves the view alone once the user has moved the map', () => {
    const { map, fits, move } = fakeMap();
    const update = renderFit(map, [at(8.5, 47.4)]);
    move(); // a move of our own (no DOM event) does not count
    update([at(8.5, 47.4), at(9, 47)]);
    expect(fits).toHaveLength(2);
    move(new MouseEvent('click'));
    update([at(8.5, 47.4), at(9, 47), at(10, 46)]);
    expect(fits).toHaveLength(2);
  });
});
