import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { Router } from '../context';
import {
  DISPLAY_VIEWER_TOKEN_S,
  DisplayCreateSchema,
  DisplayPairSchema,
  type DisplayCreated,
  type DisplayPaired,
  type DisplayWall,
} from '../../src/lib/contract/displays';
import { ingestStreamId } from '../../src/lib/contract/streams';
import * as displays from '../domain/displays/display-service';
import { createPairingGuard } from '../domain/displays/pairing-guard';
import { DomainError } from '../domain/errors';
import { getTeamChannel } from '../domain/channels/channel-repository';
import { getTeamDevice } from '../domain/devices/device-repository';
import { issueViewerToken } from '../streaming/viewer-token';
import { doc } from './route-docs';
import { parse } from './validate';

const tags = ['displays'];
const DISPLAY =
  '{id, name, wallPath, channelIds, deviceIds, status: pending|paired|revoked, createdAt, pairingExpiresAt, pairedAt, lastSeenAt, revokedAt}';
const IdParams = z.object({ id: z.string().min(1) });
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
const bearer = (h: string | undefined) => h?.match(/^Bearer\s+(\S+)$/i)?.[1];

/**
 * Display sign-in for unattended walls (extension). Admins create displays from a wall address
 * and revoke them (streams credential); a wall PC exchanges the one-time pairing code for a
 * display credential, which only yields viewer tokens for that wall's channels and devices.
 */
export const displaysRouter: Router = (app, ctx) => {
  const { db } = ctx;
  const { pairingFailuresPerClient, pairingFailuresTotal } = ctx.config.rateLimits;
  const pairing = createPairingGuard({ perClient: pairingFailuresPerClient, total: pairingFailuresTotal });

  void app.register(async (api) => {
    ctx.auth.protect(api, 'streams');

    api.get(
      '/v1/displays',
      {
        config: doc({
          summary: "The team's wall displays with their last-seen time",
          tags,
          auth: 'streams',
          extension: true,
          response: `Array of ${DISPLAY}`,
        }),
      },
      async (request) => displays.listDisplays(db, request.caller.teamId).map(displays.presentDisplay),
    );

    api.post(
      '/v1/displays',
      {
        config: doc({
          summary: 'Create a display for a wall (admins); answers its one-time pairing code',
          tags,
          auth: 'streams',
          extension: true,
          body: DisplayCreateSchema,
          response: `{display: ${DISPLAY}, pairingCode}; the code is shown once, valid 15 minutes; 403 for members`,
        }),
      },
      async (request, reply): Promise<DisplayCreated> => {
        const body = parse(DisplayCreateSchema, request.body);
        const { display, pairingCode } = displays.createDisplay(db, request.caller, body);
        void reply.status(201);
        return { display: displays.presentDisplay(display), pairingCode };
      },
    );

    api.delete(
      '/v1/displays/:id',
      {
        config: doc({
          summary: 'Revoke a display (admins): its credential stops working at once',
          tags,
          auth: 'streams',
          extension: true,
          response: DISPLAY,
        }),
      },
      async (request) => {
        const { id } = parse(IdParams, request.params);
        return displays.presentDisplay(displays.revokeDisplay(db, request.caller, id));
      },
    );
  });

  void app.register(async (open) => {
    open.post(
      '/v1/displays/pair',
      {
        config: doc({
          summary: 'Exchange a one-time pairing code for a display credential (the wall PC)',
          tags,
          auth: 'public',
          extension: true,
          body: DisplayPairSchema,
          response:
            '{credential, display: {id, name, wallPath}}; 400 (field code) when the code is unknown, used or expired; 429 RATE_LIMITED after 10 wrong codes from one address in 15 minutes',
        }),
      },
      async (request): Promise<DisplayPaired> => {
        const { code } = parse(DisplayPairSchema, request.body);
        pairing.check(request.ip);
        const { display, credential } = pairOrCount(
          () => displays.pairDisplay(db, code),
          () => pairing.recordFailure(request.ip),
        );
        return { credential, display: { id: display.id, name: display.name, wallPath: display.wallPath } };
      },
    );

    open.get(
      '/v1/displays/me',
      {
        config: doc({
          summary: "A paired display's own state (Authorization: Bearer <display credential>): polled every second so a revoked wall stops",
          tags,
          auth: 'public',
          extension: true,
          response: '{id, name, status: "paired"}; 401 once revoked',
        }),
      },
      async (request) => {
        const display = displays.authenticateDisplay(db, bearer(request.headers.authorization));
        return { id: display.id, name: display.name, status: 'paired' as const };
      },
    );

    open.post(
      '/v1/displays/me/wall',
      {
        config: doc({
          summary:
            "A paired display's wall: its channels and devices, with viewer URLs of those live (Authorization: Bearer <display credential>)",
          tags,
          auth: 'public',
          extension: true,
          response: `{display, expiresIn, expiresAt, channels: [{id, name, deviceIds}], devices: [{id, name, live, streamUrls?}]}; tokens last ${DISPLAY_VIEWER_TOKEN_S} s; 401 once revoked`,
        }),
      },
      async (request): Promise<DisplayWall> => {
        const display = displays.authenticateDisplay(db, bearer(request.headers.authorization));
        const channels = display.channelIds.flatMap((id) => {
          const c = getTeamChannel(db, display.teamId, id);
          return c ? [{ id: c.id, name: c.name, deviceIds: c.deviceIds }] : [];
        });
        const ids = [...new Set([...channels.flatMap((c) => c.deviceIds), ...display.deviceIds])];
        const origin = originOf(request);
        const devices: DisplayWall['devices'] = [];
        for (const deviceId of ids) {
          const device = getTeamDevice(db, display.teamId, deviceId);
          if (!device) continue;
          const live = ctx.streams.get(ingestStreamId(deviceId))?.state === 'STREAMING';
          if (!live) {
            devices.push({ id: device.id, name: device.name, live: false });
            continue;
          }
          const issued = await issueViewerToken(ctx.tokens, {
            origin,
            teamId: display.teamId,
            deviceId,
            aiAppIds: [],
            duration: DISPLAY_VIEWER_TOKEN_S,
          });
          devices.push({ id: device.id, name: device.name, live: true, ...(issued.streamUrls ? { streamUrls: issued.streamUrls } : {}) });
        }
        return {
          display: { id: display.id, name: display.name, wallPath: display.wallPath },
          expiresIn: DISPLAY_VIEWER_TOKEN_S,
          expiresAt: Math.floor(Date.now() / 1000) + DISPLAY_VIEWER_TOKEN_S,
          channels,
          devices,
        };
      },
    );
  });
};

/** Runs the exchange; a refused code is counted against the client before the 400 goes out. */
function pairOrCount<T>(pair: () => T, onWrongCode: () => void): T {
  try {
    return pair();
  } catch (err) {
    if (err instanceof DomainError && err.field === 'code') onWrongCode();
    throw err;
  }
}
