import path from 'node:path';
import type { MediaTypeKey } from '../../../src/lib/contract/media';

const BY_EXTENSION: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.webp': 'image/webp',
  '.dng': 'image/x-adobe-dng',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
  '.mkv': 'video/x-matroska',
  '.pdf': 'application/pdf',
  '.csv': 'text/csv',
  '.txt': 'text/plain',
  '.srt': 'application/x-subrip',
  '.obj': 'model/obj',
  '.glb': 'model/gltf-binary',
  '.gltf': 'model/gltf+json',
  '.ply': 'application/vnd.service.model.pc',
  '.las': 'application/vnd.service.model.pc',
  '.laz': 'application/vnd.service.model.pc',
  '.json': 'application/json',
  '.kml': 'application/vnd.google-earth.kml+xml',
  '.kmz': 'application/vnd.google-earth.kmz',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.zip': 'application/zip',
};

const GENERIC = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

/** The MIME type of an upload: the Content-Type, or the file extension when that is missing or generic. */
export function resolveMimeType(contentType: string | undefined, fileName: string): string {
  const ct = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!GENERIC.has(ct)) return ct;
  return BY_EXTENSION[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

/** Maps a MIME type (and file name, for flight logs sent as text) to the spec's item type key. */
export function typeFromMime(mime: string, fileName: string): MediaTypeKey {
  const ext = path.extname(fileName).toLowerCase();
  if (mime === 'application/vnd.service.folder') return 'F';
  if (mime.startsWith('image/')) return 'I';
  if (mime.startsWith('video/')) return 'V';
  if (mime.startsWith('model/') || mime.startsWith('application/vnd.service.model')) return 'M';
  if (mime === 'application/pdf') return 'R';
  if (
    mime === 'text/csv' ||
    mime === 'application/x-subrip' ||
    ext === '.srt' ||
    ext === '.csv' ||
    (mime === 'text/plain' && ext === '.txt')
  ) {
    return 'FL';
  }
  if (mime.startsWith('text/') || mime.startsWith('application/')) return mime === 'application/octet-stream' ? 'U' : 'D';
  return 'U';
}

/** A file name safe for a storage path segment (the display name stays verbatim in the record). */
export function storageFileName(name: string): string {
  const base = path
    .basename(name)
    .replace(/[^\w.-]+/g, '_')
    .replace(/^\.+/, '');
  return (base || 'file').slice(0, 120);
}
