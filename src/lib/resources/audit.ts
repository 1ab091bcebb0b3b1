import { queryOptions } from '@tanstack/react-query';
import { jobsApi } from '@/lib/api/clients';
import { AuditPageSchema, type AuditQuery } from '@/lib/contract/audit';

/** Filters of the audit screen, as the service takes them (from/to epoch ms). */
export interface AuditFilters {
  action?: AuditQuery['action'];
  userId?: string;
  from?: number;
  to?: number;
}

const query = (f: AuditFilters) => ({ action: f.action, userId: f.userId, from: f.from, to: f.to });

/** One page of the team's audit log (admins; the extension `GET /v1/audit`). */
export const auditQueryOptions = (f: AuditFilters) =>
  queryOptions({
    queryKey: ['audit', query(f)] as const,
    queryFn: ({ signal }) => jobsApi.request('/v1/audit', { query: { ...query(f), limit: 500 }, schema: AuditPageSchema, signal }),
  });

/** The filtered log as the service's CSV (`GET /v1/audit/export.csv`). */
export async function fetchAuditCsv(f: AuditFilters): Promise<Blob> {
  const res = await jobsApi.response('/v1/audit/export.csv', { query: query(f) });
  return res.blob();
}
