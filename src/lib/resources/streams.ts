import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { publicRequest, streamsApi } from '@/lib/api/clients';
import { PublicViewerTokensSchema, type PublicViewerTokens } from '@/lib/contract/live';
import { StreamInfoSchema, ViewerTokenResponseSchema, type StreamInfo, type ViewerTokenResponse } from '@/lib/contract/streams';

export type { StreamInfo, ViewerTokenResponse };

export const streamKeys = {
  all: ['streams'] as const,
  states: () => ['streams', 'states'] as const,
  /** Which devices of a shared channel are live now, with their tokens (public watch page). */
  publicViewerTokens: (shareToken: string) => ['streams', 'public-viewer-tokens', shareToken] as const,
};

/** Poll interval of the stream states; paused while the tab is hidden. */
export const STATES_POLL_MS = 2000;

export function fetchStreamStates(signal?: AbortSignal): Promise<StreamInfo[]> {
  return streamsApi.request('/v1/streams/api/states', { schema: z.array(StreamInfoSchema), signal });
}

/** Every stream of the team with state and error reason, in one request (extension `GET /v1/streams/api/states`). */
export function streamStatesQueryOptions() {
  return queryOptions({
    queryKey: streamKeys.states(),
    queryFn: ({ signal }) => fetchStreamStates(signal),
    refetchInterval: STATES_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** The token request body: `aiAppIds` asks for the annotated renditions of those AI add-ons. */
function tokenBody(scope: { deviceId: string } | { teamId: string }, duration?: number, aiAppIds?: readonly string[]) {
  return { ...scope, ...(duration ? { duration } : {}), ...(aiAppIds?.length ? { aiAppIds: [...aiAppIds] } : {}) };
}

export function requestDeviceToken(deviceId: string, duration?: number, aiAppIds?: readonly string[]): Promise<ViewerTokenResponse> {
  return streamsApi.request('/v1/streams/external/token', {
    method: 'POST',
    body: tokenBody({ deviceId }, duration, aiAppIds),
    schema: ViewerTokenResponseSchema,
  });
}

/** One team token + URL pattern serves every tile of a wall: no N token requests. */
export function requestTeamToken(teamId: string, duration?: number, aiAppIds?: readonly string[]): Promise<ViewerTokenResponse> {
  return streamsApi.request('/v1/streams/external/token', {
    method: 'POST',
    body: tokenBody({ teamId }, duration, aiAppIds),
    schema: ViewerTokenResponseSchema,
  });
}

export function requestPublicViewerTokens(shareToken: string): Promise<PublicViewerTokens> {
  return publicRequest(`/v1/public/channels/${encodeURIComponent(shareToken)}/viewer-tokens`, {
    method: 'POST',
    schema: PublicViewerTokensSchema,
  });
}

/** Polled to pick up starts and unsharing on the public watch page. */
export function publicViewerTokensQueryOptions(shareToken: string) {
  return queryOptions({
    queryKey: streamKeys.publicViewerTokens(shareToken),
    queryFn: () => requestPublicViewerTokens(shareToken),
    refetchInterval: 10_000,
    refetchIntervalInBackground: false,
    retry: false,
  });
}
