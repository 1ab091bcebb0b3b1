import { badRequest } from '../../http/errors';

/**
 * Opaque cursor for newest-first lists keyed by (created_at, id): base64url of the last
 * row's sort key. The next page starts strictly after it, so inserts between pages never
 * repeat or skip a row that existed when the walk started.
 */
export interface PageKey {
  createdAt: number;
  id: string;
}

export function encodePageToken(key: PageKey): string {
  return Buffer.from(JSON.stringify([key.createdAt, key.id])).toString('base64url');
}

export function decodePageToken(token: string | undefined): PageKey | undefined {
  if (token === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'string') {
      return { createdAt: value[0], id: value[1] };
    }
  } catch {
    /* fall through to the 400 */
  }
  throw badRequest('nextToken is not a token this service issued', 'nextToken');
}

export const DEFAULT_PAGE_SIZE = 50;

/**
 * Turns `limit + 1` fetched rows into a page: the extra row only says another page exists.
 */
export function toPage<R extends PageKey, T>(rows: R[], limit: number, present: (row: R) => T) {
  const more = rows.length > limit;
  const pageRows = more ? rows.slice(0, limit) : rows;
  const last = pageRows[pageRows.length - 1];
  return { items: pageRows.map(present), nextToken: more && last ? encodePageToken(last) : null };
}

/** SQL fragment for "strictly after the cursor" in (created_at DESC, id DESC) order. */
export const AFTER_CURSOR = '(created_at < @cursorAt OR (created_at = @cursorAt AND id < @cursorId))';
