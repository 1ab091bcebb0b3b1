// Flight history that points at seeded flight-log files: every log the flight seeder linked to a
// task becomes an entry of that task's `flightHistory` (start, end, distance, storagePath, and the
// log's id as the `flightId` extension, as task writes get it: task-flight-links.ts), so a
// task page draws the tracks actually flown for it. Runs after the flight logs exist.
import type { ServiceContext } from '../context';
import type { FlightHistoryEntry, Task } from '../../src/lib/contract/tasks';
import { getTeamTask, updateTask } from '../domain/tasks/task-repository';

/** A task page downloads every track it lists: a handful is what a task plausibly has. */
const MAX_PER_TASK = 4;

interface LinkedLog {
  id: string;
  storage_path: string;
  team_id: string;
  doc: string;
}

export async function seedTaskFlights(ctx: Omit<ServiceContext, 'streams'>): Promise<void> {
  const { db } = ctx;
  const rows = db
    .prepare(
      `SELECT id, storage_path, team_id, doc FROM flight_logs
        WHERE json_array_length(json_extract(doc, '$.taskIds')) > 0 ORDER BY flight_start`,
    )
    .all() as LinkedLog[];
  const byTask = new Map<string, { teamId: string; entries: FlightHistoryEntry[] }>();
  for (const r of rows) {
    const doc = JSON.parse(r.doc) as { taskIds?: string[]; flightStartDate?: string; flightEndDate?: string; flightDistance?: string };
    for (const taskId of doc.taskIds ?? []) {
      const slot = byTask.get(taskId) ?? { teamId: r.team_id, entries: [] };
      const start = Date.parse(doc.flightStartDate ?? '');
      const end = Date.parse(doc.flightEndDate ?? '');
      const distance = Number(doc.flightDistance);
      slot.entries.push({
        ...(Number.isFinite(start) ? { flightStart: start } : {}),
        ...(Number.isFinite(end) ? { flightEnd: end } : {}),
        ...(Number.isFinite(distance) && distance >= 0 ? { distance } : {}),
        storagePath: r.storage_path,
        flightId: r.id,
      });
      byTask.set(taskId, slot);
    }
  }
  db.transaction(() => {
    for (const [taskId, { teamId, entries }] of byTask) {
      const task: Task | undefined = getTeamTask(db, teamId, taskId);
      if (!task) continue;
      updateTask(db, { ...task, flightHistory: entries.slice(-MAX_PER_TASK) });
    }
  })();
}
