import { authHeaders, call, type Session } from '../api-client';

export interface GqlError {
  message: string;
  extensions?: { code?: string; field?: string };
}

export interface GqlReply<T> {
  status: number;
  data: T | null | undefined;
  errors: GqlError[] | undefined;
}

/** One GraphQL call to the media drive as `session` (raw ID token). */
export async function gql<T = Record<string, unknown>>(
  session: Session | null,
  query: string,
  variables: Record<string, unknown> = {},
  headers?: Record<string, string>,
): Promise<GqlReply<T>> {
  const res = await call<{ data?: T | null; errors?: GqlError[] }>('POST', '/graphql', {
    headers: headers ?? (session ? authHeaders.media(session) : {}),
    body: { query, variables },
  });
  return { status: res.status, data: res.body?.data, errors: res.body?.errors };
}

export const codes = (r: { errors?: GqlError[] }) => (r.errors ?? []).map((e) => e.extensions?.code);

export interface Folder {
  id: string;
  name: string;
  location: string;
  parentId: string;
}

export const childLocation = (f: { location: string; id: string }) => `${f.location}/${f.id}`;

/** Creates a folder through the createFolder extension and fails loudly if it cannot. */
export async function createFolder(session: Session, name: string, parent?: Folder): Promise<Folder> {
  const r = await gql<{ createFolder: Folder }>(
    session,
    'mutation($n: String!, $l: String) { createFolder(name: $n, location: $l) { id name location parentId } }',
    { n: name, l: parent ? childLocation(parent) : session.teamId },
  );
  if (!r.data?.createFolder) throw new Error(`createFolder failed: ${JSON.stringify(r.errors)}`);
  return r.data.createFolder;
}

export const ITEM_FIELDS = `id teamId parentId tags type location deviceId name createdAt updatedAt uploadedAt ownerId storagePath
  mimeType annotations isApproved thumbnailPath
  metadata { size childItemsNumber make model gpslat gpslatref gpslng gpslngref gpsalt exifimagewidth exifimageheight
    gimbalpitchdegree gimbalyawdegree gimbalrolldegree duration width height annotationCount bounds additionalProperties
    thermalData { isThermal hasRadiometricData minTemperature maxTemperature calibration { emissivity distance } } }`;

/** A PUT whose body is streamed (chunked, no Content-Length): `chunks` pieces of `size` bytes. */
export function putStreamed(url: string, headers: Record<string, string>, chunks: number, size: number): Promise<Response> {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < chunks) controller.enqueue(new Uint8Array(size).fill(2));
      else controller.close();
    },
  });
  return fetch(url, { method: 'PUT', headers, body, duplex: 'half' } as RequestInit & { duplex: 'half' });
}
