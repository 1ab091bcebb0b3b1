import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import type { ServiceContext } from '../context';
import type { Caller } from '../domain/identity/tokens';
import { recordAudit, type AuditEntry } from '../domain/audit/audit-log';
import { routeMatches, withHook, type RouteRule } from './route-match';

/**
 * Which successful REST answers go into the audit log, from one table (as the permission policy
 * is): deletions and public shares. Read from the answer the route already sends (the deleted
 * object, `{deleted, ids}`), so the handlers record nothing themselves. Refusals are recorded
 * by the permission check; the media drive's deletes by `graphql/media-permissions.ts`.
 */
interface AuditRule extends RouteRule {
  entry(request: FastifyRequest, answer: Record<string, unknown>): Omit<AuditEntry, 'caller'> | undefined;
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** "Deleted mission 'Bridge pass'" from the deleted object's name or title. */
function deletedOne(targetType: string, noun: string) {
  return (_request: FastifyRequest, answer: Record<string, unknown>): Omit<AuditEntry, 'caller'> => {
    const id = str(answer.id);
    const name = str(answer.name) ?? str(answer.title) ?? str((answer.body as Record<string, unknown> | undefined)?.title);
    return {
      action: 'delete',
      targetType,
      targetIds: id ? [id] : [],
      summary: name ? `Deleted ${noun} '${name}'` : `Deleted ${noun} ${id ?? ''}`.trim(),
    };
  };
}

export const AUDIT_ROUTES: AuditRule[] = [
  {
    method: 'DELETE',
    url: '/v1/flights',
    entry(request, answer) {
      const ids = Array.isArray(answer.ids) ? answer.ids.filter((v): v is string => typeof v === 'string') : [];
      const deleted = typeof answer.deleted === 'number' ? answer.deleted : ids.length;
      if (!deleted) return undefined;
      const byFilter = (request.body as { allSelected?: unknown } | undefined)?.allSelected === true;
      const noun = deleted === 1 ? 'flight log' : 'flight logs';
      return {
        action: 'delete',
        targetType: 'flight-log',
        targetIds: ids,
        count: deleted,
        summary: `Deleted ${deleted} ${noun}${byFilter ? ' matching a filter' : ''}`,
      };
    },
  },
  { method: 'DELETE', url: '/v1/mission/:id', entry: deletedOne('mission', 'mission') },
  { method: 'DELETE', url: '/v1/job/:jobId', entry: deletedOne('job', 'job') },
  { method: 'DELETE', url: '/v1/task/:taskId', entry: deletedOne('task', 'task') },
  { method: 'DELETE', url: '/v1/channels/:id', entry: deletedOne('channel', 'channel') },
  { method: 'DELETE', url: '/v1/displays/:id', entry: deletedOne('display', 'display') },
  {
    method: 'PATCH',
    url: '/v1/channels/:id',
    entry(request, answer) {
      const isPublic = (request.body as { isPublic?: unknown } | undefined)?.isPublic;
      if (typeof isPublic !== 'boolean') return undefined;
      const id = str(answer.id);
      const name = str(answer.name) ?? id ?? '';
      return {
        action: isPublic ? 'share' : 'unshare',
        targetType: 'channel',
        targetIds: id ? [id] : [],
        summary: isPublic ? `Shared channel '${name}' on a public link` : `Stopped sharing channel '${name}'`,
      };
    },
  },
];

function parseAnswer(payload: unknown): Record<string, unknown> | undefined {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return undefined;
  try {
    const value: unknown = JSON.parse(payload.toString());
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function installAuditTrail(app: FastifyInstance, ctx: ServiceContext): void {
  app.addHook('onRoute', (route) => {
    const rule = AUDIT_ROUTES.find((r) => routeMatches(r, route));
    if (!rule) return;
    const hook: onSendHookHandler = (request, reply, payload, done) => {
      const caller = (request as { caller?: Caller }).caller;
      const answer = reply.statusCode < 300 && caller ? parseAnswer(payload) : undefined;
      const entry = answer && rule.entry(request, answer);
      if (caller && entry) {
        try {
          recordAudit(ctx.db, { caller, ...entry });
        } catch (err) {
          // The change is done and answered; a failed record is logged, never turned into an error.
          request.log.error({ err }, 'audit record failed');
        }
      }
      done(null, payload);
    };
    route.onSend = withHook(route.onSend, hook);
  });
}
