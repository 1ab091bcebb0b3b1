import type { Db } from '../../store/db';
import type { FileRemovals } from '../../store/file-removals';
import { createMediaBulkDelete } from './media-bulk-delete';
import { createMediaBulkMove } from './media-bulk-move';
import type { Trash } from '../trash/trash-service';
import type { Caller } from '../identity/tokens';
import { serialized } from './media-below';
import { newId } from '../../store/ids';
import { childLocation, isAtOrBelow, normaliseLocation, parseDateArg } from './location';
import { invalid, notFound } from '../errors';
import { MEDIA_NAME_MAX } from '../../../src/lib/contract/limits';
import { mediaNameProblem } from '../../../src/lib/contract/media-name';
import { createMediaRepository, folderRow, type MediaRow } from './media-repository';
import { parseTags } from './tags';
import { decodeNextToken, encodeNextToken, type NextToken } from './next-token';

export const MAX_NAME_LENGTH = MEDIA_NAME_MAX;
export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 500;

export interface Parent {
  parentId: string;
  /** Location children of this parent carry. */
  location: string;
}

export interface ListArgs {
  location?: string | null;
  parentId?: string | null;
  deviceId?: string | null;
  name?: string | null;
  tags?: string | null;
  type?: string | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  sort?: 'asc' | 'desc' | null;
  limit?: number | null;
  nextToken?: NextToken | null;
}

const present = (v: string | null | undefined): v is string => v !== undefined && v !== null && v !== '';

export type MediaService = ReturnType<typeof createMediaService>;

/** The media drive's rules: team scoping, folder hierarchy, recursive move and delete. */
/** With `trash`, a delete moves the items to the team trash; without (the seeds), it destroys them. */
export function createMediaService(db: Db, files: FileRemovals, trash?: Trash) {
  const store = createMediaRepository(db);
  const bulkDelete = createMediaBulkDelete(db, files);
  const bulkMove = createMediaBulkMove(db);

  function getItem(teamId: string, id: string): MediaRow {
    const row = store.get(teamId, id);
    if (!row) throw notFound('Media item');
    return row;
  }

  function folder(teamId: string, id: string): MediaRow {
    const row = store.get(teamId, id);
    if (!row || row.type !== 'F') throw notFound('Folder');
    return row;
  }

  /** Resolves where children go from a location or a parent id; the team root when neither is given. */
  function resolveParent(teamId: string, location: string | null | undefined, parentId: string | null | undefined): Parent {
    if (present(location)) {
      const loc = normaliseLocation(location);
      const parts = loc.split('/');
      // Another team's location answers as if it did not exist.
      if (parts[0] !== teamId) throw notFound('Folder');
      if (parts.length === 1) return { parentId: teamId, location: teamId };
      const id = parts[parts.length - 1] as string;
      const f = folder(teamId, id);
      if (childLocation(f) !== loc) throw notFound('Folder');
      if (present(parentId) && parentId !== id) throw invalid('location and parentId name different folders', 'parentId');
      return { parentId: id, location: loc };
    }
    if (present(parentId)) {
      if (parentId === teamId) return { parentId: teamId, location: teamId };
      return { parentId, location: childLocation(folder(teamId, parentId)) };
    }
    return { parentId: teamId, location: teamId };
  }

  function list(teamId: string, args: ListArgs): { rows: MediaRow[]; nextToken: NextToken | null } {
    const limit = args.limit ?? DEFAULT_LIMIT;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw invalid(`limit must be 1..${MAX_LIMIT}`, 'limit');
    const parent = present(args.location) || present(args.parentId) ? resolveParent(teamId, args.location, args.parentId) : undefined;
    const tags = present(args.tags) ? parseTags(args.tags, 'tags') : undefined;
    const sort = args.sort ?? 'desc';
    const { rows, hasMore } = store.list({
      teamId,
      location: parent?.location,
      deviceId: present(args.deviceId) ? args.deviceId : undefined,
      name: present(args.name) ? args.name : undefined,
      type: present(args.type) ? args.type : undefined,
      tags,
      dateFrom: present(args.dateFrom) ? parseDateArg(args.dateFrom, 'dateFrom') : undefined,
      dateTo: present(args.dateTo) ? parseDateArg(args.dateTo, 'dateTo') : undefined,
      sort,
      limit,
      after: args.nextToken ? decodeNextToken(args.nextToken, teamId) : undefined,
    });
    const last = rows[rows.length - 1];
    return { rows, nextToken: hasMore && last ? encodeNextToken(last) : null };
  }

  /**
   * Moves the items to the folder `toId` (or the team root). A folder's descendants follow in
   * chunks that let other requests run (media-bulk-move.ts); resolves when all have moved.
   */
  function move(teamId: string, ids: string[], toId: string): Promise<MediaRow[]> {
    return serialized(db, teamId, async () => {
      const unique = [...new Set(ids)];
      const dest =
        toId === teamId ? { parentId: teamId, location: teamId } : { parentId: toId, location: childLocation(folder(teamId, toId)) };
      // All or nothing: every item is checked before anything moves. The destination cannot move
      // meanwhile: it would have to lie inside a moved folder, which is refused here.
      for (const id of unique) {
        const item = getItem(teamId, id);
        if (item.id === toId || (item.type === 'F' && isAtOrBelow(dest.location, childLocation(item)))) {
          throw invalid(`Cannot move folder ${item.id} into itself or one of its sub-folders`, 'to.id');
        }
      }
      const now = Date.now();
      // Fresh read each: an earlier folder of the list may have held (and so rewritten) this item.
      for (const id of unique) await bulkMove.run(getItem(teamId, id), dest.parentId, dest.location, now);
      return unique.map((id) => getItem(teamId, id));
    });
  }

  function rename(teamId: string, id: string, newName: string): MediaRow {
    checkName(newName, 'newName');
    getItem(teamId, id);
    store.rename(teamId, id, newName, Date.now());
    return getItem(teamId, id);
  }

  /**
   * Deletes the items and everything below the folders among them, in chunks that let other
   * requests run (media-bulk-delete.ts); resolves when all are gone.
   */
  async function remove(caller: Caller, ids: string[]): Promise<string[]> {
    const teamId = caller.teamId;
    if (trash) {
      const unique = [...new Set(ids)];
      // All or nothing for the ids, as below; the trash then keeps them as one deletion (it queues behind the team's other tree writes).
      for (const id of unique) getItem(teamId, id);
      await trash.deleteMedia(caller, unique);
      return unique;
    }
    return serialized(db, teamId, async () => {
      const unique = [...new Set(ids)];
      // All or nothing for the ids: an unknown (or other team's) id fails the whole call before anything goes.
      for (const id of unique) getItem(teamId, id);
      // An item a folder earlier in the list held is gone by its turn: run() is then a no-op.
      for (const id of unique) await bulkDelete.run(teamId, id);
      return unique;
    });
  }

  function createFolder(teamId: string, ownerId: string, name: string, location?: string | null, parentId?: string | null): MediaRow {
    checkName(name, 'name');
    const parent = resolveParent(teamId, location, parentId);
    const now = Date.now();
    const row = folderRow({ id: newId(), teamId, parentId: parent.parentId, location: parent.location, name, ownerId, createdAt: now });
    store.insert(row);
    return row;
  }

  return { store, getItem, resolveParent, list, move, rename, remove, createFolder };
}

/** The shared name rule (rename, create folder and upload): a VALIDATION_FAILED naming `field`. */
export function checkName(name: string, field: string): void {
  const problem = mediaNameProblem(name, field);
  if (problem) throw invalid(problem, field);
}
