import { z } from 'zod';

/** Stream states of the spec ("States and transitions"). */
export const STREAM_STATES = ['STARTING', 'STREAMING', 'STOPPING', 'STOPPED', 'FINISHED', 'ERROR'] as const;
export const StreamStateSchema = z.enum(STREAM_STATES);
export type StreamState = z.infer<typeof StreamStateSchema>;

/** FROM = ingest of a source (`<deviceId>-FROM`), TO = relay to a destination (`<deviceId>-TO`). */
export type StreamKind = 'FROM' | 'TO';

export const ingestStreamId = (deviceId: string) => `${deviceId}-FROM`;
export const relayStreamId = (deviceId: string) => `${deviceId}-TO`;

const urlWithSchemes = (schemes: string[], label: string) =>
  z
    .string()
    .min(1)
    .refine(
      (v) => {
        try {
          return schemes.includes(new URL(v).protocol.replace(/:$/, ''));
        } catch {
          return false;
        }
      },
      `must be a ${label} URL (${schemes.join(', ')})`,
    );

/** Sources are pulled over RTMP(S) or RTSP; destinations are pushed over RTMP(S). */
export const SourceUrlSchema = urlWithSchemes(['rtmp', 'rtmps', 'rtsp'], 'source');
export const DestUrlSchema = urlWithSchemes(['rtmp', 'rtmps'], 'destination');

const id = z.string().trim().min(1);

export const FromStartBody = z.object({ deviceId: id, streamKey: id, sourceUrl: SourceUrlSchema });
export const RestreamStopBody = z.object({ deviceId: id, streamKey: id });
export const ToStartBody = z.object({ deviceId: id, streamKey: id, destUrl: DestUrlSchema });
export const StreamIdBody = z.object({ streamId: id });

export const VIEWER_TOKEN_MIN_S = 60;
export const VIEWER_TOKEN_MAX_S = 43200;
export const VIEWER_TOKEN_DEFAULT_S = 3600;

export const ViewerTokenBody = z
  .object({
    deviceId: id.optional(),
    teamId: id.optional(),
    aiAppIds: z
      .array(z.string().regex(/^[\w-]{1,64}$/, 'aiAppIds: letters, digits, - and _ only (max 64)'))
      .max(8)
      .optional(),
    duration: z.number().int().min(VIEWER_TOKEN_MIN_S).max(VIEWER_TOKEN_MAX_S).optional(),
  })
  .refine((b) => Boolean(b.deviceId) !== Boolean(b.teamId), { message: 'provide either deviceId or teamId', path: ['deviceId'] });

/** Status of one stream (`POST /v1/streams/api/status`); `error` is the reason when state is ERROR. */
export const StreamStatusSchema = z.object({
  state: StreamStateSchema,
  streamId: z.string().optional(),
  error: z.string().nullable().optional(),
  /** Extension: the failure as a code (see StreamInfo.errorCode). */
  errorCode: z.string().optional(),
});
export type StreamStatus = z.infer<typeof StreamStatusSchema>;

/** One stream in the extension `GET /v1/streams/api/states` and in the active-stream list. */
export const StreamInfoSchema = z.object({
  streamId: z.string(),
  deviceId: z.string(),
  state: StreamStateSchema,
  error: z.string().nullable().optional(),
  /** Extension: why it failed as a code (CONNECTION_REFUSED, TIMED_OUT, AUTH_FAILED, …), beside the sentence in `error`. */
  errorCode: z.string().optional(),
  startedAt: z.number(),
  kind: z.enum(['FROM', 'TO']).optional(),
  /** States listing only (extension): source or destination URL, credentials redacted. */
  url: z.string().optional(),
  /** States listing only: started with from/start (a pull) or to/start (a relay), not from the device's own source. */
  restream: z.boolean().optional(),
  /** States listing only: when the stream ended (epoch ms), null while it runs. */
  endedAt: z.number().nullable().optional(),
  /** States listing only (extension): someone dismissed the ended stream from the pulls and relays list. */
  dismissed: z.boolean().optional(),
});
export type StreamInfo = z.infer<typeof StreamInfoSchema>;

/** The spec's "External viewer token response". */
export const ViewerTokenResponseSchema = z.object({
  token: z.string(),
  scope: z.enum(['device', 'team']),
  deviceId: z.string().optional(),
  teamId: z.string(),
  expiresIn: z.number(),
  expiresAt: z.number(),
  streamUrls: z.object({ hls: z.string(), dash: z.string(), hlsSub: z.string().optional() }).optional(),
  streamUrlPattern: z.object({ hls: z.string(), dash: z.string(), note: z.string() }).optional(),
  annotatedStreamUrls: z.array(z.object({ aiAppId: z.string(), hls: z.string() })).optional(),
  annotatedStreamUrlPatterns: z.array(z.object({ aiAppId: z.string(), hls: z.string() })).optional(),
});
export type ViewerTokenResponse = z.infer<typeof ViewerTokenResponseSchema>;

/** Statuses of `POST /v1/streams/api/{deviceId}/start`, as the spec's Errors table names them. */
export const DEVICE_START_STATUS = { alreadyStreaming: 400, notYourDevice: 403, noSource: 412 } as const;
