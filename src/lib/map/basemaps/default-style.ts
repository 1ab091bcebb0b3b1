import type { LayerSpecification, SourceSpecification } from 'maplibre-gl';

/** The font name the basemap styles ask for; fonts.ts maps it to the bundled file. */
export const LABEL_FONT = 'Noto Sans Regular';

export type MapTheme = 'dark' | 'light';

/** The bundled basemap's colours; land and water differ clearly in both themes. */
export const DEFAULT_COLORS = {
  dark: { water: '#0c2340', land: '#263238', border: '#78909c', text: '#e5e7eb', halo: '#0b1220', dot: '#cbd5e1' },
  light: { water: '#a9cfe0', land: '#f1eee6', border: '#8d8d99', text: '#1f2937', halo: '#ffffff', dot: '#374151' },
} as const;

/** The default basemap: vector tiles of land, water, country and admin-1 borders and places from the service itself. */
export function defaultBasemapParts(
  baseUrl: string,
  theme: MapTheme,
): { sources: Record<string, SourceSpecification>; layers: LayerSpecification[] } {
  const c = DEFAULT_COLORS[theme];
  const source = 'default';
  return {
    sources: {
      [source]: {
        type: 'vector',
        tiles: [`${baseUrl}/basemaps/default/{z}/{x}/{y}.pbf`],
        minzoom: 0,
        maxzoom: 10,
        attribution: 'Natural Earth; © OpenStreetMap contributors (water); GeoNames (places)',
      },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': c.water } },
      { id: 'land', type: 'fill', source, 'source-layer': 'land', paint: { 'fill-color': c.land, 'fill-antialias': false } },
      { id: 'water', type: 'fill', source, 'source-layer': 'water', paint: { 'fill-color': c.water } },
      // States and provinces: dashed and thinner than a country border, from z4 (the tiles have
      // them from z4 only).
      {
        id: 'admin1',
        type: 'line',
        source,
        'source-layer': 'boundaries',
        minzoom: 4,
        filter: ['==', ['get', 'admin_level'], 1],
        paint: {
          'line-color': c.border,
          'line-opacity': 0.8,
          'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.4, 8, 0.9],
          'line-dasharray': [4, 3],
        },
      },
      {
        id: 'boundaries',
        type: 'line',
        source,
        'source-layer': 'boundaries',
        filter: ['!=', ['get', 'admin_level'], 1],
        paint: { 'line-color': c.border, 'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.8, 8, 1.8] },
      },
      {
        id: 'place-dots',
        type: 'circle',
        source,
        'source-layer': 'places',
        minzoom: 4,
        paint: { 'circle-radius': 2, 'circle-color': c.dot },
      },
      {
        id: 'places',
        type: 'symbol',
        source,
        'source-layer': 'places',
        layout: {
          'text-field': ['get', 'name'],
          'text-font': [LABEL_FONT],
          'text-size': ['interpolate', ['linear'], ['get', 'population'], 1000, 11, 1_000_000, 13, 10_000_000, 15],
          'symbol-sort-key': ['-', 0, ['get', 'population']],
          'text-variable-anchor': ['top', 'bottom', 'left', 'right'],
          'text-radial-offset': 0.5,
          'text-max-width': 8,
        },
        paint: { 'text-color': c.text, 'text-halo-color': c.halo, 'text-halo-width': 1.4 },
      },
    ],
  };
}
