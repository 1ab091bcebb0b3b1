// Published UAS geozone files read as they are: EUROCAE ED-269 (a `UASZoneList`, or the Swiss
// feed's FeatureCollection-like list whose geometry is an array of volumes), ED-318 (a GeoJSON
// FeatureCollection whose geometry carries a `layer` with its limits) and the FAA UAS Facility Map
// (ArcGIS GeoJSON grid cells with a CEILING in feet). Each zone keeps its name, restriction,
// lower/upper limit with its reference, validity and source; a limit the file does not give is
// "not stated". Zones become no-fly areas whose floor/ceiling the route check reads in the zone's
// own reference (`altitudeReference`).
import type { GeoFeature } from '@/lib/contract/geojson';
import { ImportError } from '@/lib/mission-files/import-error';

export interface GeozoneSummary {
  name: string;
  restriction: string;
  lower: string;
  upper: string;
  validity: string;
}

export interface GeozoneImport {
  format: 'ED-269' | 'ED-318' | 'FAA UAS Facility Map';
  features: GeoFeature[];
  zones: GeozoneSummary[];
  source: { fileName: string; publisher: string; date: string };
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
const num = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined;
/** ED-318's multilingual text: English first, else the first given. */
const text = (v: unknown): string | undefined => {
  if (typeof v === 'string') return str(v);
  const list = arr(v).filter(isObj);
  const en = list.find((t) => String(t.lang).startsWith('en')) ?? list[0];
  return en ? str(en.text) : undefined;
};
const FT = 0.3048;
/** ED-269/318 write 99999 for "no upper limit". */
const NO_CEILING = 99999;
const REFS: Record<string, 'AGL' | 'AMSL' | 'WGS84'> = { AGL: 'AGL', SFC: 'AGL', AMSL: 'AMSL', MSL: 'AMSL', WGS84: 'WGS84', STD: 'AMSL' };

const RESTRICTION_WORDS: Record<string, string> = {
  PROHIBITED: 'Prohibited',
  REQ_AUTHORISATION: 'Requires authorisation',
  REQ_AUTHORIZATION: 'Requires authorisation',
  CONDITIONAL: 'Conditional',
  NO_RESTRICTION: 'No restriction',
};

interface Limits {
  lower?: number;
  lowerRef?: string;
  upper?: number;
  upperRef?: string;
  uom?: string;
}

function limitText(v: number | undefined, ref: string | undefined, uom: string | undefined, what: 'lower' | 'upper'): string {
  if (v === undefined) return 'not stated';
  if (what === 'upper' && v >= NO_CEILING) return `no upper limit (${v}${ref ? ` ${ref}` : ''})`;
  const unit = uom?.toUpperCase() === 'FT' ? 'ft' : 'm';
  return `${v} ${unit}${ref ? ` ${ref}` : ' (reference not stated)'}`;
}

/** A zone as a no-fly area: its band in metres and one reference for the check (the ceiling's, else the floor's). */
function zoneFeature(
  geometry: unknown,
  id: string | undefined,
  name: string,
  restriction: string,
  l: Limits,
  validity: string,
  source: string,
): GeoFeature | undefined {
  if (!isObj(geometry) || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')) return undefined;
  const m = (v: number | undefined) => (v === undefined ? undefined : l.uom?.toUpperCase() === 'FT' ? Math.round(v * FT * 100) / 100 : v);
  const lowerRef = l.lowerRef ? REFS[l.lowerRef.toUpperCase()] : undefined;
  const upperRef = l.upperRef ? REFS[l.upperRef.toUpperCase()] : undefined;
  // From the ground (0 AGL) is no floor at all; 99999 is no ceiling.
  const floor = l.lower !== undefined && !(l.lower === 0 && lowerRef === 'AGL') ? m(l.lower) : undefined;
  const ceiling = l.upper !== undefined && l.upper < NO_CEILING ? m(l.upper) : undefined;
  const ref = ceiling !== undefined ? upperRef : floor !== undefined ? lowerRef : undefined;
  const properties: Obj = {
    geofence: 'exclusion',
    name,
    ...(id ? { identifier: id } : {}),
    restriction,
    lowerLimit: limitText(l.lower, l.lowerRef, l.uom, 'lower'),
    upperLimit: limitText(l.upper, l.upperRef, l.uom, 'upper'),
    validity,
    source,
    ...(floor !== undefined ? { floor } : {}),
    ...(ceiling !== undefined ? { ceiling } : {}),
    ...(ref ? { altitudeReference: ref } : {}),
  };
  return { type: 'Feature', properties, geometry } as unknown as GeoFeature;
}

function validityOf(applicability: unknown): string {
  const a = arr(applicability).filter(isObj);
  if (!a.length) return 'not stated';
  return a
    .map((x) =>
      x.permanent === 'YES'
        ? 'permanent'
        : [str(x.startDateTime) && `from ${String(x.startDateTime)}`, str(x.endDateTime) && `until ${String(x.endDateTime)}`]
            .filter(Boolean)
            .join(' ') || 'not stated',
    )
    .join('; ');
}

function summary(f: GeoFeature): GeozoneSummary {
  const p = f.properties as Obj;
  return {
    name: String(p.name),
    restriction: String(p.restriction),
    lower: String(p.lowerLimit),
    upper: String(p.upperLimit),
    validity: String(p.validity),
  };
}

/** An ED-269 zone list (either shape). */
function ed269(fileName: string, zones: unknown[], publisher: string, date: string): GeozoneImport {
  const features: GeoFeature[] = [];
  zones.filter(isObj).forEach((z, i) => {
    const name = text(z.name) ?? str(z.identifier) ?? `Zone ${i + 1}`;
    const restriction = RESTRICTION_WORDS[String(z.restriction)] ?? str(z.restriction) ?? 'not stated';
    const validity = validityOf(z.applicability);
    const volumes = arr(z.geometry).filter(isObj);
    volumes.forEach((v, k) => {
      const f = zoneFeature(
        v.horizontalProjection,
        str(z.identifier),
        volumes.length > 1 ? `${name} (volume ${k + 1})` : name,
        restriction,
        {
          lower: num(v.lowerLimit),
          lowerRef: str(v.lowerVerticalReference),
          upper: num(v.upperLimit),
          upperRef: str(v.upperVerticalReference),
          uom: str(v.uomDimensions),
        },
        validity,
        fileName,
      );
      if (f) features.push(f);
    });
  });
  return { format: 'ED-269', features, zones: features.map(summary), source: { fileName, publisher, date } };
}

/** Reads a geozone file, or undefined when the JSON is none of the three (plain GeoJSON goes its own way). */
export function readGeozones(fileName: string, json: unknown): GeozoneImport | undefined {
  if (!isObj(json)) return undefined;
  if (Array.isArray(json.UASZoneList)) {
    const authority = arr(arr(json.UASZoneList).filter(isObj)[0]?.zoneAuthority).filter(isObj)[0];
    return ed269(fileName, json.UASZoneList, text(authority?.name) ?? 'not stated', str(json.createdAt) ?? 'not stated');
  }
  const features = arr(json.features).filter(isObj);
  if (
    features.length &&
    features.every((f) => Array.isArray(f.geometry) && arr(f.geometry).some((g) => isObj(g) && 'horizontalProjection' in g))
  ) {
    const title = str(json.title) ?? '';
    const date = /\d{4}-\d{2}-\d{2}T[\d:+-]+/.exec(title)?.[0] ?? 'not stated';
    const authority = arr(features[0]?.zoneAuthority).filter(isObj)[0];
    return ed269(fileName, features, title.split(' - ')[0] || text(authority?.name) || 'not stated', date);
  }
  if (features.length && features.some((f) => isObj(f.geometry) && isObj(f.geometry.layer))) {
    const meta = isObj(json.metadata) ? json.metadata : {};
    const out: GeoFeature[] = [];
    features.forEach((f, i) => {
      const p = isObj(f.properties) ? f.properties : {};
      const g = f.geometry as Obj;
      const layer = g.layer as Obj;
      const { layer: _l, ...geometry } = g;
      const feat = zoneFeature(
        geometry,
        str(p.identifier),
        text(p.name) ?? str(p.identifier) ?? `Zone ${i + 1}`,
        RESTRICTION_WORDS[String(p.type)] ?? str(p.type) ?? 'not stated',
        {
          lower: num(layer.lower),
          lowerRef: str(layer.lowerReference),
          upper: num(layer.upper),
          upperRef: str(layer.upperReference),
          uom: str(layer.uom),
        },
        validityOf(p.limitedApplicability ?? p.applicability) === 'not stated' && str(meta.validFrom)
          ? `from ${String(meta.validFrom)}`
          : validityOf(p.limitedApplicability ?? p.applicability),
        fileName,
      );
      if (feat) out.push(feat);
    });
    return {
      format: 'ED-318',
      features: out,
      zones: out.map(summary),
      source: { fileName, publisher: text(meta.provider) ?? 'not stated', date: str(meta.issued) ?? 'not stated' },
    };
  }
  if (features.length && features.every((f) => isObj(f.properties) && 'CEILING' in f.properties)) {
    // A UAS facility map cell: LAANC may authorise up to CEILING ft above ground; above it, no.
    const out: GeoFeature[] = [];
    features.forEach((f, i) => {
      const p = f.properties as Obj;
      const airport = [str(p.APT1_ICAO), str(p.APT1_NAME)].filter(Boolean).join(' ');
      const ceiling = num(p.CEILING);
      const feat = zoneFeature(
        f.geometry,
        str(p.OBJECTID) ?? (num(p.OBJECTID) !== undefined ? String(p.OBJECTID) : undefined),
        `${airport || 'UAS facility map'} grid ${String(p.OBJECTID ?? i + 1)}`,
        ceiling === 0 ? 'No LAANC authorisation (ceiling 0 ft)' : `LAANC authorisation up to ${ceiling} ft AGL`,
        // The no-fly part of the cell is above its ceiling: a floor at the ceiling, no upper limit stated.
        { lower: ceiling, lowerRef: 'AGL', uom: 'FT' },
        str(p.MAP_EFF) ? `effective ${String(p.MAP_EFF)}` : 'not stated',
        fileName,
      );
      if (feat) {
        // 0 ft AGL is the ground: the whole cell is closed without authorisation.
        out.push(feat);
      }
    });
    const dates = [...new Set(features.map((f) => str((f.properties as Obj).MAP_EFF)).filter(Boolean))];
    return {
      format: 'FAA UAS Facility Map',
      features: out,
      zones: out.map(summary),
      source: { fileName, publisher: 'FAA', date: dates.join(', ') || 'not stated' },
    };
  }
  return undefined;
}

/** A geozone file with no zone the map can draw says so instead of importing nothing. */
export function requireZones(r: GeozoneImport): GeozoneImport {
  if (!r.features.length) throw new ImportError(`the ${r.format} file has no zone with a polygon`, '$', r.source.fileName);
  return r;
}

/** Beyond this a geozone file is probably not the one for this task (a national feed covers ~300 km). */
export const FAR_FROM_TASK_KM = 50;

/** Kilometres from the task's location to the nearest imported zone corner, when more than FAR_FROM_TASK_KM. */
export function farFromTask(r: GeozoneImport, task: { lat?: unknown; lng?: unknown }): number | undefined {
  const lat = num(task.lat),
    lng = num(task.lng);
  if (lat === undefined || lng === undefined) return undefined;
  let best = Infinity;
  const visit = (c: unknown): void => {
    if (Array.isArray(c) && typeof c[0] === 'number' && typeof c[1] === 'number') {
      const dLat = ((c[1] - lat) * Math.PI) / 180,
        dLng = ((c[0] - lng) * Math.PI) / 180;
      const a = Math.sin(dLat / 2) ** 2 + Math.cos((lat * Math.PI) / 180) * Math.cos((c[1] * Math.PI) / 180) * Math.sin(dLng / 2) ** 2;
      best = Math.min(best, 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a))));
    } else if (Array.isArray(c)) c.forEach(visit);
  };
  for (const f of r.features) visit((f.geometry as { coordinates?: unknown }).coordinates);
  return best > FAR_FROM_TASK_KM && Number.isFinite(best) ? best : undefined;
}
