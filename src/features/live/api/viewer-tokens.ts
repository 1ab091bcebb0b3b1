import { publicRequest, streamsApi } from '@/lib/api/clients';
import { PublicViewerTokensSchema } from '@/lib/contract/live';
import { ViewerTokenResponseSchema, type ViewerTokenResponse } from '@/lib/contract/streams';

export function requestDeviceToken(deviceId: string, duration?: number): Promise<ViewerTokenResponse> {
  return streamsApi.request('/v1/streams/external/token', {
    method: 'POST',
    body: duration ? { deviceId, duration } : { deviceId },
    schema: ViewerTokenResponseSchema,
  });
}

/** One team token + URL pattern serves every tile of a wall: no N token requests. */
export function requestTeamToken(teamId: string, duration?: number): Promise<ViewerTokenResponse> {
  return streamsApi.request('/v1/streams/external/token', {
    method: 'POST',
    body: duration ? { teamId, duration } : { teamId },
    schema: ViewerTokenResponseSchema,
  });
}

export function requestPublicViewerTokens(shareToken: string) {
  return publicRequest(`/v1/public/channels/${encodeURIComponent(shareToken)}/viewer-tokens`, {
    method: 'POST',
    schema: PublicViewerTokensSchema,
  });
}
