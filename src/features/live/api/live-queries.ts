import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { publicRequest, streamsApi } from '@/lib/api/clients';
import { ChannelSchema, PublicChannelSchema } from '@/lib/contract/channels';
import { DeviceSchema } from '@/lib/contract/devices';
import { StreamInfoSchema } from '@/lib/contract/streams';
import { requestPublicViewerTokens } from './viewer-tokens';

export const liveKeys = {
  all: ['live'] as const,
  states: () => ['live', 'states'] as const,
  devices: () => ['live', 'devices'] as const,
  channels: () => ['live', 'channels'] as const,
  publicChannel: (token: string) => ['live', 'public-channel', token] as const,
};

/** Poll interval of the stream states; paused while the tab is hidden. */
export const STATES_POLL_MS = 2000;

/** Every stream of the team with state and error reason, in one request (extension `GET /v1/streams/api/states`). */
export const streamStatesQueryOptions = () =>
  queryOptions({
    queryKey: liveKeys.states(),
    queryFn: ({ signal }) => streamsApi.request('/v1/streams/api/states', { schema: z.array(StreamInfoSchema), signal }),
    refetchInterval: STATES_POLL_MS,
    refetchIntervalInBackground: false,
  });

export const liveDevicesQueryOptions = () =>
  queryOptions({
    queryKey: liveKeys.devices(),
    queryFn: ({ signal }) => streamsApi.request('/v1/devices', { schema: z.array(DeviceSchema), signal }),
    staleTime: 60_000,
  });

export const liveChannelsQueryOptions = () =>
  queryOptions({
    queryKey: liveKeys.channels(),
    queryFn: ({ signal }) => streamsApi.request('/v1/channels', { schema: z.array(ChannelSchema), signal }),
    staleTime: 30_000,
  });

/** The public channel behind a watch link; retried rarely, and polled so unsharing shows within seconds. */
export const publicChannelQueryOptions = (token: string) =>
  queryOptions({
    queryKey: liveKeys.publicChannel(token),
    queryFn: ({ signal }) => publicRequest(`/v1/public/channels/${encodeURIComponent(token)}`, { schema: PublicChannelSchema, signal }),
    refetchInterval: 10_000,
    refetchIntervalInBackground: false,
    retry: false,
  });

/** Which devices of a shared channel are live now (and their tokens); polled to pick up starts and unsharing. */
export const publicViewerTokensQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...liveKeys.publicChannel(token), 'viewer-tokens'] as const,
    queryFn: () => requestPublicViewerTokens(token),
    refetchInterval: 10_000,
    refetchIntervalInBackground: false,
    retry: false,
  });
