import type { Db } from '../../store/db';
import type { Caller } from '../../domain/identity/tokens';
import { BELOW_RANGE } from '../../domain/media/media-below';
import { recordAudit } from '../../domain/audit/audit-log';
import { requireForOwned, requirePermission } from '../../domain/permissions/require-permission';
import { guard } from './graphql-errors';

interface IdInput {
  id: string;
}
/** Any resolver: its args differ per mutation (`never` accepts every one); they are passed through untouched. */
type Resolver<C> = (parent: unknown, args: never, ctx: C) => unknown;

/**
 * How many of the items to delete, with everything under the folders among them, are someone
 * else's: a member may delete a folder only when all it holds is theirs too.
 */
function othersInDelete(db: Db, caller: Caller, ids: readonly string[]): number {
  const item = db.prepare('SELECT type, location, owner_id AS ownerId FROM media_items WHERE id = ? AND team_id = ?');
  const below = db.prepare(`SELECT COUNT(*) FROM media_items WHERE team_id = @teamId AND owner_id != @userId AND ${BELOW_RANGE}`).pluck();
  let others = 0;
  for (const id of new Set(ids)) {
    const row = item.get(id, caller.teamId) as { type: string; location: string; ownerId: string } | undefined;
    if (!row) continue; // the resolver answers unknown ids as it always has
    if (row.ownerId !== caller.userId) others += 1;
    if (row.type === 'F') others += below.get({ teamId: caller.teamId, userId: caller.userId, prefix: `${row.location}/${id}` }) as number;
  }
  return others;
}

/**
 * The permission table on the drive's mutations, wrapped around the resolvers (they stay about
 * the drive): every mutation is a write (a viewer's is refused); a delete of anything someone else
 * owns, inside a folder too, is for admins. A refusal is a GraphQL error with extensions.code
 * FORBIDDEN and reason; refusals and deletions go into the audit log.
 */
export function withMediaPermissions<C extends { caller: Caller }, M extends Record<string, Resolver<C>>>(db: Db, mutations: M): M {
  const wrapped: Record<string, Resolver<C>> = {};
  for (const [name, resolve] of Object.entries(mutations)) {
    wrapped[name] = async (parent: unknown, args: unknown, ctx: C) => {
      const what = `media ${name}`;
      guard(() => requirePermission(db, ctx.caller, 'write', { what, targetType: 'media-item' }));
      if (name !== 'delete') return resolve(parent, args as never, ctx);
      const ids = ((args as { deleteItems?: IdInput[] }).deleteItems ?? []).map((i) => i.id);
      const others = othersInDelete(db, ctx.caller, ids);
      const detail = others ? `${others} of the items (with what their folders hold) are someone else's.` : undefined;
      guard(() => requireForOwned(db, ctx.caller, 'media.delete', { what, targetType: 'media-item', targetIds: ids, detail }, others));
      const result = (await resolve(parent, args as never, ctx)) as { deleteItems?: IdInput[] } | null;
      const deleted = result?.deleteItems?.map((i) => i.id) ?? [];
      if (deleted.length) {
        recordAudit(db, {
          caller: ctx.caller,
          action: 'delete',
          targetType: 'media-item',
          targetIds: deleted,
          summary: `Deleted ${deleted.length} ${deleted.length === 1 ? 'media item' : 'media items'} (folders with everything in them)`,
        });
      }
      return result;
    };
  }
  return wrapped as M;
}
