import { z } from 'zod';
import { ROLES } from './permissions';

/**
 * People, as the reference service's extensions show them: the demo accounts of its development
 * identity provider (`/dev/users`) and the members of the caller's team (`GET /v1/users`).
 * The spec names users only by id.
 */
export const USER_ROLES = ROLES;

export const DevUserRecordSchema = z.object({
  username: z.string(),
  displayName: z.string(),
  userId: z.string(),
  teamId: z.string(),
  companyId: z.string(),
  role: z.enum(USER_ROLES),
});
export type DevUserRecord = z.infer<typeof DevUserRecordSchema>;
/** What the sign-in page relies on: a username to log in with and a name to show. */
export const DevUserSchema = DevUserRecordSchema.partial().required({ username: true, displayName: true }).loose();

export const TeamMemberRecordSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(USER_ROLES),
  teamId: z.string(),
});
export type TeamMemberRecord = z.infer<typeof TeamMemberRecordSchema>;
/** A picker needs the id; the rest may be missing from another service. */
export const TeamMemberSchema = TeamMemberRecordSchema.partial().required({ id: true }).loose();
