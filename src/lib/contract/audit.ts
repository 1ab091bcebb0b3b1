import { z } from 'zod';

/**
 * The audit log (extension, `GET /v1/audit`): what was deleted, restored, shared or refused in
 * the team, by whom and when. Admins only (permissions.ts `audit.read`).
 */
export const AUDIT_ACTIONS = ['delete', 'restore', 'purge', 'share', 'unshare', 'refused'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_MAX_PAGE_SIZE = 500;
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

const Epoch = z.coerce.number().int().nonnegative();

export const AuditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  userId: z.string().min(1).max(200).optional(),
  /** Epoch ms, inclusive. */
  from: Epoch.optional(),
  /** Epoch ms, exclusive. */
  to: Epoch.optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_MAX_PAGE_SIZE).optional(),
  nextToken: z.string().min(1).max(200).optional(),
});
export type AuditQuery = z.input<typeof AuditQuerySchema>;

export const AuditEventSchema = z.object({
  id: z.string(),
  at: z.number(),
  userId: z.string(),
  /** The display name when the user is known to the service. */
  userName: z.string().nullable(),
  role: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetIds: z.array(z.string()),
  count: z.number(),
  summary: z.string(),
  reason: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

export const AuditPageSchema = z.object({ items: z.array(AuditEventSchema), nextToken: z.string().nullable() });
export type AuditPage = z.infer<typeof AuditPageSchema>;

/** The CSV export's columns, in order (the first line of the file). */
export const AUDIT_CSV_COLUMNS = [
  'at',
  'user_id',
  'user_name',
  'role',
  'action',
  'target_type',
  'count',
  'target_ids',
  'summary',
  'reason',
] as const;
