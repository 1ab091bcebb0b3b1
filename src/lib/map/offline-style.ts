import type { StyleSpecification } from 'maplibre-gl';

/**
 * The default style is bundled and fully offline: no tiles, glyphs or sprites are fetched,
 * so the map works with no internet. It has a plain background and a coarse graticule so that
 * panning and zooming are visible. A deployment can replace it with `map_style_url`.
 */
function graticule(): GeoJSON.FeatureCollection {
  const features: GeoJSON.Feature[] = [];
  for (let lng = -180; lng <= 180; lng += 10) {
    features.push({
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'LineString',
        coordinates: [
          [lng, -85],
          [lng, 85],
        ],
      },
    });
  }
  for (let lat = -80; lat <= 80; lat += 10) {
    features.push({
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'LineString',
        coordinates: [
          [-180, lat],
          [180, lat],
        ],
      },
    });
  }
  return { type: 'FeatureCollection', features };
}

export function offlineStyle(theme: 'dark' | 'light' = 'dark'): StyleSpecification {
  const dark = theme === 'dark';
  return {
    version: 8,
    name: 'offline',
    sources: { graticule: { type: 'geojson', data: graticule() } },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': dark ? '#111827' : '#f3f4f6' } },
      { id: 'graticule', type: 'line', source: 'graticule', paint: { 'line-color': dark ? '#1f2937' : '#d1d5db', 'line-width': 1 } },
    ],
  };
}
