import { queryOptions } from '@tanstack/react-query';
import { buildUrl, httpRequest } from '@/lib/api/http';
import { getRuntimeConfig } from '@/lib/api/runtime-config';
import { BasemapListSchema, PlaceListSchema, type BasemapFile, type Place } from '@/lib/contract/basemaps';

/**
 * Basemaps (extension `GET /basemaps`, public): the operator's tile files. Read often (a file
 * dropped into the directory shows up with no restart), so nothing is fresh for long.
 */
export const basemapKeys = {
  all: ['basemaps'] as const,
  files: () => ['basemaps', 'files'] as const,
  places: (q: string) => ['basemaps', 'places', q] as const,
};

export async function fetchBasemapFiles(signal?: AbortSignal): Promise<BasemapFile[]> {
  const url = buildUrl(getRuntimeConfig().baseUrl, '/basemaps');
  return (await httpRequest(url, { schema: BasemapListSchema, signal })).files;
}

export function basemapFilesQueryOptions() {
  return queryOptions({ queryKey: basemapKeys.files(), queryFn: ({ signal }) => fetchBasemapFiles(signal), staleTime: 5_000 });
}

export async function fetchPlaces(q: string, signal?: AbortSignal): Promise<Place[]> {
  const url = buildUrl(getRuntimeConfig().baseUrl, '/basemaps/places', { q });
  return (await httpRequest(url, { schema: PlaceListSchema, signal })).places;
}

export function placesQueryOptions(q: string) {
  return queryOptions({
    queryKey: basemapKeys.places(q),
    queryFn: ({ signal }) => fetchPlaces(q, signal),
    staleTime: Infinity,
    enabled: q.trim().length >= 2,
  });
}
