import type { Router } from '../context';
import { AUDIT_CSV_COLUMNS, AUDIT_EXPORT_MAX_ROWS, AUDIT_MAX_PAGE_SIZE, AuditQuerySchema } from '../../src/lib/contract/audit';
import { auditCsv, listAudit } from '../domain/audit/audit-log';
import { doc } from './route-docs';
import { parse } from './validate';

const tags = ['audit'];
const FILTERS =
  'Filters: action (delete|restore|purge|share|unshare|refused), userId, from and to (epoch ms; from inclusive, to exclusive).';

/**
 * The audit log (extension): deletions, restores, shares and permission refusals of the caller's
 * team, newest first. Admins only (the permission table's `audit.read`, applied by
 * permission-routes.ts); the team is the token's.
 */
export const auditRouter: Router = (app, ctx) => {
  ctx.auth.protect(app, 'jobs');

  app.get(
    '/v1/audit',
    {
      config: doc({
        summary: "The team's audit log, one page (admins; 403 otherwise)",
        tags,
        auth: 'jobs',
        extension: true,
        query: AuditQuerySchema,
        response: `{items: [{id, at (epoch ms), userId, userName, role, action, targetType, targetIds (at most 100), count, summary, reason}], nextToken}. ${FILTERS} limit default 100, max ${AUDIT_MAX_PAGE_SIZE}.`,
      }),
    },
    async (request) => {
      const { limit, nextToken, ...filters } = parse(AuditQuerySchema, request.query);
      return listAudit(ctx.db, request.caller.teamId, filters, limit ?? 100, nextToken);
    },
  );

  app.get(
    '/v1/audit/export.csv',
    {
      config: doc({
        summary: "The team's audit log as CSV (admins; 403 otherwise)",
        tags,
        auth: 'jobs',
        extension: true,
        query: AuditQuerySchema.omit({ limit: true, nextToken: true }),
        response: `text/csv (RFC 4180, CRLF), columns ${AUDIT_CSV_COLUMNS.join(', ')}; at is ISO 8601, target_ids space-separated; newest first, at most ${AUDIT_EXPORT_MAX_ROWS} rows. ${FILTERS}`,
      }),
    },
    async (request, reply) => {
      const filters = parse(AuditQuerySchema.omit({ limit: true, nextToken: true }), request.query);
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="audit-${stamp}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(auditCsv(ctx.db, request.caller.teamId, filters));
    },
  );
};
