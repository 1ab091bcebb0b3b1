import type { GeoFeature, GeoFeatureCollection, Position } from '@/lib/contract/geojson';
import { ImportError } from '@/lib/mission-files/import-error';
import { collectPlacemarks, parseCoords } from '@/lib/mission-files/kml';
import { child, childNodes, parseXml, text, type XmlNode, type XmlValue } from '@/lib/mission-files/xml';
import { newShape } from './geofence-edits';

export interface KmlFenceCounts {
  areas: number;
  obstacles: number;
  points: number;
}

/**
 * Every placemark of a KML as its own geofence shape (QGroundControl #7100 imports only one):
 * polygons become allowed areas (holes kept), lines obstacles, points points, each named after its
 * placemark. The mission importer joins lines into one route instead; a fence needs them apart.
 */
export function kmlGeofence(fileName: string, xml: string): { fence: GeoFeatureCollection; counts: KmlFenceCounts } {
  const root = parseXml(xml, fileName);
  if (!child(root, 'kml')) throw new ImportError('no <kml> root element', 'line 1', fileName);
  const placemarks: XmlNode[] = [];
  collectPlacemarks(child(root, 'kml'), placemarks);
  const features: GeoFeature[] = [];
  const counts: KmlFenceCounts = { areas: 0, obstacles: 0, points: 0 };
  placemarks.forEach((pm, i) => {
    const name = text(pm, 'name')?.trim() || `Placemark ${i + 1}`;
    const where = `${fileName}: Placemark ${i + 1} ("${name}")`;
    const xy = (s: string | undefined, what: string): Position[] => parseCoords(s, `${where} ${what}`).map(([lng, lat]) => [lng, lat]);
    const gather = (n: XmlValue) => {
      for (const g of childNodes(n, 'Polygon')) {
        const outer = xy(text(child(child(g, 'outerBoundaryIs'), 'LinearRing'), 'coordinates'), 'Polygon');
        const ring = outer.slice(0, sameEnds(outer) ? -1 : undefined);
        if (ring.length < 3) throw new ImportError('a polygon needs at least 3 corners', `${where} Polygon`, fileName);
        const shape = newShape('inclusion', ring, name);
        const holes = childNodes(g, 'innerBoundaryIs').map((h) => closed(xy(text(child(h, 'LinearRing'), 'coordinates'), 'hole')));
        if (holes.length && shape.geometry.type === 'Polygon') shape.geometry.coordinates.push(...holes);
        features.push(shape);
        counts.areas++;
      }
      for (const g of childNodes(n, 'LineString')) {
        features.push(newShape('obstacle', xy(text(g, 'coordinates'), 'LineString'), name));
        counts.obstacles++;
      }
      for (const g of childNodes(n, 'Point')) {
        features.push(newShape('point', xy(text(g, 'coordinates'), 'Point').slice(0, 1), name));
        counts.points++;
      }
      for (const mg of childNodes(n, 'MultiGeometry')) gather(mg);
    };
    gather(pm);
  });
  if (!features.length) throw new ImportError('no Point, LineString or Polygon placemarks found', 'kml/Document', fileName);
  return { fence: { type: 'FeatureCollection', features }, counts };
}

const sameEnds = (r: Position[]) => r.length > 1 && r[0]![0] === r.at(-1)![0] && r[0]![1] === r.at(-1)![1];
const closed = (r: Position[]) => (sameEnds(r) ? r : [...r, r[0]!]);
