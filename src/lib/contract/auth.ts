/**
 * The spec's five auth areas, each with its own header scheme (see the Authentication table).
 * The service checks a credential per area; the dashboard keeps one client per area.
 */
export const AUTH_AREAS = ['streams', 'flights', 'jobs', 'analytics', 'media'] as const;
export type AuthArea = (typeof AUTH_AREAS)[number];
