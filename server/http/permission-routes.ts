import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ServiceContext } from '../context';
import type { Caller } from '../domain/identity/tokens';
import { FlightSelectionSchema } from '../../src/lib/contract/flights';
import { ChannelPatchSchema } from '../../src/lib/contract/channels';
import type { Action } from '../../src/lib/contract/permissions';
import { requireForOwned, requirePermission } from '../domain/permissions/require-permission';
import { routeMatches, withHook, type RouteRule } from './route-match';
import type { RouteDoc } from './route-docs';

/**
 * The permission policy of the REST routes, applied from this one table (as no-store and rate
 * limits are): a preHandler after the route's credential check and before its handler, so the
 * handlers stay about their work. The rules are those of `src/lib/contract/permissions.ts`; the
 * media drive's GraphQL mutations get the same rules from `graphql/media-permissions.ts`.
 */
interface PermissionRule extends RouteRule {
  check(request: FastifyRequest, ctx: ServiceContext): void;
}

const what = (r: FastifyRequest) => `${r.method} ${r.routeOptions.url ?? r.url.split('?')[0]}`;
const param = (r: FastifyRequest, name: string) => (r.params as Record<string, string | undefined>)[name];

/** The owner of one row of the caller's team; undefined when there is none (the handler answers its 404). */
function ownerOf(ctx: ServiceContext, table: 'missions' | 'jobs' | 'tasks', id: string | undefined, teamId: string): string | undefined {
  if (!id) return undefined;
  const row = ctx.db.prepare(`SELECT owner_id FROM ${table} WHERE id = ? AND team_id = ?`).pluck().get(id, teamId);
  return typeof row === 'string' ? row : undefined;
}

function ownedDelete(table: 'missions' | 'jobs' | 'tasks', idParam: string, action: Action, targetType: string) {
  return (request: FastifyRequest, ctx: ServiceContext) => {
    const id = param(request, idParam);
    const ownerId = ownerOf(ctx, table, id, request.caller.teamId);
    if (ownerId === undefined) return;
    requirePermission(ctx.db, request.caller, action, { what: what(request), targetType, targetIds: id ? [id] : [] }, { ownerId });
  };
}

const simple =
  (action: Action, targetType: string) =>
  (request: FastifyRequest, ctx: ServiceContext): void =>
    requirePermission(ctx.db, request.caller, action, { what: what(request), targetType });

export const PERMISSION_ROUTES: PermissionRule[] = [
  {
    method: 'DELETE',
    url: '/v1/flights',
    check(request, ctx) {
      const selection = FlightSelectionSchema.safeParse(request.body ?? {});
      // The handler names a bad field (allSelected without filters too): a 400 comes before a 403.
      if (!selection.success || (selection.data.allSelected && !selection.data.filters)) return;
      const attempt = { what: what(request), targetType: 'flight-log' };
      if (selection.data.allSelected) return requirePermission(ctx.db, request.caller, 'flights.deleteByFilter', attempt);
      const ids = selection.data.items ?? [];
      if (!ids.length) return;
      const others = ctx.db
        .prepare(
          `SELECT id FROM flight_logs WHERE team_id = ? AND owner_id != ? AND id IN (SELECT value FROM json_each(?)) LIMIT ${ids.length}`,
        )
        .pluck()
        .all(request.caller.teamId, request.caller.userId, JSON.stringify(ids)) as string[];
      const detail = others.length ? `${others.length} of the ${ids.length} selected logs are someone else's.` : undefined;
      requireForOwned(ctx.db, request.caller, 'flights.delete', { ...attempt, targetIds: others, detail }, others.length);
    },
  },
  { method: 'DELETE', url: '/v1/mission/:id', check: ownedDelete('missions', 'id', 'missions.delete', 'mission') },
  { method: 'DELETE', url: '/v1/job/:jobId', check: ownedDelete('jobs', 'jobId', 'jobs.delete', 'job') },
  { method: 'DELETE', url: '/v1/task/:taskId', check: ownedDelete('tasks', 'taskId', 'tasks.delete', 'task') },
  { method: 'GET', url: '/v1/job/team', check: simple('jobs.listTeam', 'job') },
  {
    method: 'PATCH',
    url: '/v1/channels/:id',
    check(request, ctx) {
      const patch = ChannelPatchSchema.safeParse(request.body ?? {});
      if (!patch.success || patch.data.isPublic !== true) return; // unsharing only ever narrows who sees
      const id = param(request, 'id');
      requirePermission(ctx.db, request.caller, 'channels.sharePublic', {
        what: what(request),
        targetType: 'channel',
        targetIds: id ? [id] : [],
      });
    },
  },
  { method: 'POST', url: '/v1/streams/to/start', check: simple('streams.relayExternal', 'stream') },
  { method: 'POST', url: '/v1/displays', check: simple('displays.manage', 'display') },
  { method: 'DELETE', url: '/v1/displays/:id', check: simple('displays.manage', 'display') },
  { method: 'DELETE', url: '/v1/trash/:id', check: simple('trash.purge', 'trash') },
  { method: 'GET', url: '/v1/audit', check: simple('audit.read', 'audit') },
  { method: 'GET', url: '/v1/audit/export.csv', check: simple('audit.read', 'audit') },
];

/**
 * Writes a viewer may still make because they only read or watch: a ZIP of logs, ground
 * elevations, a viewer token, a stream's state, and starting a device's own live stream to
 * watch it (one shared ingest per device; stopping it is a write). GraphQL checks per mutation.
 */
const VIEWER_POSTS: RouteRule[] = [
  { method: 'POST', url: '/v1/flights/download' },
  { method: 'POST', url: '/v1/terrain/elevation' },
  { method: 'POST', url: '/v1/streams/external/token' },
  { method: 'POST', url: '/v1/streams/api/status' },
  { method: 'POST', url: '/v1/streams/api/:deviceId/start' },
  { method: 'POST', url: '/graphql' },
];

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isWrite(route: { method: string | string[]; url: string; config?: unknown }): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const doc = (route.config as { doc?: RouteDoc } | undefined)?.doc;
  if (!doc || doc.auth === 'public') return false;
  if (!methods.some((m) => WRITE_METHODS.has(m))) return false;
  return !VIEWER_POSTS.some((r) => routeMatches(r, route));
}

/** A caller is set by the route's own credential check; a route without one has no policy. */
const callerOf = (request: FastifyRequest): Caller | undefined => (request as { caller?: Caller }).caller;

export function installPermissions(app: FastifyInstance, ctx: ServiceContext): void {
  app.addHook('onRoute', (route) => {
    const rules = PERMISSION_ROUTES.filter((r) => routeMatches(r, route));
    const write = isWrite(route);
    if (!rules.length && !write) return;
    const hook: preHandlerAsyncHookHandler = async (request) => {
      if (!callerOf(request)) return;
      if (write) requirePermission(ctx.db, request.caller, 'write', { what: what(request), targetType: 'route' });
      for (const rule of rules) rule.check(request, ctx);
    };
    route.preHandler = withHook(route.preHandler, hook);
  });
}
