import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { Caller } from '../../domain/identity/tokens';
import { guard, guardAsync } from './graphql-errors';
import type { MediaRow } from '../../domain/media/media-repository';
import type { ListArgs, MediaService } from '../../domain/media/media-service';
import type { StorageQuota } from '../../domain/media/storage-quota';

export interface MediaGraphqlContext {
  caller: Caller;
  media: MediaService;
  storage: StorageQuota;
}

interface IdInput {
  id: string;
}

function toIso(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const ms =
    typeof value === 'number' ? value : typeof value === 'string' ? (/^\d+$/.test(value) ? Number(value) : Date.parse(value)) : NaN;
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

const Timestamp = new GraphQLScalarType({
  name: 'Timestamp',
  serialize: (v) => toIso(v),
  parseValue: (v) => {
    const iso = toIso(v);
    if (iso === null)
      throw new GraphQLError('Timestamp must be ISO 8601 or epoch milliseconds', { extensions: { code: 'BAD_USER_INPUT' } });
    return Date.parse(iso);
  },
  parseLiteral: (ast) => {
    const iso = ast.kind === Kind.STRING || ast.kind === Kind.INT ? toIso(ast.value) : null;
    if (iso === null)
      throw new GraphQLError('Timestamp must be ISO 8601 or epoch milliseconds', { extensions: { code: 'BAD_USER_INPUT' } });
    return Date.parse(iso);
  },
});

type Metadata = Record<string, unknown>;

function metadataOf(row: MediaRow, ctx: MediaGraphqlContext): Metadata | null {
  let meta: Metadata = {};
  if (row.metadata) {
    try {
      meta = JSON.parse(row.metadata) as Metadata;
    } catch {
      meta = {};
    }
  }
  if (row.type === 'F') meta.childItemsNumber = ctx.media.store.countChildren(row.team_id, `${row.location}/${row.id}`);
  return meta;
}

/** Field resolvers read straight from the stored row; the rules live in MediaService. */
export const mediaResolvers = {
  Timestamp,
  MediaItem: {
    teamId: (r: MediaRow) => r.team_id,
    parentId: (r: MediaRow) => r.parent_id,
    deviceId: (r: MediaRow) => r.device_id,
    createdAt: (r: MediaRow) => r.created_at,
    updatedAt: (r: MediaRow) => r.updated_at,
    uploadedAt: (r: MediaRow) => r.uploaded_at,
    ownerId: (r: MediaRow) => r.owner_id,
    storagePath: (r: MediaRow) => r.storage_path,
    s3Path: (r: MediaRow) => r.storage_path,
    thumbnailPath: (r: MediaRow) => r.thumbnail_path,
    mimeType: (r: MediaRow) => r.mime_type,
    isApproved: (r: MediaRow) => (r.is_approved === null ? null : r.is_approved === 1),
    metadata: (r: MediaRow, _a: unknown, ctx: MediaGraphqlContext) => metadataOf(r, ctx),
  },
  Query: {
    get: (_: unknown, a: { item: IdInput }, ctx: MediaGraphqlContext) => guard(() => ctx.media.getItem(ctx.caller.teamId, a.item.id)),
    list: (_: unknown, a: ListArgs, ctx: MediaGraphqlContext) =>
      guard(() => {
        const { rows, nextToken } = ctx.media.list(ctx.caller.teamId, a);
        return { items: rows, nextToken };
      }),
    storageUsage: (_: unknown, _a: unknown, ctx: MediaGraphqlContext) => ctx.storage.usage(ctx.caller.teamId),
  },
  Mutation: {
    move: (_: unknown, a: { moveItems: IdInput[]; to: IdInput }, ctx: MediaGraphqlContext) =>
      guardAsync(() =>
        ctx.media.move(
          ctx.caller.teamId,
          a.moveItems.map((i) => i.id),
          a.to.id,
        ),
      ),
    rename: (_: unknown, a: { item: IdInput; newName: string }, ctx: MediaGraphqlContext) =>
      guard(() => ctx.media.rename(ctx.caller.teamId, a.item.id, a.newName)),
    delete: (_: unknown, a: { deleteItems: IdInput[] }, ctx: MediaGraphqlContext) =>
      guardAsync(async () => {
        const ids = await ctx.media.remove(
          ctx.caller,
          a.deleteItems.map((i) => i.id),
        );
        return { deleteItems: ids.map((id) => ({ id })), ownerId: ctx.caller.userId };
      }),
    createFolder: (_: unknown, a: { name: string; location?: string | null; parentId?: string | null }, ctx: MediaGraphqlContext) =>
      guard(() => ctx.media.createFolder(ctx.caller.teamId, ctx.caller.userId, a.name, a.location, a.parentId)),
  },
};
