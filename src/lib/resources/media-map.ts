import { queryOptions } from '@tanstack/react-query';
import type { MediaItem, MediaNextToken } from '@/lib/contract/media';
import { MediaListSchema } from '@/lib/contract/media';
import { ApiError } from '@/lib/api/api-error';
import { graphql, graphqlQuery } from '@/lib/graphql/client';
import { mediaKeys, type MediaListFilters } from './media';

/**
 * The positions of a listing (a folder or a filtered drive) for its map: every page at once,
 * but only the fields a map needs (position, height, gimbal, field of view), so 10,000 items
 * are a few hundred KB rather than the grid's full records. Same filters as the grid, so the
 * map and the grid always show the same items.
 */
const MAP_FIELDS = `id name type location parentId
  metadata { gpslat gpslatref gpslng gpslngref gpsalt baseAltitude gimbalpitchdegree gimbalyawdegree gimbalrolldegree
    camfocallengthin35mmformat exifimagewidth exifimageheight width height }`;
const TOKEN_FIELDS = 'pk sk locationCreatedAt teamId teamIdType createdAt searchNameCreatedAt searchName deviceId type';

interface MapVars extends MediaListFilters {
  limit: number;
  nextToken: MediaNextToken | null;
}

export const MapListDocument = graphql<{ list: unknown }, MapVars>(`
  query MediaMapList($location: String, $parentId: String, $deviceId: String, $name: String, $tags: String, $type: String,
    $dateFrom: String, $dateTo: String, $sort: SortOrder, $limit: Int, $nextToken: MediaNextTokenInput) {
    list(location: $location, parentId: $parentId, deviceId: $deviceId, name: $name, tags: $tags, type: $type,
      dateFrom: $dateFrom, dateTo: $dateTo, sort: $sort, limit: $limit, nextToken: $nextToken) {
      items { ${MAP_FIELDS} }
      nextToken { ${TOKEN_FIELDS} }
    }
  }`);

/** The service's largest page. */
const PAGE = 500;
/** A map of more than this many items is cut short (and says so): 50,000 points still cluster quickly. */
export const MEDIA_MAP_CAP = 50_000;

export interface MediaMapItems {
  items: MediaItem[];
  /** True when the listing had more than MEDIA_MAP_CAP items. */
  truncated: boolean;
}

export async function fetchMediaMapItems(filters: MediaListFilters, signal?: AbortSignal): Promise<MediaMapItems> {
  const items: MediaItem[] = [];
  let token: MediaNextToken | null = null;
  do {
    if (signal?.aborted) throw new ApiError(0, 'ABORTED', 'The map stopped loading.');
    const { data } = await graphqlQuery(MapListDocument, { ...filters, limit: PAGE, nextToken: token });
    const parsed = MediaListSchema.safeParse(data.list);
    if (!parsed.success) throw new ApiError(200, 'INVALID_RESPONSE', 'The media service answered the map with something unexpected.');
    items.push(...parsed.data.items);
    token = parsed.data.nextToken ?? null;
  } while (token && items.length < MEDIA_MAP_CAP);
  return { items, truncated: token !== null };
}

export function mediaMapQueryOptions(filters: MediaListFilters) {
  return queryOptions({
    // Under the lists key: every change that invalidates the lists redraws the map too.
    queryKey: [...mediaKeys.lists(), 'map', filters] as const,
    queryFn: ({ signal }) => fetchMediaMapItems(filters, signal),
  });
}
