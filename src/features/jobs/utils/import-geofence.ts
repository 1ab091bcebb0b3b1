import type { GeoFeature, GeoFeatureCollection } from '@/lib/contract/geojson';
import { FeatureCollectionSchema } from '@/lib/contract/geojson';
import { geofenceFromPlan } from '@/lib/mission-files/import-qgc-plan';
import { ImportError } from '@/lib/mission-files/import-error';
import { kmlGeofence } from './kml-geofence';
import { readGeozones, requireZones, type GeozoneImport } from './geozone-files';

export interface FenceImport {
  fence: GeoFeatureCollection;
  /** What the user should know (circles turned into polygons, KML areas taken as allowed areas). */
  notes: string[];
  /** A published geozone file: its zones and where it comes from. */
  geozones?: GeozoneImport;
}

const SUPPORTED = new Set(['Polygon', 'LineString', 'Point']);

/** A geofence from a GeoJSON, KML or QGroundControl .plan file, through the mission-file parsers. */
export function importGeofence(fileName: string, text: string): FenceImport {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.kml')) {
    const { fence, counts } = kmlGeofence(fileName, text);
    const parts = [
      counts.areas && `${counts.areas} polygon(s) as allowed areas (switch any to a no-fly zone in the list)`,
      counts.obstacles && `${counts.obstacles} line(s) as obstacles`,
      counts.points && `${counts.points} point(s)`,
    ].filter(Boolean);
    return { fence, notes: [`From the KML: ${parts.join(', ')}.`] };
  }
  const json = parseJson(fileName, text);
  if (lower.endsWith('.plan')) {
    const fence = geofenceFromPlan((json as { geoFence?: unknown }).geoFence) as unknown as GeoFeatureCollection | undefined;
    if (!fence) throw new ImportError('the plan has no geofence', '$.geoFence', fileName);
    const circles = fence.features.filter((f) => f.properties?.circle).length;
    return { fence, notes: circles ? [`${circles} circle(s) became 64-sided polygons: the geofence format has no circles.`] : [] };
  }
  const zones = readGeozones(fileName, json);
  if (zones) {
    requireZones(zones);
    return {
      fence: { type: 'FeatureCollection', features: zones.features },
      notes: [`${zones.format} file: ${zones.features.length} zone(s) as no-fly areas, limits in each zone's own reference.`],
      geozones: zones,
    };
  }
  const parsed = FeatureCollectionSchema.safeParse(json);
  if (!parsed.success)
    throw new ImportError(
      'expected a GeoJSON FeatureCollection, an ED-269 or ED-318 geozone file, or an FAA UAS facility map',
      '$',
      fileName,
    );
  const all = parsed.data.features as unknown as GeoFeature[];
  const features = all.filter((f) => SUPPORTED.has(f.geometry.type));
  const skipped = all.length - features.length;
  return {
    fence: { type: 'FeatureCollection', features },
    notes: skipped ? [`${skipped} feature(s) of other geometry types were left out.`] : [],
  };
}

/** The file's JSON, or an ImportError that says so in words (the parser's own text names no file). */
function parseJson(fileName: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ImportError('not valid JSON (expected GeoJSON, or a QGroundControl .plan, or a KML file)', undefined, fileName);
  }
}
