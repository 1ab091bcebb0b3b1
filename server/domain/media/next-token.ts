import { invalid } from '../errors';
import type { MediaRow } from './media-repository';

/**
 * The spec's pagination key (last evaluated key). Its fields mirror the original store's
 * key attributes; the reference service resumes from (createdAt, pk = item id), the sort
 * key of its (team, location, created_at, id) index. The other fields are informative.
 */
export interface NextToken {
  pk?: string | null;
  sk?: string | null;
  locationCreatedAt?: string | null;
  teamId?: string | null;
  teamIdType?: string | null;
  createdAt?: string | null;
  searchNameCreatedAt?: string | null;
  searchName?: string | null;
  deviceId?: string | null;
  type?: string | null;
}

export function encodeNextToken(row: MediaRow): NextToken {
  const createdAt = new Date(row.created_at).toISOString();
  const searchName = row.name.toLowerCase();
  return {
    pk: row.id,
    sk: row.location,
    locationCreatedAt: `${row.location}#${createdAt}`,
    teamId: row.team_id,
    teamIdType: `${row.team_id}#${row.type}`,
    createdAt,
    searchNameCreatedAt: `${searchName}#${createdAt}`,
    searchName,
    deviceId: row.device_id,
    type: row.type,
  };
}

export function decodeNextToken(token: NextToken, teamId: string): { createdAt: number; id: string } {
  const raw = token.createdAt?.trim() ?? '';
  const createdAt = /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
  if (!token.pk || !Number.isFinite(createdAt)) throw invalid('nextToken must be the object a previous list returned', 'nextToken');
  if (token.teamId && token.teamId !== teamId) throw invalid('nextToken belongs to another listing', 'nextToken');
  return { createdAt, id: token.pk };
}
