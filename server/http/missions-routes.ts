import { z } from 'zod';
import type { Router } from '../context';
import { MissionCreateSchema, MissionListQuerySchema, MissionPatchSchema } from '../../src/lib/contract/missions';
import { listAllTeamMissions, pageTeamMissions } from '../domain/missions/mission-repository';
import * as missions from '../domain/missions/mission-service';
import { doc } from './route-docs';
import { parse } from './validate';

const tags = ['missions'];
const auth = 'flights' as const;
const IdParams = z.object({ id: z.string().min(1) });
const MISSION = 'The Mission object (route included)';

export const missionsRouter: Router = (app, ctx) => {
  const { db } = ctx;
  ctx.auth.protect(app, 'flights');

  app.post(
    '/v1/mission',
    { config: doc({ summary: 'Create a mission', tags, auth, body: MissionCreateSchema, response: MISSION }) },
    async (request, reply) => {
      const input = parse(MissionCreateSchema, request.body);
      reply.status(201);
      return missions.createMission(db, request.caller, input);
    },
  );

  app.get(
    '/v1/mission',
    {
      config: doc({
        summary: "List the team's missions",
        tags,
        auth,
        query: MissionListQuerySchema,
        response:
          'With no query parameter: a plain array of every Mission. With any: {items: Mission[], nextToken: string|null}, newest first. `name` (substring search) is an extension.',
      }),
    },
    async (request) => {
      const raw = (request.query ?? {}) as Record<string, unknown>;
      // Spec: the shape depends on whether ANY query parameter was sent.
      if (Object.keys(raw).length === 0) return listAllTeamMissions(db, request.caller.teamId);
      return pageTeamMissions(db, request.caller.teamId, parse(MissionListQuerySchema, raw));
    },
  );

  app.get('/v1/mission/:id', { config: doc({ summary: 'Get a mission', tags, auth, response: MISSION }) }, async (request) => {
    const { id } = parse(IdParams, request.params);
    return missions.requireMission(db, request.caller.teamId, id);
  });

  app.patch(
    '/v1/mission/:id',
    {
      config: doc({
        summary: 'Change the given fields of a mission',
        tags,
        auth,
        body: MissionPatchSchema,
        response: `The full updated ${MISSION}`,
      }),
    },
    async (request) => {
      const { id } = parse(IdParams, request.params);
      const patch = parse(MissionPatchSchema, request.body);
      return missions.patchMission(db, request.caller.teamId, id, patch);
    },
  );

  app.delete(
    '/v1/mission/:id',
    { config: doc({ summary: 'Delete a mission', tags, auth, response: `The deleted ${MISSION}` }) },
    async (request) => {
      const { id } = parse(IdParams, request.params);
      return missions.deleteMission(db, request.caller.teamId, id, { keeper: ctx.trash, caller: request.caller });
    },
  );
};
