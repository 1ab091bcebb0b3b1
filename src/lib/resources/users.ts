// Team members (the reference service's read-only extension `GET /v1/users`, jobs API). A
// deployment without the extension answers 404; the query then yields `null` ("no member list"),
// so pickers fall back to user ids typed by hand instead of showing an error.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError } from '@/lib/api/api-error';
import { jobsApi } from '@/lib/api/clients';
import { TeamMemberSchema } from '@/lib/contract/users';

export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const userKeys = {
  all: ['users'] as const,
  team: () => ['users', 'team'] as const,
};

/** The caller's team, or `null` when the deployment has no member list (404/405). */
export async function fetchTeamMembers(signal?: AbortSignal): Promise<TeamMember[] | null> {
  try {
    return await jobsApi.request('/v1/users', { schema: z.array(TeamMemberSchema), signal });
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 405)) return null;
    throw e;
  }
}

export function teamMembersQueryOptions() {
  return queryOptions({ queryKey: userKeys.team(), queryFn: ({ signal }) => fetchTeamMembers(signal), staleTime: 5 * 60_000 });
}

/** A member's name for screens: display name, else username, else the id. */
export function memberLabel(members: readonly TeamMember[] | null | undefined, id: string): string {
  const m = members?.find((u) => u.id === id);
  return m?.displayName ?? m?.username ?? id;
}
