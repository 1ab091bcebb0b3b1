import type { Map as MapLibreMap } from 'maplibre-gl';
import { createRequire } from 'node:module';
import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { feature } from 'topojson-client';
import { booleanPointInPolygon } from '@turf/turf';
import { DEFAULT_COLORS } from '../../src/lib/map/basemaps/default-style';

const require = createRequire(import.meta.url);
type Poly = GeoJSON.Polygon | GeoJSON.MultiPolygon;

/** Land and lakes as the bundled data has them, for the area around a point (the test's truth). */
export function truthAround(lng: number, lat: number, radius = 1) {
  // A polygon is near when its bounding box reaches the area: an inland point (Zürich) lies deep
  // inside a continent whose outline has no vertex close by.
  const near = (ring: number[][]) => {
    const xs = ring.map(([x = 0]) => x);
    const ys = ring.map(([, y = 0]) => y);
    return (
      lng > Math.min(...xs) - radius && lng < Math.max(...xs) + radius && lat > Math.min(...ys) - radius && lat < Math.max(...ys) + radius
    );
  };
  const landTopo = require('world-atlas/land-10m.json');
  const land = feature(landTopo, landTopo.objects.land) as GeoJSON.FeatureCollection<Poly>;
  const landPolys = land.features
    .flatMap((f) => (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates))
    .filter((p) => p[0] && near(p[0]));
  const lakes = (require('@geo-maps/earth-lakes-1km/map.geo.json') as { geometries: { coordinates: number[][][][] }[] }).geometries
    .flatMap((g) => g.coordinates)
    .filter((p) => p[0] && near(p[0]));
  const inAny = (polys: number[][][][], pt: [number, number]) =>
    polys.some((p) => booleanPointInPolygon(pt, { type: 'Polygon', coordinates: p }));
  return (pt: [number, number]): 'land' | 'water' => (inAny(landPolys, pt) && !inAny(lakes, pt) ? 'land' : 'water');
}

const hex = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const dist = (a: number[], b: number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);

/**
 * Samples a grid of the map's canvas: the screenshot's pixel at each point is classed as the
 * default basemap's land or water colour, and compared with what the data says is there.
 */
export async function sampleLandWater(map: Locator, truth: (pt: [number, number]) => 'land' | 'water') {
  const { points, theme } = await map.evaluate((el) => {
    const m = (el as HTMLElement & { maplibre: MapLibreMap }).maplibre;
    const { width, height } = el.getBoundingClientRect();
    const out: { x: number; y: number; lng: number; lat: number }[] = [];
    for (let i = 1; i < 12; i++)
      for (let j = 2; j < 9; j++) {
        const x = Math.round((width * i) / 12);
        const y = Math.round((height * j) / 10);
        const ll = m.unproject([x, y]);
        out.push({ x, y, lng: ll.lng, lat: ll.lat });
      }
    return { points: out, theme: document.documentElement.dataset.theme === 'light' ? 'light' : 'dark' };
  });
  const png = await map.screenshot();
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const palette = DEFAULT_COLORS[theme as 'dark' | 'light'];
  let land = 0;
  let water = 0;
  let matched = 0;
  for (const p of points) {
    const o = (p.y * info.width + p.x) * info.channels;
    const px = [data[o]!, data[o + 1]!, data[o + 2]!];
    const seen = dist(px, hex(palette.land)) < dist(px, hex(palette.water)) ? 'land' : 'water';
    const want = truth([p.lng, p.lat]);
    if (want === 'land') land++;
    else water++;
    if (seen === want) matched++;
  }
  return { land, water, ratio: matched / points.length };
}

/** The RGB of the map's pixel at a fraction of its width and height (0.5, 0.5: the centre). */
export async function pixelAt(map: Locator, fx: number, fy: number): Promise<number[]> {
  const png = await map.screenshot();
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const o = (Math.floor(info.height * fy) * info.width + Math.floor(info.width * fx)) * info.channels;
  return [data[o]!, data[o + 1]!, data[o + 2]!];
}

/** The RGB of the map's centre pixel. */
export function centrePixel(map: Locator): Promise<number[]> {
  return pixelAt(map, 0.5, 0.5);
}
