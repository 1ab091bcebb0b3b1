import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { Router } from '../context';
import { ChannelCreateSchema, ChannelPatchSchema } from '../../src/lib/contract/channels';
import * as channels from '../domain/channels/channel-service';
import { DomainError } from '../domain/errors';
import { doc } from './route-docs';
import { parse } from './validate';

const tags = ['channels'];
const CHANNEL = 'The channel: {id, name, isPublic, publicUrl?, deviceIds, createdAt, updatedAt}';
const IdParams = z.object({ id: z.string().min(1) });
const DeviceParams = z.object({ id: z.string().min(1), deviceId: z.string().min(1) });

/** The origin the client used, so a public URL points back at this deployment. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export const channelsRouter: Router = (app, ctx) => {
  const { db } = ctx;

  // The public watch page's read (extension, unauthenticated): registered in its own scope
  // so the PAT hook below does not apply to it.
  void app.register(async (open) => {
    open.get(
      '/v1/public/channels/:token',
      {
        config: doc({
          summary: 'Read a shared channel for the public watch page',
          tags,
          auth: 'public',
          extension: true,
          response: '{name, devices: [{id, name}]}; 404 NOT_SHARED when the link is unknown or no longer shared',
        }),
      },
      async (request) => {
        const { token } = request.params as { token: string };
        const shared = channels.publicChannel(db, token);
        if (!shared) throw new DomainError('NOT_SHARED', 'This channel is not shared');
        return shared;
      },
    );
  });

  void app.register(async (api) => {
    ctx.auth.protect(api, 'streams');
    const team = (r: FastifyRequest) => r.caller.teamId;

    api.post(
      '/v1/channels',
      { config: doc({ summary: 'Create a channel', tags, auth: 'streams', body: ChannelCreateSchema, response: CHANNEL }) },
      async (request, reply) => {
        const body = parse(ChannelCreateSchema, request.body);
        reply.status(201);
        return channels.presentChannel(channels.createChannel(db, team(request), body), originOf(request));
      },
    );

    api.get(
      '/v1/channels',
      { config: doc({ summary: "List the team's channels", tags, auth: 'streams', response: `Array of: ${CHANNEL}` }) },
      async (request) => listChannels(request),
    );

    api.patch(
      '/v1/channels/:id',
      {
        config: doc({
          summary: 'Rename, share/unshare or replace the devices of a channel',
          tags,
          auth: 'streams',
          body: ChannelPatchSchema,
          response: CHANNEL,
        }),
      },
      async (request) => {
        const { id } = parse(IdParams, request.params);
        const body = parse(ChannelPatchSchema, request.body);
        return channels.presentChannel(channels.updateChannel(db, team(request), id, body), originOf(request));
      },
    );

    api.post(
      '/v1/channels/:id/devices/:deviceId',
      { config: doc({ summary: 'Add a device to a channel', tags, auth: 'streams', response: CHANNEL }) },
      async (request) => {
        const { id, deviceId } = parse(DeviceParams, request.params);
        return channels.presentChannel(channels.addDevice(db, team(request), id, deviceId), originOf(request));
      },
    );

    api.delete(
      '/v1/channels/:id/devices/:deviceId',
      { config: doc({ summary: 'Remove a device from a channel (no-op when absent)', tags, auth: 'streams', response: CHANNEL }) },
      async (request) => {
        const { id, deviceId } = parse(DeviceParams, request.params);
        return channels.presentChannel(channels.removeDevice(db, team(request), id, deviceId), originOf(request));
      },
    );

    api.delete(
      '/v1/channels/:id',
      { config: doc({ summary: 'Delete a channel', tags, auth: 'streams', response: `The deleted channel: ${CHANNEL}` }) },
      async (request) => {
        const { id } = parse(IdParams, request.params);
        return channels.presentChannel(channels.deleteChannel(db, team(request), id), originOf(request));
      },
    );

    function listChannels(request: FastifyRequest) {
      return channels.listTeamChannels(db, team(request)).map((c) => channels.presentChannel(c, originOf(request)));
    }
  });
};
