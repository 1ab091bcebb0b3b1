import type { Router } from '../context';
import { listTeamDevices, toDevice } from '../domain/devices/device-repository';
import { doc } from './route-docs';

/** Device registry (extension): the spec names devices but shows no way to list them. */
export const devicesRouter: Router = (app, ctx) => {
  ctx.auth.protect(app, 'streams');
  app.get(
    '/v1/devices',
    {
      config: doc({
        summary: "List the caller's team's devices",
        tags: ['devices'],
        auth: 'streams',
        extension: true,
        response: 'Array of {id, name, type (drone|dock|camera), model, serial, streamKey, sourceUrl?}',
      }),
    },
    async (request) => listTeamDevices(ctx.db, request.caller.teamId).map(toDevice),
  );
};
