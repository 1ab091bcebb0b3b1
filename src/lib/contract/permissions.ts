/**
 * Who may do what: the one permission table, read by the service (route policies, resolver
 * guards) and by the dashboard (which hides or disables what would be refused). The spec knows
 * only "admin" for the team job list; the rest is this project's decision (docs/decisions.md,
 * "Roles and audit (session 19)").
 *
 * - admin:  everything in the team, including bulk deletes by filter, others' items, public
 *           shares, relays out of the deployment, displays, the audit log.
 * - member: the day-to-day work of pilots, planners and analysts: create and change anything,
 *           delete what they own.
 * - viewer: wall displays and auditors: reads everything of the team, writes nothing.
 */
export const ROLES = ['admin', 'member', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

interface Rule {
  /** Roles that may always do it. */
  roles: readonly Role[];
  /** Roles that may do it to what they own (the subject's ownerId is the caller's id). */
  ownerRoles?: readonly Role[];
  /** What is done, as a sentence's subject: "Deleting every log matching a filter". */
  label: string;
}

export const PERMISSIONS = {
  /** Any change at all (the viewer's line). */
  write: { roles: ['admin', 'member'], label: 'Changing anything' },
  'flights.delete': { roles: ['admin'], ownerRoles: ['member'], label: "Deleting another person's flight logs" },
  'flights.deleteByFilter': { roles: ['admin'], label: 'Deleting every flight log matching a filter' },
  'media.delete': { roles: ['admin'], ownerRoles: ['member'], label: "Deleting another person's files or folders" },
  'missions.delete': { roles: ['admin'], ownerRoles: ['member'], label: "Deleting another person's mission" },
  'jobs.delete': { roles: ['admin'], ownerRoles: ['member'], label: "Deleting another person's job" },
  'tasks.delete': { roles: ['admin'], ownerRoles: ['member'], label: "Deleting another person's task" },
  'jobs.listTeam': { roles: ['admin'], label: "Listing all of the team's jobs" },
  'channels.sharePublic': { roles: ['admin'], label: 'Sharing a channel on a public link' },
  'streams.relayExternal': { roles: ['admin'], label: 'Relaying a stream to an outside destination' },
  'displays.manage': { roles: ['admin'], label: 'Creating or revoking wall displays' },
  'audit.read': { roles: ['admin'], label: 'Reading the audit log' },
  /** For the trash (issue 34 part B): restoring is a member's own undo; emptying is final. */
  'trash.restore': { roles: ['admin', 'member'], label: 'Restoring from the trash' },
  'trash.purge': { roles: ['admin'], label: 'Deleting from the trash for ever' },
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof PERMISSIONS;

/** Why a refusal happened, machine-readable (`error.reason` of a 403). */
export const REFUSAL_REASONS = ['READ_ONLY', 'ADMIN_ONLY', 'NOT_OWNER', 'UNKNOWN_ROLE'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export interface Subject {
  /** The owner of what is acted on; absent when the action is not about one item. */
  ownerId?: string | null;
  callerId?: string | null;
}

export type Decision = { allowed: true } | { allowed: false; reason: RefusalReason; message: string };

const ALLOWED: Decision = { allowed: true };

/**
 * May `role` do `action` (to `subject`)? The refusal carries a reason code and a sentence that
 * says what and who may. `role` undefined is a caller whose role could not be read (another
 * deployment's token without a role claim): refused here; the dashboard decides itself what to
 * show for it (see `mayShow`).
 */
export function may(role: string | undefined, action: Action, subject: Subject = {}): Decision {
  const rule: Rule = PERMISSIONS[action];
  if (!isRole(role)) return { allowed: false, reason: 'UNKNOWN_ROLE', message: `${rule.label} needs a known role; yours is not one.` };
  if (rule.roles.includes(role)) return ALLOWED;
  const owns = subject.ownerId != null && subject.callerId != null && subject.ownerId === subject.callerId;
  if (owns && rule.ownerRoles?.includes(role)) return ALLOWED;
  if (!(PERMISSIONS.write.roles as readonly Role[]).includes(role)) {
    return { allowed: false, reason: 'READ_ONLY', message: `Your role (${role}) is read-only: ask a team admin to change it.` };
  }
  if (rule.ownerRoles?.includes(role) && subject.ownerId != null) {
    return { allowed: false, reason: 'NOT_OWNER', message: `${rule.label} is for its owner or a team admin.` };
  }
  return { allowed: false, reason: 'ADMIN_ONLY', message: `${rule.label} is for team admins; you are a ${role}.` };
}

/**
 * The dashboard's reading: a known role goes through the table; a role it cannot read (another
 * deployment) shows the control and lets that service decide, whose 403 is then shown as it is.
 */
export function mayShow(role: string | undefined, action: Action, subject: Subject = {}): Decision {
  return isRole(role) ? may(role, action, subject) : ALLOWED;
}
