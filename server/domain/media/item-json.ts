import type { MediaRow } from './media-repository';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A media item in the GraphQL field names, for REST answers (the upload response). */
export function itemJson(row: MediaRow) {
  let metadata: unknown;
  try {
    metadata = row.metadata ? JSON.parse(row.metadata) : null;
  } catch {
    metadata = null;
  }
  return {
    id: row.id,
    teamId: row.team_id,
    parentId: row.parent_id,
    location: row.location,
    type: row.type,
    name: row.name,
    tags: row.tags,
    deviceId: row.device_id,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    uploadedAt: iso(row.uploaded_at),
    ownerId: row.owner_id,
    storagePath: row.storage_path,
    thumbnailPath: row.thumbnail_path,
    mimeType: row.mime_type,
    metadata,
    annotations: row.annotations,
    isApproved: row.is_approved === null ? null : row.is_approved === 1,
  };
}
