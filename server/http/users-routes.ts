import type { Router } from '../context';
import { listTeamMembers } from '../domain/users/team-members';
import { doc } from './route-docs';

/**
 * `GET /v1/users`, an extension: the spec has no member list, but a job's assignees must be
 * members of the caller's team. Read-only, team-scoped, behind the jobs credential.
 */
export const usersRouter: Router = (app, ctx) => {
  app.addHook('preHandler', ctx.auth.require('jobs'));
  app.get(
    '/v1/users',
    {
      config: doc({
        summary: "Members of the caller's team (for assignee pickers)",
        tags: ['users'],
        auth: 'jobs',
        extension: true,
        response: 'Array of {id, username, displayName, role, teamId}',
      }),
    },
    async (request) => listTeamMembers(ctx.db, request.caller.teamId),
  );
};
