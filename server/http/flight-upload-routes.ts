import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Router } from '../context';
import { mediaNameProblem } from '../../src/lib/contract/media-name';
import type { FlightLogRecord } from '../domain/flights/flight-log-repository';
import { createFlightLogRepository } from '../domain/flights/flight-log-repository';
import { createFlightLogReader } from '../domain/flights/flight-log-reader';
import { DomainError, invalid } from '../domain/errors';
import { unguessable } from '../store/ids';
import { doc } from './route-docs';
import { parse } from './validate';

/** The largest log one upload may carry (FLIGHT_UPLOAD_LIMIT_BYTES; a long PX4 log at full rate is ~300 MB/h). */
export const DEFAULT_FLIGHT_UPLOAD_LIMIT = 256 * 1024 * 1024;

const UploadQuerySchema = z.object({
  name: z.string({ error: 'name is required (the file name)' }).trim().min(1, 'must not be empty').max(255),
  deviceId: z.string().trim().min(1).max(200).optional(),
});

const tooLarge = (limit: number) =>
  new DomainError('PAYLOAD_TOO_LARGE', `The log is larger than the ${Math.round(limit / 1024 / 1024)} MB an upload may be`, 'body');

/** The request body in memory, refused past `limit` (the readers need the whole file; the cap keeps it bounded). */
async function readBody(source: NodeJS.ReadableStream, limit: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw tooLarge(limit);
    chunks.push(chunk);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

const round = (v: number, digits: number) => Number(v.toFixed(digits));

/**
 * Extension: `POST /v1/flights/upload?name=<file name>` with the log's bytes as the body. The log
 * is read with the same readers as the dashboard's (`src/lib/flight-logs`, in a worker thread), the
 * file is stored with the team's flight files and a logbook record is filled from it. A file that
 * is not a log is refused (415, naming the formats tried) and nothing is stored; a log that breaks
 * off is stored with what could be read, and the answer says where it stopped.
 */
export const flightUploadRouter: Router = (app, ctx) => {
  const store = createFlightLogRepository(ctx.db, ctx.dirs.flights);
  const reader = createFlightLogReader();
  const limit = Number(process.env.FLIGHT_UPLOAD_LIMIT_BYTES) || DEFAULT_FLIGHT_UPLOAD_LIMIT;
  const teamName = ctx.db.prepare('SELECT name FROM teams WHERE id = ?').pluck();
  const userName = ctx.db.prepare('SELECT display_name FROM users WHERE id = ?').pluck();
  const deviceOfTeam = ctx.db.prepare('SELECT name, serial FROM devices WHERE id = ? AND team_id = ?');
  app.addHook('onClose', async () => reader.close());

  ctx.auth.protect(app, 'flights');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.post(
    '/v1/flights/upload',
    {
      config: doc({
        summary: "Upload a flight log into the caller's team logbook; the record is filled from the log",
        tags: ['flight logs'],
        auth: 'flights',
        extension: true,
        query: UploadQuerySchema,
        rawBody: `The log file's bytes (any Content-Type). Read from its bytes, never its name: PX4 ULog, MAVLink .tlog, ArduPilot DataFlash .bin, DJI SRT, AirData CSV, Litchi CSV, GPX, KML/KMZ, the logbook's own track CSV. At most ${DEFAULT_FLIGHT_UPLOAD_LIMIT / 1024 / 1024} MB (FLIGHT_UPLOAD_LIMIT_BYTES).`,
        response:
          '201 {item: FlightLogFile (flightStartDate, flightEndDate, flightDuration s, flightDistance m, takeOffLocation, droneName, deviceSerial from the log; pilotName the uploader; extension fields logFormat and, for a log that breaks off, logStoppedAt), read: {format, formatLabel, stoppedAt: {byte, of, reason} | null, notes: String[], modes: Integer, events: Integer}}. 400 bad name/deviceId; 404 deviceId not in the team; 413 too large; 415 not a flight log (message lists the formats tried, `tried` in the error body) or a recognised log that cannot be read (DJI encrypted .txt: says what to do).',
      }),
    },
    async (request, reply) => {
      const { caller } = request;
      const q = parse(UploadQuerySchema, request.query);
      const name = path.posix.basename(q.name.replaceAll('\\', '/'));
      const problem = mediaNameProblem(name, 'name');
      if (problem) throw invalid(problem, 'name');
      const device = q.deviceId ? (deviceOfTeam.get(q.deviceId, caller.teamId) as { name: string; serial: string } | undefined) : undefined;
      if (q.deviceId && !device) throw new DomainError('NOT_FOUND', `Device ${q.deviceId} is not a device of your team`, 'deviceId');
      const declared = Number(request.headers['content-length'] ?? NaN);
      if (Number.isFinite(declared) && declared > limit) {
        reply.header('connection', 'close');
        throw tooLarge(limit);
      }
      let bytes: Uint8Array;
      try {
        bytes = await readBody(request.raw, limit);
      } catch (err) {
        if (err instanceof DomainError) reply.header('connection', 'close');
        throw err instanceof DomainError ? err : invalid('The upload was interrupted', 'body');
      }
      if (bytes.length === 0) throw invalid('The file is empty', 'body');
      // The reader gets the bytes (transferred to its thread); the file is written from a copy.
      const file = Buffer.from(bytes);
      const read = await reader.read(bytes);
      if ('failed' in read) {
        return reply.status(415).send({
          error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: `${name}: ${read.message}`, field: 'body' },
          tried: read.tried,
          format: read.format,
        });
      }
      const s = read.summary;
      const now = Date.now();
      const storagePath = `${caller.teamId}/${unguessable()}/${name}`;
      const target = path.join(ctx.dirs.flights, storagePath);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, file, { flag: 'wx' });
      const record: FlightLogRecord & { logFormat: string; logStoppedAt?: string } = {
        id: randomUUID(),
        storagePath,
        name,
        teamId: caller.teamId,
        teamName: (teamName.get(caller.teamId) as string | undefined) ?? caller.teamId,
        companyId: caller.companyId,
        ownerId: caller.userId,
        deviceId: q.deviceId ?? '',
        pilotName: (userName.get(caller.userId) as string | undefined) ?? caller.userId,
        // The spec's versions (afl, droneV4, droneV5) name the service's own log generations; none maps.
        version: null,
        flightStartDate: s.startMs === null ? null : new Date(s.startMs).toISOString(),
        flightEndDate: s.endMs === null ? null : new Date(s.endMs).toISOString(),
        flightDuration: String(Math.round(s.durationS)),
        flightDistance: s.distanceM === undefined ? null : String(Math.round(s.distanceM)),
        takeOffLocation: s.takeOff ? { lat: round(s.takeOff.lat, 7), long: round(s.takeOff.lng, 7) } : null,
        droneName: device?.name ?? read.vehicle.name ?? null,
        deviceSerial: device?.serial ?? read.vehicle.serial ?? null,
        hasComments: false,
        missionIds: [],
        taskIds: [],
        jobIds: [],
        taskNames: [],
        jobNames: [],
        uploadDate: new Date(now).toISOString(),
        uploadedAt: now,
        flightStartMs: s.startMs === null ? null : Math.round(s.startMs),
        logFormat: read.format,
        ...(read.stoppedAt ? { logStoppedAt: read.stoppedAt.reason } : {}),
      };
      try {
        store.insert(record);
      } catch (err) {
        fs.rmSync(target, { force: true }); // never a file without its record
        throw err;
      }
      const { uploadedAt: _u, flightStartMs: _f, ...item } = record;
      return reply.status(201).send({
        item: { ...item, s3Path: storagePath },
        read: {
          format: read.format,
          formatLabel: read.formatLabel,
          stoppedAt: read.stoppedAt,
          notes: read.notes,
          modes: read.modes,
          events: read.events,
        },
      });
    },
  );
};
