import { z } from 'zod';
import { GEOFENCE_FEATURES_MAX, GEOFENCE_VERTICES_MAX, LABEL_MAX, boundedText } from './limits';

/**
 * GeoJSON of a task context: a FeatureCollection of Polygon, Point and LineString features
 * with [lng, lat] or [lng, lat, alt] positions. Unknown members (e.g. `name`, `crs`) are kept,
 * because the context is stored verbatim.
 */

export const GEOFENCE_KINDS = ['inclusion', 'exclusion'] as const;
export type GeofenceKind = (typeof GEOFENCE_KINDS)[number];

export type Position = number[];

/** Why a position is unusable, or undefined when it is fine. */
export function positionProblem(p: unknown): string | undefined {
  if (!Array.isArray(p) || p.length < 2 || p.length > 3) return 'a position is [lng, lat] or [lng, lat, alt]';
  if (!p.every((n) => typeof n === 'number' && Number.isFinite(n))) return 'position values must be numbers';
  const [lng, lat] = p as number[];
  if ((lng as number) < -180 || (lng as number) > 180) return 'longitude must be within ±180';
  if ((lat as number) < -90 || (lat as number) > 90) return 'latitude must be within ±90';
  return undefined;
}

const samePosition = (a: Position, b: Position) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Every problem of a geometry's coordinates, reported against `coordinates`. */
function coordinateProblems(type: 'Point' | 'LineString' | 'Polygon', coords: unknown): string[] {
  const problems: string[] = [];
  const check = (p: unknown, where: string) => {
    const problem = positionProblem(p);
    if (problem) problems.push(`${where}: ${problem}`);
  };
  if (type === 'Point') {
    check(coords, 'point');
    return problems;
  }
  if (!Array.isArray(coords)) return ['coordinates must be an array'];
  if (type === 'LineString') {
    if (coords.length < 2) problems.push('a LineString needs at least 2 positions');
    coords.forEach((p, i) => check(p, `position ${i}`));
    return problems;
  }
  if (coords.length < 1) return ['a Polygon needs at least one ring'];
  coords.forEach((ring: unknown, r) => {
    if (!Array.isArray(ring)) return problems.push(`ring ${r} must be an array of positions`);
    ring.forEach((p, i) => check(p, `ring ${r} position ${i}`));
    if (ring.length < 4) problems.push(`ring ${r} needs at least 4 positions (closed)`);
    else if (!samePosition(ring[0] as Position, ring[ring.length - 1] as Position)) {
      problems.push(`ring ${r} is not closed: the first and last positions must be equal`);
    }
    return undefined;
  });
  return problems;
}

const GeometrySchema = z
  .looseObject({
    type: z.enum(['Point', 'LineString', 'Polygon']),
    coordinates: z.unknown(),
  })
  .superRefine((g, ctx) => {
    const problems = coordinateProblems(g.type, g.coordinates);
    if (problems.length) ctx.addIssue({ code: 'custom', path: ['coordinates'], message: problems.slice(0, 3).join('; ') });
  });

const opacity = z.number().min(0, 'Between 0 and 1').max(1, 'Between 0 and 1');
/** The spec's colours are hex; `#rgb` and `#rrggbb` as simplestyle writes them. */
const hexColour = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'A hex colour such as #ff0000');
/**
 * `floor` / `ceiling` (m, in the mission's height reference): an extension of the interface's
 * properties (see docs/decisions.md), a number or a numeric string as older clients wrote it.
 */
const ALTITUDE = 'A height in metres between -1000 and 20000';
const altitude = z.union(
  [
    z.number().finite().min(-1000, ALTITUDE).max(20000, ALTITUDE),
    z
      .string()
      .trim()
      .regex(/^-?\d+(?:\.\d+)?$/),
  ],
  ALTITUDE,
);

/** The ceiling must be above the floor, when an area has both (undefined when fine). */
export function altitudeBandProblem(floor: unknown, ceiling: unknown): string | undefined {
  const f = Number(floor),
    c = Number(ceiling);
  if (floor === undefined || ceiling === undefined || !Number.isFinite(f) || !Number.isFinite(c)) return undefined;
  return c > f ? undefined : 'The ceiling must be above the floor';
}

export const FeaturePropertiesSchema = z
  .looseObject({
    name: boundedText('name', LABEL_MAX).optional(),
    stroke: hexColour.optional(),
    'stroke-width': z.number().min(0, 'Between 0 and 50 px').max(50, 'Between 0 and 50 px').optional(),
    'stroke-opacity': opacity.optional(),
    fill: hexColour.optional(),
    'fill-opacity': opacity.optional(),
    geofence: z.enum(GEOFENCE_KINDS).optional(),
    floor: altitude.optional(),
    ceiling: altitude.optional(),
  })
  .superRefine((p, ctx) => {
    const problem = altitudeBandProblem(p.floor, p.ceiling);
    if (problem) ctx.addIssue({ code: 'custom', path: ['ceiling'], message: problem });
  });

export const FeatureSchema = z.looseObject({
  type: z.literal('Feature'),
  id: z.union([z.string(), z.number()]).optional(),
  properties: FeaturePropertiesSchema.nullable().optional(),
  geometry: GeometrySchema,
});

/** Positions of a geometry, counted without trusting its shape (the geometry check reports that). */
function vertexCount(g: unknown): number {
  const coords = (g as { coordinates?: unknown } | null)?.coordinates;
  if (!Array.isArray(coords)) return 0;
  if (!Array.isArray(coords[0])) return 1; // a Point
  if (!Array.isArray(coords[0][0])) return coords.length; // a LineString
  return coords.reduce((n: number, ring: unknown) => n + (Array.isArray(ring) ? ring.length : 0), 0); // a Polygon
}

export const FeatureCollectionSchema = z
  .looseObject({
    type: z.literal('FeatureCollection'),
    features: z.array(FeatureSchema).max(GEOFENCE_FEATURES_MAX, `features has more than ${GEOFENCE_FEATURES_MAX} areas`),
  })
  .superRefine((fc, ctx) => {
    const vertices = fc.features.reduce((n, f) => n + vertexCount(f.geometry), 0);
    if (vertices > GEOFENCE_VERTICES_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['features'],
        message: `features have ${vertices} vertices; the limit is ${GEOFENCE_VERTICES_MAX}`,
      });
    }
  });

export interface GeoFeature {
  type: 'Feature';
  id?: string | number;
  properties?: {
    name?: string;
    stroke?: string;
    'stroke-width'?: number;
    'stroke-opacity'?: number;
    fill?: string;
    'fill-opacity'?: number;
    geofence?: GeofenceKind;
    floor?: number | string;
    ceiling?: number | string;
    [key: string]: unknown;
  } | null;
  geometry:
    | { type: 'Point'; coordinates: Position }
    | { type: 'LineString'; coordinates: Position[] }
    | { type: 'Polygon'; coordinates: Position[][] };
}

export interface GeoFeatureCollection {
  type: 'FeatureCollection';
  features: GeoFeature[];
  [key: string]: unknown;
}
