import type { QueryClient } from '@tanstack/react-query';
import { ApiError, errorFromResponse } from '@/lib/api/api-error';
import { mediaApi } from '@/lib/api/clients';
import { requestReauth } from '@/lib/api/reauth';
import { getRuntimeConfig } from '@/lib/api/runtime-config';
import { MediaItemSchema, UPLOAD_HEADERS, normaliseMediaLocation, type MediaItem } from '@/lib/contract/media';
import { mediaKeys } from './media';

/**
 * Media upload: the spec's upload bucket, S3-style `PUT {media_upload_url}/<key>` with the raw
 * bytes as the body and the object metadata as `x-amz-meta-*` headers. XHR, because it reports
 * upload progress and sends a `File` straight from disk: the browser streams it, nothing reads
 * it whole into memory (a 2 GB video uploads from a tab).
 */
export interface UploadTarget {
  /** The folder's child location (`team/folder/...`, '#' or '/' separated). */
  location: string;
  /** Display name; the file's own name when absent. */
  name?: string;
  deviceId?: string;
}

export interface UploadOptions {
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/** Header values are ASCII on the wire: anything else goes RFC 2047-encoded (what S3 clients do). */
export function encodeHeaderText(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return value;
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return `=?UTF-8?B?${btoa(binary)}?=`;
}

/** The metadata headers of an upload, named as the interface names them. */
export function uploadHeaders(file: { name: string; type: string }, target: UploadTarget): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': file.type || 'application/octet-stream',
    [UPLOAD_HEADERS.location]: normaliseMediaLocation(target.location),
    [UPLOAD_HEADERS.name]: encodeHeaderText(target.name ?? file.name),
  };
  if (target.deviceId) headers[UPLOAD_HEADERS.deviceId] = target.deviceId;
  return headers;
}

/** A key unique per upload, readable in the bucket: `<location>/<random>/<name>`. */
export function uploadKey(name: string, location: string): string {
  const random = crypto.randomUUID().slice(0, 8);
  return [...normaliseMediaLocation(location).split('/'), random, name].map(encodeURIComponent).join('/');
}

function put(file: Blob & { name: string }, target: UploadTarget, opts: UploadOptions): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const abortError = () => new ApiError(0, 'ABORTED', 'Upload cancelled.');
    if (opts.signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `${getRuntimeConfig().mediaUploadUrl}/${uploadKey(target.name ?? file.name, target.location)}`);
    try {
      for (const [k, v] of Object.entries({ ...uploadHeaders(file, target), ...mediaApi.authHeaders() })) xhr.setRequestHeader(k, v);
    } catch (err) {
      return reject(err); // not connected for the media area
    }
    xhr.upload.onprogress = (e) => opts.onProgress?.(e.loaded, e.lengthComputable ? e.total : file.size);
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* plain text */
      }
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorFromResponse(xhr.status, body));
      const item = MediaItemSchema.safeParse(body);
      // A bucket (S3) answers without a body: the item appears in the folder's list.
      resolve(item.success ? item.data : { id: '', name: target.name ?? file.name });
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Cannot reach the upload service.'));
    xhr.onabort = () => reject(abortError());
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** Uploads one file; an expired sign-in opens the re-sign-in dialog and the upload starts over once. */
export async function uploadMediaFile(file: Blob & { name: string }, target: UploadTarget, opts: UploadOptions = {}): Promise<MediaItem> {
  try {
    return await put(file, target, opts);
  } catch (err) {
    if (!(err instanceof ApiError) || !err.isUnauthorized) throw err;
    await requestReauth().catch(() => {
      throw err;
    });
    return put(file, target, opts);
  }
}

/** After uploads: folder lists (and the tree's counts) change; details do not. */
export function invalidateMediaLists(qc: QueryClient): Promise<void> {
  return qc.invalidateQueries({ queryKey: mediaKeys.lists() });
}
