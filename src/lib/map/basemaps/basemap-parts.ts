import type { LayerSpecification, SourceSpecification, StyleSpecification } from 'maplibre-gl';
import { layers as protomapsLayers, namedFlavor } from '@protomaps/basemaps';
import type { BasemapFile } from '@/lib/contract/basemaps';
import type { BasemapOption } from './basemap-catalog';
import { defaultBasemapParts, DEFAULT_COLORS, type MapTheme } from './default-style';
import { ensurePmtilesProtocol } from './pmtiles-protocol';

/** What a basemap adds to a map: its sources and layers (ids unprefixed), and maybe glyphs/sprite. */
export interface BasemapParts {
  sources: Record<string, SourceSpecification>;
  layers: LayerSpecification[];
  glyphs?: string;
  sprite?: StyleSpecification['sprite'];
}

const SOURCE = 'file';

/** A plain style for vector tiles of an unknown schema: every layer's polygons, lines and points. */
function genericVectorLayers(names: string[], theme: MapTheme): LayerSpecification[] {
  const c = DEFAULT_COLORS[theme];
  return [
    { id: 'background', type: 'background', paint: { 'background-color': c.land } },
    ...names.flatMap((name): LayerSpecification[] => [
      {
        id: `${name}-fill`,
        type: 'fill',
        source: SOURCE,
        'source-layer': name,
        filter: ['==', ['geometry-type'], 'Polygon'],
        paint: { 'fill-color': c.water, 'fill-opacity': 0.6 },
      },
      {
        id: `${name}-line`,
        type: 'line',
        source: SOURCE,
        'source-layer': name,
        filter: ['==', ['geometry-type'], 'LineString'],
        paint: { 'line-color': c.border },
      },
      {
        id: `${name}-point`,
        type: 'circle',
        source: SOURCE,
        'source-layer': name,
        filter: ['==', ['geometry-type'], 'Point'],
        paint: { 'circle-radius': 3, 'circle-color': c.dot },
      },
    ]),
  ];
}

function fileParts(baseUrl: string, file: BasemapFile, theme: MapTheme): BasemapParts {
  const name = encodeURIComponent(file.name);
  const common = {
    ...(file.minzoom !== undefined ? { minzoom: file.minzoom } : {}),
    ...(file.maxzoom !== undefined ? { maxzoom: file.maxzoom } : {}),
    ...(file.bounds ? { bounds: file.bounds } : {}),
    ...(file.attribution ? { attribution: file.attribution } : {}),
  };
  let source: SourceSpecification;
  if (file.container === 'pmtiles') {
    ensurePmtilesProtocol();
    const url = `pmtiles://${baseUrl}/basemaps/${name}`;
    source = file.kind === 'vector' ? { type: 'vector', url, ...common } : { type: 'raster', url, tileSize: 256, ...common };
  } else {
    const tiles = [`${baseUrl}/basemaps/${name}/{z}/{x}/{y}.${file.format ?? 'png'}`];
    source = file.kind === 'vector' ? { type: 'vector', tiles, ...common } : { type: 'raster', tiles, tileSize: 256, ...common };
  }
  if (file.kind === 'raster') {
    return { sources: { [SOURCE]: source }, layers: [{ id: 'raster', type: 'raster', source: SOURCE }] };
  }
  const layers = file.protomaps
    ? (protomapsLayers(SOURCE, namedFlavor(theme), { lang: 'en' }) as LayerSpecification[])
    : genericVectorLayers(file.layers ?? [], theme);
  return { sources: { [SOURCE]: source }, layers };
}

async function onlineParts(option: Extract<BasemapOption, { source: 'online' }>, signal?: AbortSignal): Promise<BasemapParts> {
  const b = option.online;
  if (b.tiles?.length) {
    return {
      sources: { online: { type: 'raster', tiles: b.tiles, tileSize: 256, ...(b.attribution ? { attribution: b.attribution } : {}) } },
      layers: [{ id: 'raster', type: 'raster', source: 'online' }],
    };
  }
  const res = await fetch(b.style_url ?? '', { signal });
  if (!res.ok) throw new Error(`The style of ${b.name} did not load (HTTP ${res.status})`);
  const style = (await res.json()) as StyleSpecification;
  const sources = Object.fromEntries(
    Object.entries(style.sources).map(([id, s]) => [
      id,
      b.attribution && 'attribution' in s && !s.attribution ? { ...s, attribution: b.attribution } : s,
    ]),
  ) as Record<string, SourceSpecification>;
  return {
    sources,
    layers: style.layers,
    ...(style.glyphs ? { glyphs: style.glyphs } : {}),
    ...(style.sprite ? { sprite: style.sprite } : {}),
  };
}

export async function basemapParts(option: BasemapOption, baseUrl: string, theme: MapTheme, signal?: AbortSignal): Promise<BasemapParts> {
  if (option.source === 'default') return defaultBasemapParts(baseUrl, theme);
  if (option.source === 'file') {
    if (option.error || !option.file.kind) throw new Error(option.error ?? `${option.file.name} cannot be read`);
    return fileParts(baseUrl, option.file, theme);
  }
  return onlineParts(option, signal);
}
