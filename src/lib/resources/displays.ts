import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { publicRequest, streamsApi } from '@/lib/api/clients';
import {
  DisplayCreatedSchema,
  DisplayPairedSchema,
  DisplaySchema,
  DisplayWallSchema,
  type Display,
  type DisplayCreate,
  type DisplayCreated,
  type DisplayPaired,
  type DisplayWall,
} from '@/lib/contract/displays';

export type { Display, DisplayCreated, DisplayPaired, DisplayWall };

/** Wall displays (extension of the reference service; a service without it answers 404). */
export const displayKeys = {
  all: ['displays'] as const,
  list: () => ['displays', 'list'] as const,
  /** What a paired display reads with its own credential. */
  wall: (displayId: string) => ['displays', 'wall', displayId] as const,
};

export function fetchDisplays(signal?: AbortSignal): Promise<Display[]> {
  return streamsApi.request('/v1/displays', { schema: z.array(DisplaySchema), signal });
}

export function createDisplay(input: DisplayCreate): Promise<DisplayCreated> {
  return streamsApi.request('/v1/displays', { method: 'POST', body: input, schema: DisplayCreatedSchema });
}

export function revokeDisplay(id: string): Promise<Display> {
  return streamsApi.request(`/v1/displays/${encodeURIComponent(id)}`, { method: 'DELETE', schema: DisplaySchema });
}

/** The wall PC, with no session: the one-time code for the display credential. */
export function pairDisplay(code: string): Promise<DisplayPaired> {
  return publicRequest('/v1/displays/pair', { method: 'POST', body: { code }, schema: DisplayPairedSchema });
}

/** A paired display's channels, devices and viewer URLs, with its own credential (no sign-in, no re-sign-in dialog). */
export function fetchDisplayWall(credential: string, signal?: AbortSignal): Promise<DisplayWall> {
  return publicRequest('/v1/displays/me/wall', {
    method: 'POST',
    headers: { authorization: `Bearer ${credential}` },
    schema: DisplayWallSchema,
    signal,
  });
}

const DisplayMeSchema = z.looseObject({ id: z.string(), status: z.string() });

/** The display's own state (extension): 401 once revoked. */
export function fetchDisplayMe(credential: string, signal?: AbortSignal) {
  return publicRequest('/v1/displays/me', { headers: { authorization: `Bearer ${credential}` }, schema: DisplayMeSchema, signal });
}

/**
 * Polled every second: a revoked wall must stop within 2 s, whatever its viewer tokens' lifetime.
 * One small read per second per display.
 */
export function displayMeQueryOptions(credential: string, displayId: string) {
  // One credential per display id; the secret itself stays out of the cache key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: [...displayKeys.wall(displayId), 'me'],
    queryFn: ({ signal }) => fetchDisplayMe(credential, signal),
    refetchInterval: 1000,
    refetchIntervalInBackground: true,
  });
}

/** Polled every 2 s while the list is open: pairing and last seen show live. */
export function displaysQueryOptions() {
  return queryOptions({
    queryKey: displayKeys.list(),
    queryFn: ({ signal }) => fetchDisplays(signal),
    // Pairing and last seen show as they happen (a PC pairs while the admin watches the list).
    refetchInterval: 2000,
    retry: false,
  });
}

export function displayWallQueryOptions(credential: string, displayId: string) {
  // One credential per display id; the secret itself stays out of the cache key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: displayKeys.wall(displayId),
    queryFn: ({ signal }) => fetchDisplayWall(credential, signal),
    // Lists (channel members, who is live) change slowly; the players renew their own tokens.
    refetchInterval: 30_000,
    refetchIntervalInBackground: true,
  });
}
