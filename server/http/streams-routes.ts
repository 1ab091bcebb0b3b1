import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { Router } from '../context';
import {
  checkAiAppIds,
  checkStreamKey,
  checkViewerTeam,
  ingestSource,
  runningIngest,
  simulatedCameraDevice,
  teamDevice,
  teamStream,
} from '../domain/streams/stream-rules';
import {
  FromStartBody,
  RestreamStopBody,
  StreamIdBody,
  ToStartBody,
  VIEWER_TOKEN_DEFAULT_S,
  ViewerTokenBody,
  ingestStreamId,
  relayStreamId,
  type StreamInfo,
} from '../../src/lib/contract/streams';
import { listTeamDevices } from '../domain/devices/device-repository';
import { redactCredentials } from '../streaming/reaper';
import type { StreamRow } from '../streaming/stream-store';
import { resolveStreamTarget } from '../streaming/stream-target';
import { issueViewerToken } from '../streaming/viewer-token';
import { conflict } from '../domain/errors';
import { doc } from './route-docs';
import { parse } from './validate';

const tags = ['streams'];
const auth = 'streams' as const;
const DeviceParams = z.object({ deviceId: z.string().min(1) });
const KeyParams = z.object({ streamKey: z.string().min(1, 'streamKey segment must not be empty') });

export function streamInfo(r: StreamRow): StreamInfo {
  return {
    streamId: r.id,
    deviceId: r.deviceId,
    kind: r.kind,
    state: r.state,
    ...(r.state === 'ERROR' ? { error: r.error, ...(r.errorCode ? { errorCode: r.errorCode } : {}) } : {}),
    startedAt: r.startedAt,
  };
}

/**
 * The states listing (extension) also says where each stream comes from or goes to (credentials
 * redacted), whether it was started with from/start or to/start rather than from the device's
 * own source, and when it ended: the dashboard lists pulls and relays and a device's last-seen time.
 */
function streamDetail(r: StreamRow, deviceSource: string | undefined): StreamInfo {
  return {
    ...streamInfo(r),
    url: redactCredentials(r.url),
    restream: r.kind === 'TO' || r.url !== deviceSource,
    endedAt: r.endedAt,
    ...(r.dismissedAt ? { dismissed: true } : {}),
  };
}

const status = (r: StreamRow | undefined) =>
  r
    ? {
        streamId: r.id,
        state: r.state,
        ...(r.state === 'ERROR'
          ? { error: r.error, ...(r.errorCode ? { errorCode: r.errorCode } : {}) }
          : r.error
            ? { reason: r.error }
            : {}),
      }
    : undefined;

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The spec's stream endpoints (restream and device-scoped families) and viewer tokens. */
export const streamsRouter: Router = (app, ctx) => {
  ctx.auth.protect(app, 'streams');

  /**
   * Checks a source against the network policy before anything connects to it (400 naming the
   * host otherwise). A simulated camera is the service's own and needs no check.
   */
  const pullTarget = async (sourceUrl: string) =>
    sourceUrl.startsWith('sim://') ? undefined : resolveStreamTarget(sourceUrl, 'source', ctx.config.streamAllowedNetworks);

  /** from/stop and to/stop: the same checks, on the pull's or the relay's stream id. */
  const stopRestream = (teamId: string, rawBody: unknown, streamIdOf: (deviceId: string) => string) => {
    const body = parse(RestreamStopBody, rawBody);
    teamDevice(ctx.db, teamId, body.deviceId);
    checkStreamKey(ctx.db, teamId, body.streamKey);
    const id = streamIdOf(body.deviceId);
    teamStream(ctx.streams.get(id), teamId);
    return status(ctx.streams.stop(id));
  };

  app.post(
    '/v1/streams/api/:deviceId/start',
    {
      config: doc({
        summary: "Start the device's stream from its configured sourceUrl",
        tags,
        auth,
        response:
          '{streamId: "<deviceId>-FROM"}; 400 already streaming or source not in an allowed network, 403 other team, 404 unknown, 412 no sourceUrl, 503 team or service stream limit',
      }),
    },
    async (request) => {
      const { deviceId } = parse(DeviceParams, request.params);
      const device = teamDevice(ctx.db, request.caller.teamId, deviceId);
      const sourceUrl = ingestSource(device);
      const pull = await pullTarget(sourceUrl);
      const row = ctx.streams.startIngest({
        teamId: request.caller.teamId,
        deviceId,
        deviceName: device.name,
        sourceUrl,
        ...(pull ? { pull } : {}),
      });
      return { streamId: row.id };
    },
  );

  app.post(
    '/v1/streams/api/stop',
    {
      config: doc({
        summary: 'Stop a stream by id',
        tags,
        auth,
        body: StreamIdBody,
        response: '{streamId, state} (STOPPING until ffmpeg has exited, then STOPPED)',
      }),
    },
    async (request) => {
      const { streamId } = parse(StreamIdBody, request.body);
      teamStream(ctx.streams.get(streamId), request.caller.teamId);
      return status(ctx.streams.stop(streamId));
    },
  );

  app.post(
    '/v1/streams/api/status',
    {
      config: doc({
        summary: 'State of a stream',
        tags,
        auth,
        body: StreamIdBody,
        response: '{streamId, state, error? (reason when ERROR)}',
      }),
    },
    async (request) => {
      const { streamId } = parse(StreamIdBody, request.body);
      return status(teamStream(ctx.streams.get(streamId), request.caller.teamId));
    },
  );

  app.get(
    '/v1/streams/api/:deviceId/streamid',
    { config: doc({ summary: "The device's active stream id", tags, auth, response: '{streamId}; 400 when the device is not streaming' }) },
    async (request) => {
      const { deviceId } = parse(DeviceParams, request.params);
      teamDevice(ctx.db, request.caller.teamId, deviceId);
      return { streamId: runningIngest(ctx.streams.get(ingestStreamId(deviceId))).id };
    },
  );

  app.post(
    '/v1/streams/api/dismiss',
    {
      config: doc({
        summary: 'Remove an ended pull or relay from the listing, for the whole team',
        tags,
        auth,
        extension: true,
        body: StreamIdBody,
        response: '{streamId, dismissed: true}; 409 while it runs, 404 unknown or another team',
      }),
    },
    async (request) => {
      const { streamId } = parse(StreamIdBody, request.body);
      teamStream(ctx.streams.get(streamId), request.caller.teamId);
      if (!ctx.streams.dismiss(streamId)) {
        const row = ctx.streams.get(streamId);
        if (!row?.dismissedAt) throw conflict('The stream is still running; stop it before dismissing it', 'streamId');
      }
      return { streamId, dismissed: true };
    },
  );

  app.post(
    '/v1/streams/api/retry',
    {
      config: doc({
        summary: 'Start an ended pull or relay again from the address it was started with',
        tags,
        auth,
        extension: true,
        body: StreamIdBody,
        response:
          '{streamId, state}; 409 while it runs or when a relay destination had credentials (they are not kept), 404 unknown or another team',
      }),
    },
    async (request) => {
      const { streamId } = parse(StreamIdBody, request.body);
      const row = teamStream(ctx.streams.get(streamId), request.caller.teamId);
      if (row.state === 'STARTING' || row.state === 'STREAMING' || row.state === 'STOPPING')
        throw conflict('The stream is still running', 'streamId');
      const device = teamDevice(ctx.db, request.caller.teamId, row.deviceId);
      const teamId = request.caller.teamId;
      if (row.kind === 'FROM') {
        const pull = await pullTarget(row.url);
        return status(
          ctx.streams.startIngest({
            teamId,
            deviceId: row.deviceId,
            deviceName: device.name,
            sourceUrl: row.url,
            ...(pull ? { pull } : {}),
          }),
        );
      }
      // A relay's address is stored with its credentials masked: it cannot be retried from the record.
      if (row.url.includes('***@'))
        throw conflict('The destination had credentials, which are not kept; start the relay again with them', 'streamId');
      const push = await resolveStreamTarget(row.url, 'destination', ctx.config.streamAllowedNetworks);
      return status(ctx.streams.startRelay({ teamId, deviceId: row.deviceId, deviceName: device.name, destUrl: row.url, push }));
    },
  );

  app.get(
    '/v1/streams/api/states',
    {
      config: doc({
        summary: "Every stream of the caller's team with its state, for one-request polling",
        tags,
        auth,
        extension: true,
        response:
          '[{streamId, deviceId, kind, state, error?, errorCode?, startedAt, url (credentials redacted), restream, endedAt, dismissed?}]',
      }),
    },
    async (request) => {
      const sources = new Map(listTeamDevices(ctx.db, request.caller.teamId).map((d) => [d.id, d.sourceUrl]));
      return ctx.streams.listTeam(request.caller.teamId).map((r) => streamDetail(r, sources.get(r.deviceId)));
    },
  );

  app.post(
    '/v1/streams/from/start',
    {
      config: doc({
        summary: 'Pull a remote RTMP/RTSP source and ingest it',
        tags,
        auth,
        body: FromStartBody,
        response:
          'JSON string "STARTING"; 400 when the source host is not public or in STREAM_ALLOWED_NETWORKS (nothing connects to it), 503 team or service stream limit',
      }),
    },
    async (request, reply) => {
      const body = parse(FromStartBody, request.body);
      const device = teamDevice(ctx.db, request.caller.teamId, body.deviceId);
      checkStreamKey(ctx.db, request.caller.teamId, body.streamKey);
      const pull = await resolveStreamTarget(body.sourceUrl, 'source', ctx.config.streamAllowedNetworks, { field: 'sourceUrl' });
      const row = ctx.streams.startIngest({
        teamId: request.caller.teamId,
        deviceId: body.deviceId,
        deviceName: device.name,
        sourceUrl: body.sourceUrl,
        pull,
      });
      // The spec answers a bare JSON string; Fastify would send a string as text/plain.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(row.state));
    },
  );

  app.post(
    '/v1/streams/from/stop',
    {
      config: doc({ summary: 'Stop a stream started with from/start', tags, auth, body: RestreamStopBody, response: '{streamId, state}' }),
    },
    async (request) => stopRestream(request.caller.teamId, request.body, ingestStreamId),
  );

  app.post(
    '/v1/streams/to/start',
    {
      config: doc({
        summary: "Relay the device's live stream to an RTMP destination",
        tags,
        auth,
        body: ToStartBody,
        response:
          '{streamId: "<deviceId>-TO", state}; 400 when the destination host is not public or in STREAM_ALLOWED_NETWORKS, 503 team or service stream limit',
      }),
    },
    async (request) => {
      const body = parse(ToStartBody, request.body);
      const device = teamDevice(ctx.db, request.caller.teamId, body.deviceId);
      checkStreamKey(ctx.db, request.caller.teamId, body.streamKey);
      const push = await resolveStreamTarget(body.destUrl, 'destination', ctx.config.streamAllowedNetworks, { field: 'destUrl' });
      return status(
        ctx.streams.startRelay({
          teamId: request.caller.teamId,
          deviceId: body.deviceId,
          deviceName: device.name,
          destUrl: body.destUrl,
          push,
        }),
      );
    },
  );

  app.post(
    '/v1/streams/to/stop',
    { config: doc({ summary: 'Stop a relay', tags, auth, body: RestreamStopBody, response: '{streamId, state}' }) },
    async (request) => stopRestream(request.caller.teamId, request.body, relayStreamId),
  );

  app.post(
    '/v1/streams/external/token',
    {
      config: doc({
        summary: 'Viewer token and signed playback URLs for the streaming CDN',
        tags,
        auth,
        body: ViewerTokenBody,
        response: 'External viewer token response; 400 when an aiAppIds entry is not a configured AI add-on',
      }),
    },
    async (request) => {
      const body = parse(ViewerTokenBody, request.body);
      const { teamId } = request.caller;
      checkViewerTeam(teamId, body.teamId);
      if (body.deviceId) teamDevice(ctx.db, teamId, body.deviceId);
      checkAiAppIds(body.aiAppIds ?? [], ctx.config.aiApps);
      return issueViewerToken(ctx.tokens, {
        origin: origin(request),
        teamId,
        ...(body.deviceId ? { deviceId: body.deviceId } : {}),
        aiAppIds: body.aiAppIds ?? [],
        duration: body.duration ?? VIEWER_TOKEN_DEFAULT_S,
      });
    },
  );

  app.get(
    '/v1/streams/:streamKey',
    {
      config: doc({
        summary: "The caller's team's streams now in STREAMING ({streamKey} is a legacy segment)",
        tags,
        auth,
        response: '[{streamId, deviceId, kind, state, startedAt}]',
      }),
    },
    async (request) => {
      parse(KeyParams, request.params);
      return ctx.streams
        .listTeam(request.caller.teamId)
        .filter((r) => r.state === 'STREAMING')
        .map(streamInfo);
    },
  );

  if (ctx.config.devIdentity) {
    app.get(
      '/dev/cameras/:deviceId',
      {
        config: doc({
          summary: "RTMP URLs of a device's simulated camera (pull with any RTMP player)",
          tags: ['dev identity'],
          auth,
          extension: true,
          response: '{deviceId, main, sub} (rtmp://127.0.0.1:<port>/live/cam); 404 when the device has no simulated camera',
        }),
      },
      async (request) => {
        const { deviceId } = parse(DeviceParams, request.params);
        const device = simulatedCameraDevice(teamDevice(ctx.db, request.caller.teamId, deviceId));
        return { deviceId, ...(await ctx.streams.cameras.urls(deviceId, device.name)) };
      },
    );
    // Fault injection for tests and demos: make a simulated camera drop, then bring it back.
    for (const action of ['kill', 'restore'] as const) {
      app.post(
        `/dev/cameras/:deviceId/${action}`,
        {
          config: doc({
            summary: `${action === 'kill' ? 'Kill' : 'Restore'} the simulated camera of a device`,
            tags: ['dev identity'],
            auth,
            extension: true,
            response: '{deviceId, camera: "down" | "up"}',
          }),
        },
        async (request) => {
          const { deviceId } = parse(DeviceParams, request.params);
          const device = teamDevice(ctx.db, request.caller.teamId, deviceId);
          await ctx.streams.cameras[action](deviceId, device.name);
          return { deviceId, camera: action === 'kill' ? 'down' : 'up' };
        },
      );
    }
  }
};
