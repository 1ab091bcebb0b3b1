import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { Router, ServiceContext } from '../context';
import { getDeviceAnyTeam } from '../domain/devices/device-repository';
import { errorBody } from '../http/errors';
import { doc } from '../http/route-docs';
import { ingestStreamId } from '../../src/lib/contract/streams';
import { CAMERA_RENDITIONS } from '../streaming/ffmpeg-args';
import { parseViewerClaims, type ViewerClaims } from '../streaming/viewer-token';

const TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.mpd': 'application/dash+xml',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.ts': 'video/mp2t',
};
/** Files a player may ask for: a few folder levels of plain names, never `..`. */
const FILE_PATH = /^(?:(?:sub|dash|ai\/[\w-]{1,64})\/)?[\w-]+\.(?:m3u8|mpd|m4s|mp4|ts)$/;
// One wildcard instead of `:token/:deviceId/*`: a JWT is longer than Fastify's 100-character
// limit for a path parameter, and the route would silently not match.
const Params = z.object({ '*': z.string().regex(/^[^/]+\/[^/]+\/.+$/) });

const DENIED = 'A valid, unexpired viewer token whose scope covers this stream is required';

function deny(reply: FastifyReply) {
  return reply.status(403).header('cache-control', 'no-store').send(errorBody('FORBIDDEN', DENIED));
}

function covers(ctx: ServiceContext, claims: ViewerClaims, deviceId: string): boolean {
  if (claims.scope === 'device') return claims.deviceId === deviceId && getDeviceAnyTeam(ctx.db, deviceId)?.teamId === claims.teamId;
  return getDeviceAnyTeam(ctx.db, deviceId)?.teamId === claims.teamId;
}

/** Multivariant playlist listing the renditions that exist, so hls.js can cap the level to the tile size. */
async function multivariant(dir: string): Promise<string | undefined> {
  const has = async (f: string) =>
    fs.access(path.join(dir, f)).then(
      () => true,
      () => false,
    );
  if (!(await has('index.m3u8'))) return undefined;
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  const { main, sub } = CAMERA_RENDITIONS;
  if (await has('sub/index.m3u8')) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${sub.bandwidth},RESOLUTION=${sub.width}x${sub.height},FRAME-RATE=${sub.fps}`,
      'sub/index.m3u8',
    );
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${main.bandwidth},RESOLUTION=${main.width}x${main.height},FRAME-RATE=${main.fps}`,
      'index.m3u8',
    );
  } else {
    // An external source: its resolution is not known without probing, and there is one rendition.
    lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${main.bandwidth}`, 'index.m3u8');
  }
  return `${lines.join('\n')}\n`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Without a UTCTiming element dash.js syncs its clock against a public internet time server;
 * point it at this service instead (nothing may leave the machine at run time).
 */
function withUtcTiming(mpd: string, origin: string): string {
  if (mpd.includes('<UTCTiming')) return mpd;
  return mpd.replace('</MPD>', `\t<UTCTiming schemeIdUri="urn:mpeg:dash:utc:http-iso:2014" value="${origin}/cdn/live/time"/>\n</MPD>`);
}

/**
 * The streaming CDN: `/cdn/live/t/<viewer token>/<deviceId>/<file>`. The token sits in the
 * path so the relative segment URLs hls.js and dash.js build carry it too; `redactUrl`
 * keeps it out of logs. Playlists are never cached; segments briefly.
 */
export const liveCdnRouter: Router = (app, ctx) => {
  const tags = ['streaming cdn'];

  app.get(
    '/cdn/live/t/*',
    {
      config: doc({
        summary:
          'Live HLS/DASH of a device: /cdn/live/t/{token}/{deviceId}/{file} (master.m3u8, index.m3u8, sub/index.m3u8, dash/manifest.mpd, ai/<aiAppId>/index.m3u8, segments)',
        tags,
        auth: 'public',
        response: 'Playlist, manifest or segment; 403 without a valid viewer token covering the device',
      }),
    },
    async (request, reply) => {
      reply.header('access-control-allow-origin', '*');
      const p = Params.safeParse(request.params);
      if (!p.success) return deny(reply);
      const [token = '', rawDevice = '', ...rest] = p.data['*'].split('/');
      const deviceId = rawDevice;
      const file = rest.join('/');
      const claims = parseViewerClaims(await ctx.tokens.verify('viewer', token));
      if (!claims || !covers(ctx, claims, deviceId)) return deny(reply);
      const streamId = ingestStreamId(deviceId);
      const row = ctx.streams.get(streamId);
      // An ended stream's files stay on disk until its next start, but are not served: a player
      // must see "offline", not replay the last minute.
      const live = row && row.teamId === claims.teamId && (row.state === 'STARTING' || row.state === 'STREAMING');
      if (!live) return reply.status(404).header('cache-control', 'no-cache').send(errorBody('NOT_FOUND', 'The device is not streaming'));
      if (!FILE_PATH.test(file)) return reply.status(404).send(errorBody('NOT_FOUND', 'No such file'));
      const dir = ctx.streams.liveDir(streamId);

      const ai = /^ai\/([\w-]+)\//.exec(file);
      if (ai?.[1]) {
        // A token signed before an add-on was removed (or before ids were checked) still names only configured ones here.
        if (!claims.aiAppIds.includes(ai[1]) || !ctx.config.aiApps.some((a) => a.id === ai[1])) return deny(reply);
        if (!ctx.streams.touchAnnotated(streamId, ai[1], claims.teamId))
          return reply.status(404).send(errorBody('NOT_FOUND', 'The device is not streaming'));
        // The annotated rendition starts on this first request: give it a moment to write a segment.
        for (let i = 0; i < 40 && file.endsWith('.m3u8'); i++) {
          const ready = await fs.readFile(path.join(dir, file), 'utf8').then(
            (t) => t.includes('#EXTINF'),
            () => false,
          );
          if (ready) break;
          await sleep(200);
        }
      }

      const ext = path.extname(file);
      const playlist = ext === '.m3u8' || ext === '.mpd';
      let body: Buffer | string | undefined;
      if (file === 'master.m3u8') body = await multivariant(dir);
      else if (ext === '.mpd')
        body = await fs.readFile(path.join(dir, file), 'utf8').then(
          (t) => withUtcTiming(t, `${request.protocol}://${request.host}`),
          () => undefined,
        );
      else body = await fs.readFile(path.join(dir, file)).catch(() => undefined);
      if (body === undefined)
        return reply.status(404).header('cache-control', 'no-cache').send(errorBody('NOT_FOUND', 'Not available (yet)'));
      return reply
        .header('content-type', TYPES[ext] ?? 'application/octet-stream')
        .header('cache-control', playlist ? 'no-cache' : 'public, max-age=30, immutable')
        .send(body);
    },
  );

  app.get(
    '/cdn/live/time',
    {
      config: doc({
        summary: 'Server clock for DASH players (UTCTiming http-iso source of the live manifests)',
        tags,
        auth: 'public',
        extension: true,
        response: 'ISO 8601 time, text/plain',
      }),
    },
    async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .header('access-control-allow-origin', '*')
        .type('text/plain; charset=utf-8')
        .send(new Date().toISOString()),
  );

  // Anything else under /cdn/live (no token in the path) is refused with the same answer.
  app.get(
    '/cdn/live/*',
    { config: doc({ summary: 'Live CDN paths without a viewer token: always 403', tags, auth: 'public', extension: true }) },
    async (_request, reply) => deny(reply),
  );
};
