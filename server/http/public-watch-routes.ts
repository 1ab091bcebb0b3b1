import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { Router } from '../context';
import { ingestStreamId } from '../../src/lib/contract/streams';
import { PUBLIC_VIEWER_TOKEN_S, type PublicViewerTokens } from '../../src/lib/contract/live';
import { getChannelByToken } from '../domain/channels/channel-repository';
import { organisationOf } from '../domain/channels/channel-service';
import { getTeamDevice } from '../domain/devices/device-repository';
import { issueViewerToken } from '../streaming/viewer-token';
import { DomainError } from '../domain/errors';
import { doc } from './route-docs';
import { parse } from './validate';

const Params = z.object({ token: z.string().min(1).max(200) });
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The public watch page's playback (extension, unauthenticated). The share token in the path is
 * the only credential: it yields short device-scoped viewer tokens for the channel's devices that
 * are live, and nothing once the channel is unshared (the token stops resolving).
 */
export const publicWatchRouter: Router = (app, ctx) => {
  app.post(
    '/v1/public/channels/:token/viewer-tokens',
    {
      config: doc({
        summary: 'Viewer tokens for the live devices of a shared channel (public watch page)',
        tags: ['channels'],
        auth: 'public',
        extension: true,
        response: `{name, organisation?, expiresIn, expiresAt, devices: [{id, name, live, streamUrls?: {hls, dash, hlsSub}}]}; tokens last ${PUBLIC_VIEWER_TOKEN_S} s; 404 NOT_SHARED after unsharing`,
      }),
    },
    async (request): Promise<PublicViewerTokens> => {
      const { token } = parse(Params, request.params);
      const channel = getChannelByToken(ctx.db, token);
      if (!channel) throw new DomainError('NOT_SHARED', 'This channel is not shared');
      const origin = originOf(request);
      const expiresAt = Math.floor(Date.now() / 1000) + PUBLIC_VIEWER_TOKEN_S;
      const devices: PublicViewerTokens['devices'] = [];
      for (const deviceId of channel.deviceIds) {
        const device = getTeamDevice(ctx.db, channel.teamId, deviceId);
        if (!device) continue;
        const live = ctx.streams.get(ingestStreamId(deviceId))?.state === 'STREAMING';
        if (!live) {
          devices.push({ id: device.id, name: device.name, live: false });
          continue;
        }
        const issued = await issueViewerToken(ctx.tokens, {
          origin,
          teamId: channel.teamId,
          deviceId,
          aiAppIds: [],
          duration: PUBLIC_VIEWER_TOKEN_S,
        });
        devices.push({ id: device.id, name: device.name, live: true, ...(issued.streamUrls ? { streamUrls: issued.streamUrls } : {}) });
      }
      const organisation = organisationOf(ctx.db, channel.teamId);
      return { name: channel.name, ...(organisation ? { organisation } : {}), expiresIn: PUBLIC_VIEWER_TOKEN_S, expiresAt, devices };
    },
  );
};
