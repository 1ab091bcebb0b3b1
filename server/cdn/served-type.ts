import { fileTypeFromFile } from 'file-type';

/**
 * What a CDN file is served as. A member's upload must never run as script on the dashboard's
 * origin, so the type comes from the file's own bytes, never from the uploader's Content-Type or
 * the name's extension: only kinds the dashboard shows inline (its preview's images, videos and
 * PDFs) are sent as themselves; everything else (HTML, SVG, XML, text, unknown) is a download.
 */
const INLINE = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'video/mp4',
  // DJI cameras write .MOV as well as .MP4.
  'video/quicktime',
  'video/webm',
  'application/pdf',
]);

/**
 * The policy of a CDN file: a document opened from the CDN (an address typed in, a link) is
 * sandboxed into an opaque origin with nothing allowed, so even a file a browser did render could
 * not run script or read the dashboard's storage. Images and video display under it.
 */
export const CDN_CSP = "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'";
/**
 * Chromium shows no PDF in a sandboxed document (its viewer is a plugin frame, and sandboxing
 * disables plugins), so a PDF is not sandboxed; it still may load nothing. The viewer runs a
 * PDF's own scripts in its own process, never as our origin's page.
 */
const PDF_CSP = "default-src 'none'";

export interface ServedType {
  contentType: string;
  /** Sent as `Content-Disposition: attachment`: the browser saves it and never renders it. */
  attachment: boolean;
  csp: string;
}

const DOWNLOAD: ServedType = { contentType: 'application/octet-stream', attachment: true, csp: CDN_CSP };

/**
 * Sniffed once per file version (path, size, mtime), so a CDN hit costs a map lookup; bounded, as
 * the number of stored files is not. Map keeps insertion order: the oldest entry goes first.
 */
const cache = new Map<string, ServedType>();
const CACHE_MAX = 10_000;

export async function servedTypeOf(file: string, version: string): Promise<ServedType> {
  const key = `${version} ${file}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const sniffed = await fileTypeFromFile(file).catch(() => undefined);
  const mime = sniffed?.mime;
  const type: ServedType =
    mime && INLINE.has(mime) ? { contentType: mime, attachment: false, csp: mime === 'application/pdf' ? PDF_CSP : CDN_CSP } : DOWNLOAD;
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(key, type);
  return type;
}
