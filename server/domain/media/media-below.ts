/**
 * Descendants of a folder whose children carry location `@prefix`: the children and everything
 * deeper (prefix + '/'). One index range (`'/'` sorts before `'0'`, so the range holds both) plus an
 * exact check: written as an OR of the two (media-repository), SQLite walks the whole team's
 * folder index, which a chunked write would pay for every chunk.
 */
export const BELOW_RANGE =
  "location >= @prefix AND location < @prefix || '0' AND (location = @prefix OR substr(location, 1, length(@prefix) + 1) = @prefix || '/')";

/** One team's bulk media writes run one after another (per database), so a delete never races a move of the same tree. */
const queues = new WeakMap<object, Map<string, Promise<unknown>>>();

export function serialized<T>(db: object, teamId: string, fn: () => Promise<T>): Promise<T> {
  const byTeam = queues.get(db) ?? new Map<string, Promise<unknown>>();
  queues.set(db, byTeam);
  const before = byTeam.get(teamId) ?? Promise.resolve();
  const run = before.then(fn, fn);
  const tail = run.catch(() => {});
  byTeam.set(teamId, tail);
  void tail.then(() => {
    if (byTeam.get(teamId) === tail) byTeam.delete(teamId);
  });
  return run;
}
