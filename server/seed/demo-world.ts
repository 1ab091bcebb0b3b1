/**
 * The demo operator every seeder draws from: one company, two teams, their people
 * and the sites they fly. Ids are fixed so tests and docs can name them.
 */
export const COMPANY = { id: 'cmp-northwind', name: 'Northwind Aerial Services' } as const;

export const TEAMS = [
  { id: 'team-inspection', name: 'Infrastructure Inspection' },
  { id: 'team-survey', name: 'Survey & Mapping' },
] as const;

export type TeamId = (typeof TEAMS)[number]['id'];

export const USERS = [
  { id: 'usr-amara-okafor', username: 'amara', displayName: 'Amara Okafor', teamId: 'team-inspection', role: 'admin' },
  { id: 'usr-lukas-brandt', username: 'lukas', displayName: 'Lukas Brandt', teamId: 'team-inspection', role: 'member' },
  { id: 'usr-sofia-marquez', username: 'sofia', displayName: 'Sofía Márquez', teamId: 'team-inspection', role: 'member' },
  { id: 'usr-hiroshi-tanaka', username: 'hiroshi', displayName: 'Hiroshi Tanaka', teamId: 'team-survey', role: 'admin' },
  { id: 'usr-priya-raman', username: 'priya', displayName: 'Priya Raman', teamId: 'team-survey', role: 'member' },
  { id: 'usr-elena-kovac', username: 'elena', displayName: 'Elena Kovač', teamId: 'team-survey', role: 'member' },
] as const;

/** Sites the teams fly from: take-off points cluster around these. */
export const SITES = [
  { name: 'Zürich substation', lat: 47.3769, lng: 8.5417, teamId: 'team-inspection' },
  { name: 'Limmat river bridge', lat: 47.3925, lng: 8.5075, teamId: 'team-inspection' },
  { name: 'Baden power line', lat: 47.4733, lng: 8.3065, teamId: 'team-inspection' },
  { name: 'Winterthur quarry', lat: 47.4988, lng: 8.7237, teamId: 'team-survey' },
  { name: 'Lake Greifen farmland', lat: 47.3541, lng: 8.6769, teamId: 'team-survey' },
  { name: 'Kloten solar park', lat: 47.4502, lng: 8.5836, teamId: 'team-survey' },
] as const;

export const usersOfTeam = (teamId: string) => USERS.filter((u) => u.teamId === teamId);
export const sitesOfTeam = (teamId: string) => SITES.filter((s) => s.teamId === teamId);
