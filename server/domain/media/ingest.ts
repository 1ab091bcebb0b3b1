import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { newId, unguessable } from '../../store/ids';
import { readImageMetadata, type Metadata } from './image-metadata';
import type { MediaRow } from './media-repository';
import type { MediaService, Parent } from './media-service';
import { storageFileName, typeFromMime } from './media-types';
import { probeVideo, videoFrame } from './video-probe';
import { commitFile, syncPath } from '../../store/durable-files';

export interface IngestInput {
  teamId: string;
  ownerId: string;
  parent: Parent;
  name: string;
  mimeType: string;
  /** A complete file on the same filesystem as the media folder; it is moved, not copied. */
  tmpFile: string;
  size: number;
  deviceId?: string | null;
  tags?: string | null;
  annotations?: string | null;
  isApproved?: boolean | null;
  createdAt?: number;
  /** Seed-only: skip thumbnail rendering. */
  thumbnail?: boolean;
  /** Seed-only: a fixed id so demo data is the same on every machine. */
  id?: string;
  /** Seed-only: metadata known from elsewhere (e.g. the position of a generated image). */
  metadata?: Metadata;
}

export const THUMBNAIL_NAME = 'thumb.jpg';

function annotationCount(annotations: string | null | undefined): number | undefined {
  if (!annotations) return undefined;
  try {
    const byAddon = JSON.parse(annotations) as Record<string, { labels?: Record<string, unknown> }>;
    return Object.values(byAddon).reduce((n, a) => n + Object.keys(a?.labels ?? {}).length, 0);
  } catch {
    return undefined;
  }
}

/**
 * Turns a finished temporary file into a media item: reads metadata (EXIF/XMP for images,
 * ffprobe for videos), renders a thumbnail, moves the file under a 128-bit random folder
 * and inserts the row. On any failure nothing is left behind: no row, no file.
 */
export async function ingestFile(media: MediaService, mediaDir: string, input: IngestInput): Promise<MediaRow> {
  const type = typeFromMime(input.mimeType, input.name);
  const dir = unguessable();
  const absDir = path.join(mediaDir, dir);
  const storagePath = `${dir}/${storageFileName(input.name)}`;
  const thumbAbs = path.join(absDir, THUMBNAIL_NAME);
  let thumbnailPath: string | null = null;
  fs.mkdirSync(absDir, { recursive: true });
  try {
    let meta: Metadata = {};
    if (type === 'I') {
      meta = await readImageMetadata(input.tmpFile);
      try {
        const info = await sharp(input.tmpFile, { failOn: 'none' }).metadata();
        meta.width = info.autoOrient?.width ?? info.width;
        meta.height = info.autoOrient?.height ?? info.height;
        meta.type = info.format;
        if (input.thumbnail !== false) {
          await sharp(input.tmpFile, { failOn: 'none' })
            .rotate()
            .resize(320, 320, { fit: 'inside' })
            .jpeg({ quality: 70 })
            .toFile(thumbAbs);
          thumbnailPath = `${dir}/${THUMBNAIL_NAME}`;
        }
      } catch {
        /* not decodable: keep the item without dimensions or thumbnail */
      }
    } else if (type === 'V') {
      const probe = await probeVideo(input.tmpFile);
      if (probe) {
        Object.assign(meta, { duration: probe.duration, width: probe.width, height: probe.height, type: probe.codec });
        // Extension: frames per second, so an analytics frame number opens at its time in the video.
        if (probe.fps) meta.additional = { ...((meta.additional as Record<string, unknown> | undefined) ?? {}), fps: probe.fps };
        const at = probe.duration && probe.duration > 2 ? 1 : 0;
        if (input.thumbnail !== false && (await videoFrame(input.tmpFile, thumbAbs, at))) thumbnailPath = `${dir}/${THUMBNAIL_NAME}`;
      }
    }
    const extra = { ...((meta.additional as Record<string, unknown> | undefined) ?? {}), ...(thumbnailPath ? { thumbnailPath } : {}) };
    delete meta.additional;
    // Seeded items pass their (fixed) creation time, so every stamp of demo data is deterministic.
    const now = input.createdAt ?? Date.now();
    const metadata: Metadata = {
      ...input.metadata,
      ...meta,
      size: input.size,
      deviceId: input.deviceId ?? undefined,
      annotationCount: annotationCount(input.annotations),
      lastmodified: new Date(now).toISOString(),
      additionalProperties: Object.keys(extra).length ? JSON.stringify(extra) : undefined,
    };
    const row: MediaRow = {
      id: input.id ?? newId(),
      team_id: input.teamId,
      parent_id: input.parent.parentId,
      location: input.parent.location,
      type,
      name: input.name,
      tags: input.tags ?? null,
      device_id: input.deviceId ?? null,
      created_at: now,
      updated_at: now,
      uploaded_at: now,
      owner_id: input.ownerId,
      storage_path: storagePath,
      thumbnail_path: thumbnailPath,
      mime_type: input.mimeType,
      metadata: JSON.stringify(metadata),
      annotations: input.annotations ?? null,
      is_approved: input.isApproved === undefined || input.isApproved === null ? null : input.isApproved ? 1 : 0,
    };
    // The files are complete and on disk (fsynced, renamed, folders synced) before the row that
    // serves them commits: a crash leaves at worst a file without a row (swept at the next start).
    if (thumbnailPath) await syncPath(thumbAbs);
    await commitFile(input.tmpFile, path.join(mediaDir, storagePath));
    await syncPath(mediaDir);
    media.store.insert(row);
    return row;
  } catch (err) {
    fs.rmSync(absDir, { recursive: true, force: true });
    throw err;
  }
}
