/**
 * Live playback URLs carry the viewer token as a path segment: `/cdn/live/t/<token>/<deviceId>/…`.
 * Relative segment and playlist URLs resolve against it, so every request carries the token.
 */
const TOKEN_SEGMENT = /\/t\/([^/?#]+)\//;

export function tokenInUrl(url: string): string | null {
  return TOKEN_SEGMENT.exec(url)?.[1] ?? null;
}

/** The same URL with the token segment replaced; unchanged when the URL has none. */
export function withToken(url: string, token: string): string {
  return url.replace(TOKEN_SEGMENT, `/t/${token}/`);
}

/** Renew at this fraction of the lifetime: early enough for a slow request, late enough to be rare. */
export const RENEW_FRACTION = 0.8;

/** Milliseconds from now until renewal; 0 when already due. */
export function renewDelayMs(issuedAtS: number, expiresAtS: number, nowMs: number, fraction = RENEW_FRACTION): number {
  const lifetimeMs = Math.max(0, (expiresAtS - issuedAtS) * 1000);
  const dueAt = issuedAtS * 1000 + lifetimeMs * fraction;
  return Math.max(0, Math.round(dueAt - nowMs));
}

/** Fill a team-token URL pattern for one device; accepts `{deviceId}`, `<deviceId>`, `:deviceId` and `${deviceId}`. */
export function fillPattern(pattern: string, deviceId: string): string {
  const id = encodeURIComponent(deviceId);
  return pattern.replace(/\$\{deviceId\}|\{deviceId\}|<deviceId>|:deviceId\b/g, id);
}
