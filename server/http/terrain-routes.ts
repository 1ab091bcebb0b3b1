import type { Router } from '../context';
import { ElevationRequestSchema } from '../../src/lib/contract/terrain';
import { createTerrainService } from '../domain/terrain/terrain-service';
import { doc } from './route-docs';
import { parse } from './validate';

const tags = ['terrain'];
const auth = 'flights' as const;

/**
 * Terrain elevation (extension): the operator's elevation model, sampled at mission waypoints so
 * terrain-relative heights can be converted and the take-off ground elevation is known.
 */
export const terrainRouter: Router = (app, ctx) => {
  const terrain = createTerrainService(ctx.config.basemapsDir);
  app.addHook('onClose', () => terrain.close());
  ctx.auth.protect(app, 'flights');

  app.get(
    '/v1/terrain',
    {
      config: doc({
        summary: 'Whether an elevation model is installed',
        tags,
        auth,
        extension: true,
        response: '{available: boolean, name?, encoding?: "mapbox"|"terrarium", maxZoom?}',
      }),
    },
    () => terrain.info(),
  );

  app.post(
    '/v1/terrain/elevation',
    {
      config: doc({
        summary: 'Ground elevation at points',
        tags,
        auth,
        extension: true,
        body: ElevationRequestSchema,
        response: '{elevations: (number|null)[] (m above mean sea level, null outside the model), model: string}; 404 without a model',
      }),
    },
    (request) => terrain.elevations(parse(ElevationRequestSchema, request.body).points),
  );
};
