import fs from 'node:fs';
import path from 'node:path';
import { serviceUrl, type ApiSession } from './fixtures';
import { realFixture } from '../tests/fixtures/real-fixtures';

/** The media drive through its API (raw ID token), for seeding and for checking what the UI did. */
export const PHOTOS = realFixture('photos');

export interface ApiItem {
  id: string;
  name: string;
  type: string;
  location: string;
  parentId: string;
  metadata?: { childItemsNumber?: number | null } | null;
}

export async function mediaGql<T>(session: ApiSession, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${serviceUrl()}/graphql`, {
    method: 'POST',
    headers: { authorization: session.credentials.idToken, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  if (body.data && body.errors?.every((e) => e.extensions?.code === 'NOT_FOUND')) return body.data;
  if (!body.data || body.errors?.length) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export const childLocation = (f: { location: string; id: string }): string => `${f.location}/${f.id}`;

export async function apiFolder(session: ApiSession, name: string, parent?: ApiItem): Promise<ApiItem> {
  const d = await mediaGql<{ createFolder: ApiItem }>(
    session,
    'mutation($n: String!, $l: String) { createFolder(name: $n, location: $l) { id name type location parentId } }',
    { n: name, l: parent ? childLocation(parent) : session.teamId },
  );
  return d.createFolder;
}

export async function apiUpload(
  session: ApiSession,
  folder: ApiItem,
  name: string,
  file = path.join(PHOTOS, 'DJI_Zenmuse_XT2_640_R_13mm.jpg'),
): Promise<ApiItem> {
  const res = await fetch(`${serviceUrl()}/upload/e2e/${encodeURIComponent(name)}`, {
    method: 'PUT',
    headers: {
      authorization: session.credentials.idToken,
      'content-type': 'image/jpeg',
      'x-amz-meta-location': childLocation(folder),
      'x-amz-meta-name': name,
    },
    body: new Uint8Array(fs.readFileSync(file)),
  });
  if (res.status !== 201) throw new Error(`upload ${name}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as ApiItem;
}

/** The item, or null when the service answers NOT_FOUND (deleted, or another team's). */
export async function apiGet(session: ApiSession, id: string): Promise<ApiItem | null> {
  const d = await mediaGql<{ get: ApiItem | null }>(
    session,
    'query($id: String!) { get(item: {id: $id}) { id name type location parentId } }',
    { id },
  );
  return d.get;
}

export async function apiList(session: ApiSession, args: { location?: string; name?: string }): Promise<ApiItem[]> {
  const d = await mediaGql<{ list: { items: ApiItem[] } }>(
    session,
    'query($l: String, $n: String) { list(location: $l, name: $n, limit: 500) { items { id name type location parentId metadata { childItemsNumber } } } }',
    { l: args.location, n: args.name },
  );
  return d.list.items;
}

/** The URL of a folder in the explorer (list view: rows are easy to find by name). */
export const folderUrl = (folder: ApiItem, view: 'list' | 'grid' = 'list'): string =>
  `/media?folder=${encodeURIComponent(childLocation(folder))}&view=${view}`;
