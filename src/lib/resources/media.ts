import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from '@/lib/api/api-error';
import { MediaItemSchema, MediaListSchema, type MediaItem, type MediaList, type MediaNextToken } from '@/lib/contract/media';
import { graphql, graphqlQuery } from '@/lib/graphql/client';

/**
 * The media drive (GraphQL, raw ID token). Fetched through TanStack Query like every other
 * resource, so one cache and one invalidation scheme serve REST and GraphQL alike; urql is
 * the transport (auth exchange, re-sign-in, error mapping). Import only from media routes:
 * it pulls urql in.
 */
export type { MediaItem };

const ITEM_FIELDS = `id teamId parentId tags type location deviceId name createdAt updatedAt uploadedAt ownerId storagePath mimeType annotations isApproved thumbnailPath
  metadata { size childItemsNumber deviceId droneSerialNumber pilotId pilotName annotationCount make model orientation software
    camaperturevalue camfnumber camfocallength camfocallengthin35mmformat camiso camShutterSpeed camExposureBiasValue digitalZoom
    gpsalt gpsaltref gpslat gpslatref gpslng gpslngref baseAltitude exifimagewidth exifimageheight
    gimbalpitchdegree gimbalyawdegree gimbalrolldegree isAutomatedFlight automationid createdate modifydate lastmodified
    type width height bounds is360 duration isPanoramic additionalProperties
    thermalData { isThermal hasRadiometricData minTemperature maxTemperature tmapStoragePath
      calibration { emissivity reflectedTemperature atmosphericTemperature humidity distance transmissivity } } }`;
const TOKEN_FIELDS = 'pk sk locationCreatedAt teamId teamIdType createdAt searchNameCreatedAt searchName deviceId type';

/** Arguments of the spec's `list` query (location uses `/`; see normaliseMediaLocation). */
export interface MediaListFilters {
  location?: string;
  parentId?: string;
  deviceId?: string;
  name?: string;
  tags?: string;
  type?: string;
  dateFrom?: string;
  dateTo?: string;
  sort?: 'asc' | 'desc';
}

interface ListVars extends MediaListFilters {
  limit: number;
  nextToken: MediaNextToken | null;
}

export const GetDocument = graphql<{ get: unknown }, { id: string }>(
  `query MediaGet($id: String!) { get(item: { id: $id }) { ${ITEM_FIELDS} } }`,
);
export const ListDocument = graphql<{ list: unknown }, ListVars>(`
  query MediaList($location: String, $parentId: String, $deviceId: String, $name: String, $tags: String, $type: String,
    $dateFrom: String, $dateTo: String, $sort: SortOrder, $limit: Int, $nextToken: MediaNextTokenInput) {
    list(location: $location, parentId: $parentId, deviceId: $deviceId, name: $name, tags: $tags, type: $type,
      dateFrom: $dateFrom, dateTo: $dateTo, sort: $sort, limit: $limit, nextToken: $nextToken) {
      items { ${ITEM_FIELDS} }
      nextToken { ${TOKEN_FIELDS} }
    }
  }`);

export const mediaKeys = {
  all: ['media'] as const,
  lists: () => ['media', 'list'] as const,
  list: (filters: MediaListFilters) => ['media', 'list', filters] as const,
  detail: (id: string) => ['media', 'detail', id] as const,
  team: () => ['media', 'team'] as const,
};

const PAGE_SIZE = 100;

/** Parses what GraphQL answered; a shape the screens cannot rely on is an ApiError like any other. */
function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new ApiError(200, 'INVALID_RESPONSE', `The media service answered with something unexpected: ${parsed.error.issues[0]?.message}`);
}

export async function fetchMediaItem(id: string): Promise<MediaItem | null> {
  const { data } = await graphqlQuery(GetDocument, { id });
  return data.get == null ? null : parse(MediaItemSchema, data.get);
}

export async function fetchMediaPage(filters: MediaListFilters, nextToken: MediaNextToken | null, limit = PAGE_SIZE): Promise<MediaList> {
  const { data } = await graphqlQuery(ListDocument, { ...filters, limit, nextToken });
  return parse(MediaListSchema, data.list);
}

export function mediaItemQueryOptions(id: string) {
  return queryOptions({ queryKey: mediaKeys.detail(id), queryFn: () => fetchMediaItem(id) });
}

/** A folder (or a filtered drive), page by page with the spec's key object as `nextToken`. */
export function mediaListInfiniteQueryOptions(filters: MediaListFilters) {
  return infiniteQueryOptions({
    queryKey: mediaKeys.list(filters),
    initialPageParam: null as MediaNextToken | null,
    queryFn: ({ pageParam }) => fetchMediaPage(filters, pageParam),
    getNextPageParam: (last) => last.nextToken ?? null,
  });
}

/** The newest items of the whole team drive since `since` (epoch ms, rounded by the caller): one page, folders included. */
export function recentMediaQueryOptions(since: number, limit = 200) {
  return queryOptions({
    queryKey: [...mediaKeys.lists(), 'recent', since, limit] as const,
    queryFn: () => fetchMediaPage({ dateFrom: String(since), sort: 'desc' }, null, limit),
    staleTime: 60_000,
  });
}

/**
 * The caller's team id (the drive's root location) when the sign-in does not carry it, as with a
 * pasted ID token: read from any item of the drive. Null for an empty drive.
 */
export function mediaTeamQueryOptions() {
  return queryOptions({
    queryKey: mediaKeys.team(),
    queryFn: async () => (await fetchMediaPage({}, null, 1)).items[0]?.teamId ?? null,
    staleTime: Infinity,
  });
}
