// Terrain elevation (extension of the reference service): an operator elevation model sampled at
// points. Not in the spec; the dashboard works without it and says so.
import { z } from 'zod';

export const TerrainInfoSchema = z.object({
  available: z.boolean(),
  /** The model's file name, for "ground from <file>". */
  name: z.string().optional(),
  encoding: z.enum(['mapbox', 'terrarium']).optional(),
  maxZoom: z.number().optional(),
});
export type TerrainInfo = z.infer<typeof TerrainInfoSchema>;

export const MAX_TERRAIN_POINTS = 20_000;

export const ElevationRequestSchema = z.object({
  points: z
    .array(
      z.object({
        lat: z
          .number()
          .finite()
          .min(-85.05, 'latitude must be within ±85.05 (web mercator)')
          .max(85.05, 'latitude must be within ±85.05 (web mercator)'),
        lng: z.number().finite().min(-180, 'longitude must be within ±180').max(180, 'longitude must be within ±180'),
      }),
    )
    .min(1, 'points must hold at least one point')
    .max(MAX_TERRAIN_POINTS, `at most ${MAX_TERRAIN_POINTS} points per request`),
});

/** Ground elevation above mean sea level (EGM96), m, per point; null where the model has no data. */
export const ElevationResponseSchema = z.object({
  elevations: z.array(z.number().nullable()),
  model: z.string(),
});
export type ElevationResponse = z.infer<typeof ElevationResponseSchema>;
