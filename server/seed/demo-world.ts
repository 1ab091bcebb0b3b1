/**
 * The demo world every seeder draws from: the demo operator (one company, two teams), a small
 * second company, their people and the sites they fly. Ids are fixed so tests and docs can name them.
 */
export const COMPANY = { id: 'cmp-northwind', name: 'Northwind Aerial Services' } as const;

/**
 * Another company, so "company lists show only the caller's company" is tested against real
 * neighbours. It gets a small fleet with no live sources (no ffmpeg), missions, jobs, tasks and
 * flight logs, but no analytics or media.
 */
export const PARTNER_COMPANY = { id: 'cmp-alpine', name: 'Alpine Rescue Drones' } as const;

export const COMPANIES = [COMPANY, PARTNER_COMPANY] as const;

/** The demo operator's teams: the full demo (live cameras, analytics, media) is theirs. */
export const TEAMS = [
  { id: 'team-inspection', name: 'Infrastructure Inspection', companyId: COMPANY.id },
  { id: 'team-survey', name: 'Survey & Mapping', companyId: COMPANY.id },
] as const;

export const PARTNER_TEAM = { id: 'team-alpine-rescue', name: 'Mountain Rescue', companyId: PARTNER_COMPANY.id } as const;

/** Every team, the partner's last: seeders draw the demo operator's records first, as before it existed. */
export const ALL_TEAMS = [...TEAMS, PARTNER_TEAM] as const;

export type DemoTeam = (typeof ALL_TEAMS)[number];
export type TeamId = DemoTeam['id'];

export const USERS = [
  { id: 'usr-amara-okafor', username: 'amara', displayName: 'Amara Okafor', teamId: 'team-inspection', role: 'admin' },
  { id: 'usr-lukas-brandt', username: 'lukas', displayName: 'Lukas Brandt', teamId: 'team-inspection', role: 'member' },
  { id: 'usr-sofia-marquez', username: 'sofia', displayName: 'Sofía Márquez', teamId: 'team-inspection', role: 'member' },
  { id: 'usr-hiroshi-tanaka', username: 'hiroshi', displayName: 'Hiroshi Tanaka', teamId: 'team-survey', role: 'admin' },
  { id: 'usr-priya-raman', username: 'priya', displayName: 'Priya Raman', teamId: 'team-survey', role: 'member' },
  { id: 'usr-elena-kovac', username: 'elena', displayName: 'Elena Kovač', teamId: 'team-survey', role: 'member' },
  { id: 'usr-mateo-rossi', username: 'mateo', displayName: 'Mateo Rossi', teamId: 'team-alpine-rescue', role: 'admin' },
  { id: 'usr-ingrid-solberg', username: 'ingrid', displayName: 'Ingrid Solberg', teamId: 'team-alpine-rescue', role: 'member' },
  // Read-only: the control room's wall PC account and an auditor (roles, docs/decisions.md session 19).
  { id: 'usr-noor-haddad', username: 'noor', displayName: 'Noor Haddad', teamId: 'team-inspection', role: 'viewer' },
  { id: 'usr-kofi-mensah', username: 'kofi', displayName: 'Kofi Mensah', teamId: 'team-survey', role: 'viewer' },
] as const;

/** Sites the teams fly from: take-off points cluster around these. */
export const SITES = [
  { name: 'Zürich substation', lat: 47.3769, lng: 8.5417, teamId: 'team-inspection' },
  { name: 'Limmat river bridge', lat: 47.3925, lng: 8.5075, teamId: 'team-inspection' },
  { name: 'Baden power line', lat: 47.4733, lng: 8.3065, teamId: 'team-inspection' },
  { name: 'Winterthur quarry', lat: 47.4988, lng: 8.7237, teamId: 'team-survey' },
  { name: 'Lake Greifen farmland', lat: 47.3541, lng: 8.6769, teamId: 'team-survey' },
  { name: 'Kloten solar park', lat: 47.4502, lng: 8.5836, teamId: 'team-survey' },
  { name: 'Engelberg rescue base', lat: 46.8197, lng: 8.4036, teamId: 'team-alpine-rescue' },
  { name: 'Titlis glacier', lat: 46.7725, lng: 8.4286, teamId: 'team-alpine-rescue' },
  { name: 'Trübsee slope', lat: 46.7915, lng: 8.3935, teamId: 'team-alpine-rescue' },
] as const;

export const companyOfTeam = (teamId: string): string => ALL_TEAMS.find((t) => t.id === teamId)?.companyId ?? COMPANY.id;
/** The team's people who fly and plan: seeded logs, missions and tasks are theirs (a viewer writes nothing). */
export const usersOfTeam = (teamId: string) => USERS.filter((u) => u.teamId === teamId && u.role !== 'viewer');
export const sitesOfTeam = (teamId: string) => SITES.filter((s) => s.teamId === teamId);
