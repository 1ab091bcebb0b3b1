import { z } from 'zod';
import type { Router } from '../context';
import {
  DeleteCountRequestSchema,
  TrashItemsQuerySchema,
  TrashListQuerySchema,
  TrashRestoreSchema,
  type DeleteCount,
  type TrashList,
} from '../../src/lib/contract/trash';
import { createFlightLogRepository } from '../domain/flights/flight-log-repository';
import { notFound } from '../domain/errors';
import { BELOW_RANGE } from '../domain/media/media-below';
import { isAtOrBelow } from '../domain/media/location';
import { mayDeleteForever } from '../domain/trash/trash-permissions';
import { doc } from './route-docs';
import { parse } from './validate';

const tags = ['trash'];
const auth = 'jobs' as const;
const IdParams = z.object({ id: z.string().min(1).max(200) });
const ENTRY =
  '{id, kind: flightLog|media|mission|job|task, name, origin, itemCount, folderCount, deletedBy: {id, name}, deletedAt, expiresAt, originAvailable}';

/**
 * The team trash (extension; docs/decisions.md "Trash and restore (session 19)"). Every route is
 * scoped to the caller's team from the token: another team's entry is 404, as an unknown one.
 * Auth area "jobs" (the identity token, which also opens flights, missions and the drive).
 */
export const trashRouter: Router = (app, ctx) => {
  const { db, trash } = ctx;
  ctx.auth.protect(app, auth);
  // Only its selection resolver is used (no list cache).
  const flights = createFlightLogRepository(db, ctx.dirs.flights, 0);
  const retentionDays = ctx.config.trashRetentionMs / 86_400_000;

  app.get(
    '/v1/trash',
    {
      config: doc({
        summary: "The team's deletions still restorable, newest first (paged)",
        tags,
        auth,
        extension: true,
        query: TrashListQuerySchema,
        response: `{items: ${ENTRY}[], nextToken, retentionDays, mayDeleteForever}. item= keeps the deletions holding that item id (a flight log, a media item, a mission, job or task).`,
      }),
    },
    async (request): Promise<TrashList> => {
      const q = parse(TrashListQuerySchema, request.query);
      return { ...trash.list(request.caller.teamId, q), retentionDays, mayDeleteForever: mayDeleteForever(request.caller) };
    },
  );

  app.get(
    '/v1/trash/:id',
    { config: doc({ summary: 'One deletion in the team trash', tags, auth, extension: true, response: ENTRY }) },
    async (request) => trash.get(request.caller.teamId, parse(IdParams, request.params).id),
  );

  app.get(
    '/v1/trash/:id/items',
    {
      config: doc({
        summary: 'What one deletion holds (every row, a folder’s descendants included), paged',
        tags,
        auth,
        extension: true,
        query: TrashItemsQuerySchema,
        response: '{items: {id, table, name}[], nextToken}',
      }),
    },
    async (request) => trash.items(request.caller.teamId, parse(IdParams, request.params).id, parse(TrashItemsQuerySchema, request.query)),
  );

  app.post(
    '/v1/trash/:id/restore',
    {
      config: doc({
        summary: 'Restore a deletion where it was (media whose folder is gone: to parentId)',
        tags,
        auth,
        extension: true,
        body: TrashRestoreSchema,
        response:
          '{id, kind, restored: Integer}. 409 CONFLICT naming parentId when the folder a media item was in is gone or in the trash (send parentId: a folder id, or the team id for the top of the drive); 409 for a task whose job is gone. Big deletions come back in chunks of about 20 ms; the answer comes when all are back.',
      }),
    },
    async (request) => {
      const { id } = parse(IdParams, request.params);
      const body = parse(TrashRestoreSchema, request.body ?? {});
      return trash.restore(request.caller, id, body.parentId);
    },
  );

  app.delete(
    '/v1/trash/:id',
    {
      config: doc({
        summary: 'Delete forever: destroy a deletion now, rows first, then its files (admins)',
        tags,
        auth,
        extension: true,
        response: '{id, kind, destroyed: Integer}. 403 FORBIDDEN for a member.',
      }),
    },
    async (request) => {
      const { id } = parse(IdParams, request.params);
      return trash.deleteForever(request.caller, id);
    },
  );

  const teamFlights = db.prepare('SELECT count(*) FROM flight_logs WHERE team_id = ? AND id IN (SELECT value FROM json_each(?))').pluck();
  const mediaItem = db.prepare('SELECT id, type, location FROM media_items WHERE team_id = ? AND id = ?');
  const mediaBelow = db.prepare(
    `SELECT coalesce(sum(type = 'F'), 0) AS folders, coalesce(sum(type <> 'F'), 0) AS items FROM media_items WHERE team_id = @teamId AND ${BELOW_RANGE}`,
  );
  const one = (table: string, extra = '') => db.prepare(`SELECT 1 FROM ${table} WHERE team_id = ? AND id = ?${extra}`).pluck();
  const mission = one('missions');
  const job = one('jobs');
  const task = one('tasks');
  const tasksOfJob = db.prepare('SELECT count(*) FROM tasks WHERE team_id = ? AND job_id = ?').pluck();
  const tasksOfMission = db.prepare('SELECT count(*) FROM tasks WHERE team_id = ? AND mission_id = ?').pluck();

  app.post(
    '/v1/trash/count',
    {
      config: doc({
        summary: 'What a deletion would take, counted over every descendant and every matching row',
        tags,
        auth,
        extension: true,
        body: DeleteCountRequestSchema,
        response:
          '{items, folders, tasks}: flight logs (a selection, allSelected with filters counting every match), media files and folders below the chosen ones (each counted once), a job’s tasks or the tasks a mission is detached from. 404 for an item not of the team.',
      }),
    },
    async (request): Promise<DeleteCount> => {
      const req = parse(DeleteCountRequestSchema, request.body);
      const teamId = request.caller.teamId;
      switch (req.kind) {
        case 'flightLog': {
          const ids = flights.selectedIds(teamId, req.selection);
          const items = req.selection.allSelected ? ids.length : (teamFlights.get(teamId, JSON.stringify(ids)) as number);
          return { items, folders: 0, tasks: 0 };
        }
        case 'media': {
          const chosen = [...new Set(req.ids)].map((id) => {
            const row = mediaItem.get(teamId, id) as { id: string; type: string; location: string } | undefined;
            if (!row) throw notFound('Media item', 'ids');
            return row;
          });
          const folders = chosen.filter((r) => r.type === 'F');
          // An item inside another chosen folder is counted with that folder, once.
          const tops = chosen.filter((r) => !folders.some((f) => f !== r && isAtOrBelow(r.location, `${f.location}/${f.id}`)));
          let items = 0;
          let folderCount = 0;
          for (const r of tops) {
            if (r.type !== 'F') {
              items++;
              continue;
            }
            folderCount++;
            const below = mediaBelow.get({ teamId, prefix: `${r.location}/${r.id}` }) as { folders: number; items: number };
            folderCount += below.folders;
            items += below.items;
          }
          return { items, folders: folderCount, tasks: 0 };
        }
        case 'mission':
          if (!mission.get(teamId, req.id)) throw notFound('Mission');
          return { items: 1, folders: 0, tasks: tasksOfMission.get(teamId, req.id) as number };
        case 'job':
          if (!job.get(teamId, req.id)) throw notFound('Job');
          return { items: 1, folders: 0, tasks: tasksOfJob.get(teamId, req.id) as number };
        case 'task':
          if (!task.get(teamId, req.id)) throw notFound('Task');
          return { items: 1, folders: 0, tasks: 0 };
      }
    },
  );
};
