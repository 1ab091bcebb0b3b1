// Flight-history entries name their log file (`storagePath`) but not the log: the reference service
// adds `flightId` (an extension, docs/decisions.md) when the path is one of the team's flight logs,
// so a task can link to the flight's page. It is derived here on every write, never taken from the
// caller: a client cannot point a task at a log it cannot see, and a log of another team is not found.
import type { Db } from '../../store/db';
import type { FlightHistoryEntry } from '../../../src/lib/contract/tasks';

/** The entries with `flightId` set from the team's log at each `storagePath` (the newest upload if several), or removed. */
export function linkFlightHistory(db: Db, teamId: string, entries: readonly FlightHistoryEntry[]): FlightHistoryEntry[] {
  const find = db.prepare('SELECT id FROM flight_logs WHERE team_id = ? AND storage_path = ? ORDER BY uploaded_at DESC LIMIT 1').pluck();
  return entries.map(({ flightId: _claimed, ...entry }) => {
    const id = entry.storagePath ? (find.get(teamId, entry.storagePath) as string | undefined) : undefined;
    return id ? { ...entry, flightId: id } : entry;
  });
}

/** The input with its flight history linked, when it carries one. */
export function withLinkedHistory<T extends { flightHistory?: FlightHistoryEntry[] | undefined }>(db: Db, teamId: string, input: T): T {
  return input.flightHistory ? { ...input, flightHistory: linkFlightHistory(db, teamId, input.flightHistory) } : input;
}
