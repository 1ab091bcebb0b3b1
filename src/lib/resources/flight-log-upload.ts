import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { flightsApi } from '@/lib/api/clients';
import { ApiError, errorFromResponse } from '@/lib/api/api-error';
import { buildUrl } from '@/lib/api/http';
import { requestReauth } from '@/lib/api/reauth';
import { getRuntimeConfig } from '@/lib/api/runtime-config';
import { FlightLogFileSchema } from '@/lib/contract/flights';
import { flightKeys } from './flights';

/** The answer of `POST /v1/flights/upload` (reference-service extension). */
const UploadReplySchema = z.object({
  item: FlightLogFileSchema.extend({ logFormat: z.string().optional(), logStoppedAt: z.string().optional() }),
  read: z.object({
    format: z.string(),
    formatLabel: z.string(),
    stoppedAt: z.object({ byte: z.number(), of: z.number(), reason: z.string() }).nullable(),
    notes: z.array(z.string()),
    modes: z.number(),
    events: z.number(),
  }),
});
export type FlightUploadReply = z.infer<typeof UploadReplySchema>;

interface Options {
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

function post(file: File, opts: Options): Promise<FlightUploadReply> {
  return new Promise((resolve, reject) => {
    const abortError = () => new ApiError(0, 'ABORTED', 'Upload cancelled.');
    if (opts.signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(getRuntimeConfig().baseUrl, '/v1/flights/upload', { name: file.name }));
    try {
      for (const [k, v] of Object.entries(flightsApi.authHeaders())) xhr.setRequestHeader(k, v);
    } catch (err) {
      return reject(err); // not connected for the flights area
    }
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.upload.onprogress = (e) => opts.onProgress?.(e.loaded, e.lengthComputable ? e.total : file.size);
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* plain text */
      }
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorFromResponse(xhr.status, body));
      const reply = UploadReplySchema.safeParse(body);
      if (!reply.success)
        return reject(
          new ApiError(xhr.status, 'BAD_RESPONSE', 'The service answered the upload with something that is not a logbook record.'),
        );
      resolve(reply.data);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Cannot reach the service.'));
    xhr.onabort = () => reject(abortError());
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** Uploads one log into the team's logbook; an expired sign-in opens the re-sign-in dialog and the upload starts over once. */
export async function uploadFlightLog(file: File, opts: Options = {}): Promise<FlightUploadReply> {
  try {
    return await post(file, opts);
  } catch (err) {
    if (!(err instanceof ApiError) || !err.isUnauthorized) throw err;
    await requestReauth().catch(() => {
      throw err;
    });
    return post(file, opts);
  }
}

/** After an upload: the logbook lists change (the new record appears), details do not. */
export function invalidateFlightLists(qc: QueryClient): Promise<void> {
  return qc.invalidateQueries({ queryKey: flightKeys.lists() });
}
