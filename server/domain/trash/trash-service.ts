import type { Db } from '../../store/db';
import { chunkSizer, yieldToOthers } from '../../store/chunked';
import type { FileArea, FileRemovals } from '../../store/file-removals';
import { newId } from '../../store/ids';
import { encodeCursor, decodeCursor } from '../../store/cursor';
import type { Caller } from '../identity/tokens';
import { conflict, invalid, notFound } from '../errors';
import { BELOW_RANGE, serialized } from '../media/media-below';
import type { TrashEntry, TrashKind } from '../../../src/lib/contract/trash';
import { createRowVault, type VaultTable } from './row-vault';
import { KIND_TABLES } from './trash-kinds';
import { recordTrashEvent } from './trash-audit';

export type Trash = ReturnType<typeof createTrash>;

type State = 'deleting' | 'held' | 'restoring' | 'purging';

interface EntryRow {
  id: string;
  team_id: string;
  kind: TrashKind;
  name: string;
  origin: string;
  roots: string | null;
  plan: string | null;
  state: State;
  item_count: number;
  folder_count: number;
  deleted_by: string;
  deleted_at: number;
  expires_at: number;
  restore_to: string | null;
  deleted_by_name?: string | null;
}

/** A media root as it was: where a restore puts it back. */
interface MediaRoot {
  id: string;
  parentId: string;
  location: string;
}
/** A task a deleted mission was detached from, and the mission reference it had. */
interface DetachedTask {
  id: string;
  mission: unknown;
}
type Destinations = Record<string, { parentId: string; location: string }>;

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * The team trash (migration 018). A deletion keeps its rows whole in `trash_rows` and removes them
 * from their tables in the same transaction, a chunk at a time for big ones (`chunkSizer`, the
 * event loop free between chunks, as the bulk deletes did): at every commit each item is either in
 * its table or in the trash, so a crash can lose nothing. The entry's `state` and `plan` journal
 * what is under way; `resumeAll` (at start) finishes it. Files stay on disk while trashed (the CDN
 * answers 404 for them: `isTrashedFile`); "delete forever" and the retention purge destroy the kept
 * rows first and then, through FileRemovals (migration 015), the files no row refers to.
 */
export function createTrash(db: Db, files: FileRemovals, opts: { retentionMs: number; chunk?: number }) {
  const vault = createRowVault(db);
  const insertEntry = db.prepare(
    `INSERT INTO trash_entries (id, team_id, kind, name, origin, roots, plan, state, item_count, folder_count, deleted_by, deleted_at, expires_at)
     VALUES (@id, @teamId, @kind, @name, @origin, @roots, @plan, @state, @items, @folders, @by, @at, @expires)`,
  );
  const entryById = db.prepare('SELECT * FROM trash_entries WHERE id = ?');
  const bump = db.prepare('UPDATE trash_entries SET item_count = item_count + ?, folder_count = folder_count + ? WHERE id = ?');
  const setState = db.prepare(
    'UPDATE trash_entries SET state = @to, restore_to = @restoreTo WHERE id = @id AND team_id = @teamId AND state = @from',
  );
  const hold = db.prepare("UPDATE trash_entries SET state = 'held', plan = NULL, name = ? WHERE id = ?");
  const dropEntry = db.prepare('DELETE FROM trash_entries WHERE id = ?');
  const dropEntryFiles = db.prepare('DELETE FROM trash_files WHERE entry_id = ?');
  const keptName = db.prepare("SELECT json_extract(row, '$.name') FROM trash_rows WHERE entry_id = ? AND tbl = ? LIMIT 1").pluck();

  function newEntry(
    caller: Caller,
    kind: TrashKind,
    e: { name: string; origin: string; roots?: unknown; plan?: unknown; state: State },
  ): string {
    const id = newId();
    const at = Date.now();
    insertEntry.run({
      id,
      teamId: caller.teamId,
      kind,
      name: e.name,
      origin: e.origin,
      roots: e.roots === undefined ? null : JSON.stringify(e.roots),
      plan: e.plan === undefined ? null : JSON.stringify(e.plan),
      state: e.state,
      items: 0,
      folders: 0,
      by: caller.userId,
      at,
      expires: at + opts.retentionMs,
    });
    return id;
  }

  /** Ends a deletion: held under its final name, or dropped when it kept nothing. */
  const finishDeletion = db.transaction((entryId: string, name: (e: EntryRow) => string) => {
    const e = entryById.get(entryId) as EntryRow | undefined;
    if (!e) return;
    if (e.item_count + e.folder_count === 0) {
      dropEntry.run(entryId);
      return;
    }
    hold.run(name(e), entryId);
  });

  // ---- Single rows: a mission, a job with its tasks, a task -------------------------------------

  const WHERE: Record<'mission' | 'job' | 'task', Partial<Record<VaultTable['table'], string>>> = {
    mission: { missions: 'id = @id AND team_id = @teamId' },
    job: { jobs: 'id = @id AND team_id = @teamId', job_users: 'job_id = @id', tasks: 'job_id = @id AND team_id = @teamId' },
    task: { tasks: 'id = @id AND team_id = @teamId' },
  };

  /**
   * Moves one mission, job (with its users and tasks) or task to the trash. Runs inside the
   * caller's transaction (the spec DELETE's own), so it commits with whatever else the delete does.
   */
  function keepOne(caller: Caller, kind: 'mission' | 'job' | 'task', id: string, name: string, origin: string, roots?: unknown): string {
    const entryId = newEntry(caller, kind, { name, origin, roots, state: 'held' });
    let items = 0;
    for (const t of [...KIND_TABLES[kind]].reverse()) {
      const moved = vault.stash(entryId, t, '@id', WHERE[kind][t.table] ?? '0', { id, teamId: caller.teamId });
      if (t.table !== 'job_users') items += moved;
    }
    bump.run(items, 0, entryId);
    recordTrashEvent(db, { action: 'delete', caller, entryId, kind, name, count: items });
    return entryId;
  }

  const tasksOfMission = db.prepare('SELECT id, body FROM tasks WHERE mission_id = ? AND team_id = ?');
  /** The tasks a mission is about to be detached from, to be attached again on restore. Call before detaching. */
  function tasksUsingMission(teamId: string, missionId: string): DetachedTask[] {
    return (tasksOfMission.all(missionId, teamId) as Array<{ id: string; body: string }>).map((t) => ({
      id: t.id,
      mission: (JSON.parse(t.body) as { context?: { mission?: unknown } }).context?.mission ?? null,
    }));
  }

  // ---- Flight logs, chunked --------------------------------------------------------------------

  const flightTable = KIND_TABLES.flightLog[0] as VaultTable;
  const liveFlights = db.prepare('SELECT id FROM flight_logs WHERE +team_id = ? AND id IN (SELECT value FROM json_each(?))').pluck();
  const flightChunk = db.transaction((entryId: string, teamId: string, ids: string[]): string[] => {
    const found = liveFlights.all(teamId, JSON.stringify(ids)) as string[];
    if (found.length === 0) return found;
    vault.stash(entryId, flightTable, 'id', '+team_id = @teamId AND id IN (SELECT value FROM json_each(@ids))', {
      teamId,
      ids: JSON.stringify(found),
    });
    bump.run(found.length, 0, entryId);
    return found;
  });

  async function moveFlights(entryId: string, teamId: string, ids: readonly string[]): Promise<string[]> {
    const moved: string[] = [];
    const sizer = chunkSizer(opts.chunk);
    for (let i = 0; i < ids.length;) {
      const part = ids.slice(i, i + sizer.size);
      i += part.length;
      const t0 = performance.now();
      const found = new Set(flightChunk(entryId, teamId, part));
      sizer.took(performance.now() - t0);
      for (const id of part) if (found.has(id)) moved.push(id);
      await yieldToOthers();
    }
    finishDeletion(entryId, (e) =>
      e.item_count === 1
        ? ((keptName.get(entryId, 'flight_logs') as string | null) ?? '1 flight log')
        : plural(e.item_count, 'flight log', 'flight logs'),
    );
    return moved;
  }

  /** Moves the team's logs among `ids` to one trash entry (others' and unknown ids skipped); the moved ids in the order given. */
  async function deleteFlightLogs(caller: Caller, ids: readonly string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const entryId = newEntry(caller, 'flightLog', {
      name: plural(unique.length, 'flight log', 'flight logs'),
      origin: 'Flight logbook',
      plan: unique,
      state: 'deleting',
    });
    const moved = await moveFlights(entryId, caller.teamId, unique);
    recordTrashEvent(db, {
      action: 'delete',
      caller,
      entryId,
      kind: 'flightLog',
      name: plural(moved.length, 'flight log', 'flight logs'),
      count: moved.length,
    });
    return moved;
  }

  // ---- Media, chunked (a folder with everything below it) -------------------------------------

  const mediaTable = KIND_TABLES.media[0] as VaultTable;
  const mediaById = db.prepare('SELECT id, type, name, location, parent_id FROM media_items WHERE team_id = ? AND id = ?');
  const mediaBelow = db.prepare(
    `SELECT id, type FROM media_items WHERE team_id = @teamId AND ${BELOW_RANGE} ORDER BY location DESC LIMIT @limit`,
  );
  const mediaStep = db.transaction((entryId: string, teamId: string, rootId: string, limit: number): boolean => {
    const item = mediaById.get(teamId, rootId) as { id: string; type: string; location: string } | undefined;
    if (!item) return true;
    const rows =
      item.type === 'F'
        ? (mediaBelow.all({ teamId, prefix: `${item.location}/${item.id}`, limit }) as Array<{ id: string; type: string }>)
        : [];
    const done = rows.length === 0;
    if (done) rows.push(item);
    vault.stash(entryId, mediaTable, '@rootId', 'team_id = @teamId AND id IN (SELECT value FROM json_each(@ids))', {
      teamId,
      rootId,
      ids: JSON.stringify(rows.map((r) => r.id)),
    });
    const folders = rows.filter((r) => r.type === 'F').length;
    bump.run(rows.length - folders, folders, entryId);
    return done;
  });

  async function moveMedia(entryId: string, teamId: string, rootIds: readonly string[]): Promise<void> {
    for (const rootId of rootIds) {
      const sizer = chunkSizer(opts.chunk);
      for (;;) {
        const t0 = performance.now();
        const done = mediaStep(entryId, teamId, rootId, sizer.size);
        sizer.took(performance.now() - t0);
        await yieldToOthers();
        if (done) break;
      }
    }
    // Named at the start (the item's name, or "3 items"), as the user chose them.
    finishDeletion(entryId, (e) => e.name);
  }

  const folderName = db.prepare("SELECT name FROM media_items WHERE team_id = ? AND id = ? AND type = 'F'").pluck();
  /** "Drive / Bridge survey / 2024" for a location. */
  function mediaPlace(teamId: string, location: string): string {
    const ids = location.split('/').slice(1);
    return ['Drive', ...ids.map((id) => (folderName.get(teamId, id) as string | undefined) ?? '(folder gone)')].join(' / ');
  }

  /** Moves the media items (checked to be the team's by the caller) and everything below the folders among them to one entry. */
  function deleteMedia(caller: Caller, ids: readonly string[]): Promise<void> {
    return serialized(db, caller.teamId, async () => {
      const items = ids.map(
        (id) => mediaById.get(caller.teamId, id) as { id: string; location: string; parent_id: string; name: string } | undefined,
      );
      const roots: MediaRoot[] = items.flatMap((i) => (i ? [{ id: i.id, parentId: i.parent_id, location: i.location }] : []));
      if (roots.length === 0) return;
      const first = roots[0] as MediaRoot;
      const entryId = newEntry(caller, 'media', {
        name: roots.length === 1 ? (items[0]?.name ?? 'Item') : plural(roots.length, 'item', 'items'),
        origin: mediaPlace(caller.teamId, first.location),
        roots,
        plan: roots.map((r) => r.id),
        state: 'deleting',
      });
      await moveMedia(
        entryId,
        caller.teamId,
        roots.map((r) => r.id),
      );
      recordTrashEvent(db, {
        action: 'delete',
        caller,
        entryId,
        kind: 'media',
        name: roots.length === 1 ? (items[0]?.name ?? '') : `${roots.length} items`,
        count: roots.length,
      });
    });
  }

  // ---- Restore --------------------------------------------------------------------------------

  const liveFolder = db.prepare("SELECT id, location FROM media_items WHERE team_id = ? AND id = ? AND type = 'F'");
  const liveJob = db.prepare('SELECT 1 FROM jobs WHERE team_id = ? AND id = ?').pluck();

  /** Where a media root goes back to: its folder as it is now (moved or not), or undefined when that folder is gone. */
  function currentPlace(teamId: string, root: MediaRoot): { parentId: string; location: string } | undefined {
    if (root.location === teamId) return { parentId: teamId, location: teamId };
    const parent = liveFolder.get(teamId, root.parentId) as { id: string; location: string } | undefined;
    return parent && { parentId: parent.id, location: `${parent.location}/${parent.id}` };
  }

  function chosenFolder(teamId: string, parentId: string): { parentId: string; location: string } {
    if (parentId === teamId) return { parentId: teamId, location: teamId };
    const folder = liveFolder.get(teamId, parentId) as { id: string; location: string } | undefined;
    if (!folder) throw notFound('Folder', 'parentId');
    return { parentId: folder.id, location: `${folder.location}/${folder.id}` };
  }

  function originAvailable(e: EntryRow): boolean {
    if (e.kind === 'media') return (JSON.parse(e.roots ?? '[]') as MediaRoot[]).every((r) => currentPlace(e.team_id, r) !== undefined);
    if (e.kind === 'task') {
      const jobId = db
        .prepare("SELECT json_extract(row, '$.job_id') FROM trash_rows WHERE entry_id = ? AND tbl = 'tasks' LIMIT 1")
        .pluck()
        .get(e.id);
      return !!liveJob.get(e.team_id, jobId);
    }
    return true;
  }

  function heldEntry(teamId: string, entryId: string): EntryRow {
    const e = entryById.get(entryId) as EntryRow | undefined;
    // Another team's entry is "not found", exactly as an unknown one.
    if (!e || e.team_id !== teamId) throw notFound('Trash entry');
    if (e.state !== 'held')
      throw conflict(
        `“${e.name}” is being ${e.state === 'deleting' ? 'deleted' : e.state === 'restoring' ? 'restored' : 'deleted forever'} right now`,
      );
    return e;
  }

  const reattach = db.prepare(
    "UPDATE tasks SET mission_id = @missionId, body = json_set(body, '$.context.mission', json(@mission)), updated_at = max(@now, updated_at + 1) WHERE id = @id AND team_id = @teamId AND mission_id IS NULL",
  );
  const restoreChunk = db.transaction((e: EntryRow, t: VaultTable, limit: number, dest: Destinations): number => {
    if (e.kind !== 'media') return vault.unstash(e.id, t, limit);
    let moved = 0;
    for (const root of JSON.parse(e.roots ?? '[]') as MediaRoot[]) {
      const to = dest[root.id];
      if (!to) continue;
      moved += vault.unstash(
        e.id,
        t,
        limit - moved,
        root.id,
        {
          // The root and everything below it carry the root's old parent location as a prefix.
          location: "@newLoc || substr(json_extract(row, '$.location'), length(@oldLoc) + 1)",
          parent_id: "CASE WHEN row_id = @rootId THEN @newParent ELSE json_extract(row, '$.parent_id') END",
        },
        { newLoc: to.location, oldLoc: root.location, newParent: to.parentId },
      );
      if (moved >= limit) break;
    }
    return moved;
  });
  /** Last step of a restore: a mission's tasks get it back (those not given another since), the entry goes. */
  const finishRestore = db.transaction((e: EntryRow, missionId: string | undefined) => {
    if (e.kind === 'mission' && missionId) {
      for (const t of JSON.parse(e.roots ?? '[]') as DetachedTask[]) {
        reattach.run({ missionId, mission: JSON.stringify(t.mission), now: Date.now(), id: t.id, teamId: e.team_id });
      }
    }
    dropEntryFiles.run(e.id);
    dropEntry.run(e.id);
  });
  const keptMissionId = db.prepare("SELECT row_id FROM trash_rows WHERE entry_id = ? AND tbl = 'missions'").pluck();

  async function runRestore(e: EntryRow): Promise<void> {
    const dest = JSON.parse(e.restore_to ?? '{}') as Destinations;
    // Read before its row leaves the trash (a restart between that commit and the last step leaves the tasks detached, as a plain delete did).
    const missionId = e.kind === 'mission' ? (keptMissionId.get(e.id) as string | undefined) : undefined;
    for (const t of KIND_TABLES[e.kind]) {
      const sizer = chunkSizer(opts.chunk);
      for (;;) {
        const t0 = performance.now();
        const moved = restoreChunk(e, t, sizer.size, dest);
        sizer.took(performance.now() - t0);
        if (moved === 0) break;
        await yieldToOthers();
      }
    }
    finishRestore(e, missionId);
  }

  /**
   * Puts a deletion back where it was. A media item whose folder is gone needs `parentId` (the
   * team id for the drive's top); a task whose job is gone cannot come back before the job.
   */
  async function restore(caller: Caller, entryId: string, parentId?: string): Promise<{ id: string; kind: TrashKind; restored: number }> {
    const e = heldEntry(caller.teamId, entryId);
    const run = async () => {
      const fresh = heldEntry(caller.teamId, entryId);
      const dest: Destinations = {};
      if (fresh.kind === 'media') {
        for (const root of JSON.parse(fresh.roots ?? '[]') as MediaRoot[]) {
          const to = parentId !== undefined ? chosenFolder(caller.teamId, parentId) : currentPlace(caller.teamId, root);
          if (!to) {
            throw conflict(
              `The folder “${fresh.origin.split(' / ').pop() ?? ''}” that “${fresh.name}” was in is gone or in the trash: choose a folder to restore it to`,
              'parentId',
            );
          }
          dest[root.id] = to;
        }
      } else if (parentId !== undefined) {
        throw invalid('parentId applies to media items only', 'parentId');
      }
      if (fresh.kind === 'task' && !originAvailable(fresh))
        throw conflict(`The job of “${fresh.name}” is gone or in the trash: restore the job first`);
      const started = setState.run({
        id: entryId,
        teamId: caller.teamId,
        from: 'held',
        to: 'restoring',
        restoreTo: JSON.stringify(dest),
      }).changes;
      if (!started) throw conflict(`“${fresh.name}” is being changed right now`);
      await runRestore({ ...fresh, restore_to: JSON.stringify(dest) });
      recordTrashEvent(db, {
        action: 'restore',
        caller,
        entryId,
        kind: fresh.kind,
        name: fresh.name,
        count: fresh.item_count + fresh.folder_count,
      });
      return { id: entryId, kind: fresh.kind, restored: fresh.item_count + fresh.folder_count };
    };
    // A media restore waits for the team's other tree writes (a move, a delete), as they wait for each other.
    return e.kind === 'media' ? serialized(db, caller.teamId, run) : run();
  }

  // ---- Delete forever and the retention purge ---------------------------------------------------

  const purgeChunk = db.transaction((entryId: string, t: VaultTable, limit: number) => {
    const { count, orphans } = vault.destroy(entryId, t, limit);
    for (const area of ['flights', 'media'] as FileArea[]) {
      files.remember(
        area,
        orphans.filter((o) => o.area === area).map((o) => o.path),
      );
    }
    return { count, orphans };
  });

  async function runPurge(e: EntryRow): Promise<void> {
    // Children first, so a job's row goes last.
    for (const t of [...KIND_TABLES[e.kind]].reverse()) {
      const sizer = chunkSizer(opts.chunk);
      for (;;) {
        const t0 = performance.now();
        const { count, orphans } = purgeChunk(e.id, t, sizer.size);
        sizer.took(performance.now() - t0);
        if (count === 0) break;
        for (const area of ['flights', 'media'] as FileArea[]) {
          await files.flush(
            area,
            orphans.filter((o) => o.area === area).map((o) => o.path),
          );
        }
        await yieldToOthers();
      }
    }
    db.transaction(() => {
      dropEntryFiles.run(e.id);
      dropEntry.run(e.id);
    })();
  }

  /** Destroys a deletion now: its rows, then the files nothing else refers to. */
  async function deleteForever(caller: Caller, entryId: string): Promise<{ id: string; kind: TrashKind; destroyed: number }> {
    const e = heldEntry(caller.teamId, entryId);
    if (!setState.run({ id: entryId, teamId: caller.teamId, from: 'held', to: 'purging', restoreTo: null }).changes)
      throw conflict(`“${e.name}” is being changed right now`);
    await runPurge(e);
    recordTrashEvent(db, { action: 'deleteForever', caller, entryId, kind: e.kind, name: e.name, count: e.item_count + e.folder_count });
    return { id: entryId, kind: e.kind, destroyed: e.item_count + e.folder_count };
  }

  const expired = db.prepare("SELECT * FROM trash_entries WHERE state = 'held' AND expires_at <= ? ORDER BY expires_at LIMIT 100");
  const toPurge = db.prepare("UPDATE trash_entries SET state = 'purging' WHERE id = ? AND state = 'held'");
  /** Destroys every deletion past its retention; returns how many. */
  async function purgeExpired(now = Date.now()): Promise<number> {
    let n = 0;
    for (;;) {
      const rows = expired.all(now) as EntryRow[];
      if (rows.length === 0) return n;
      for (const e of rows) {
        if (!toPurge.run(e.id).changes) continue;
        await runPurge(e);
        n++;
      }
    }
  }

  /** At start: finishes every deletion, restore and purge a stopped service left midway. */
  async function resumeAll(): Promise<number> {
    const rows = db.prepare("SELECT * FROM trash_entries WHERE state <> 'held'").all() as EntryRow[];
    for (const e of rows) {
      if (e.state === 'deleting' && e.kind === 'flightLog') await moveFlights(e.id, e.team_id, JSON.parse(e.plan ?? '[]') as string[]);
      else if (e.state === 'deleting' && e.kind === 'media') await moveMedia(e.id, e.team_id, JSON.parse(e.plan ?? '[]') as string[]);
      else if (e.state === 'deleting') hold.run(e.name, e.id);
      else if (e.state === 'restoring') await runRestore(e);
      else if (e.state === 'purging') await runPurge(e);
    }
    return rows.length;
  }

  // ---- Reading ---------------------------------------------------------------------------------

  const userName = db.prepare('SELECT display_name FROM users WHERE id = ?').pluck();
  function present(e: EntryRow): TrashEntry {
    return {
      id: e.id,
      kind: e.kind,
      name: e.name,
      origin: e.origin,
      itemCount: e.item_count,
      folderCount: e.folder_count,
      deletedBy: { id: e.deleted_by, name: (userName.get(e.deleted_by) as string | undefined) ?? e.deleted_by },
      deletedAt: e.deleted_at,
      expiresAt: e.expires_at,
      originAvailable: originAvailable(e),
    };
  }

  function list(
    teamId: string,
    q: { limit: number; nextToken?: string | undefined; kind?: TrashKind | undefined; item?: string | undefined },
  ) {
    const after = q.nextToken ? decodeCursor(q.nextToken) : undefined;
    const where = ['team_id = @teamId', "state = 'held'"];
    if (q.kind) where.push('kind = @kind');
    if (q.item) where.push('id IN (SELECT entry_id FROM trash_rows WHERE root_id = @item)');
    if (after) where.push('(deleted_at < @at OR (deleted_at = @at AND id < @id))');
    const rows = db
      .prepare(`SELECT * FROM trash_entries WHERE ${where.join(' AND ')} ORDER BY deleted_at DESC, id DESC LIMIT @limit`)
      .all({ teamId, kind: q.kind, item: q.item, at: after?.at, id: after?.id, limit: q.limit + 1 }) as EntryRow[];
    const more = rows.length > q.limit;
    const page = rows.slice(0, q.limit);
    const last = page[page.length - 1];
    return { items: page.map(present), nextToken: more && last ? encodeCursor({ at: last.deleted_at, id: last.id }) : null };
  }

  function get(teamId: string, entryId: string): TrashEntry {
    const e = entryById.get(entryId) as EntryRow | undefined;
    if (!e || e.team_id !== teamId || e.state !== 'held') throw notFound('Trash entry');
    return present(e);
  }

  const NAME =
    "COALESCE(json_extract(row, '$.name'), json_extract(row, '$.title'), json_extract(json_extract(row, '$.body'), '$.title'), row_id)";
  const itemsPage = db.prepare(
    `SELECT row_id AS id, tbl AS "table", ${NAME} AS name FROM trash_rows
      WHERE entry_id = @entryId AND tbl <> 'job_users' AND (tbl > @tbl OR (tbl = @tbl AND row_id > @rowId)) ORDER BY tbl, row_id LIMIT @limit`,
  );
  /** What one deletion holds, a page at a time (each row with its table and name). */
  function items(teamId: string, entryId: string, q: { limit: number; nextToken?: string | undefined }) {
    get(teamId, entryId);
    let after = { tbl: '', rowId: '' };
    if (q.nextToken) {
      try {
        const [tbl, rowId] = JSON.parse(Buffer.from(q.nextToken, 'base64url').toString('utf8')) as [string, string];
        after = { tbl: String(tbl), rowId: String(rowId) };
      } catch {
        throw invalid('nextToken is not a token this service issued', 'nextToken');
      }
    }
    const rows = itemsPage.all({ entryId, ...after, limit: q.limit + 1 }) as Array<{ id: string; table: string; name: string }>;
    const more = rows.length > q.limit;
    const page = rows.slice(0, q.limit);
    const last = page[page.length - 1];
    return { items: page, nextToken: more && last ? Buffer.from(JSON.stringify([last.table, last.id])).toString('base64url') : null };
  }

  return {
    keepOne,
    tasksUsingMission,
    deleteFlightLogs,
    deleteMedia,
    restore,
    deleteForever,
    purgeExpired,
    resumeAll,
    list,
    get,
    items,
    isTrashedFile: vault.isTrashedFile,
    mediaPlace,
  };
}
