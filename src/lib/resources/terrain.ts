// Terrain elevation (reference-service extension): whether an operator elevation model is
// installed, and ground elevations at points. Absent on a deployment without the extension: the
// info query then answers "not available" instead of failing.
import { queryOptions } from '@tanstack/react-query';
import { flightsApi } from '@/lib/api/clients';
import { ElevationResponseSchema, TerrainInfoSchema, type TerrainInfo } from '@/lib/contract/terrain';

export const terrainKeys = {
  all: ['terrain'] as const,
  info: () => ['terrain', 'info'] as const,
  elevations: (key: string) => ['terrain', 'elevations', key] as const,
};

export async function fetchTerrainInfo(signal?: AbortSignal): Promise<TerrainInfo> {
  try {
    return await flightsApi.request('/v1/terrain', { schema: TerrainInfoSchema, signal });
  } catch {
    return { available: false };
  }
}

export function fetchElevations(points: { lat: number; lng: number }[], signal?: AbortSignal) {
  return flightsApi.request('/v1/terrain/elevation', { method: 'POST', body: { points }, schema: ElevationResponseSchema, signal });
}

export function terrainInfoQueryOptions() {
  return queryOptions({ queryKey: terrainKeys.info(), queryFn: ({ signal }) => fetchTerrainInfo(signal), staleTime: 60_000 });
}

/** Points rounded to 6 places (≈ 0.1 m) so the cache key is stable and small moves share nothing stale. */
export function elevationsQueryOptions(points: { lat: number; lng: number }[]) {
  const rounded = points.map((p) => ({ lat: Math.round(p.lat * 1e6) / 1e6, lng: Math.round(p.lng * 1e6) / 1e6 }));
  const key = rounded.map((p) => `${p.lat},${p.lng}`).join(';');
  return queryOptions({
    // The key holds every rounded point: the request is read back from it.
    queryKey: terrainKeys.elevations(key),
    queryFn: ({ signal }) =>
      fetchElevations(
        key.split(';').map((s) => {
          const [lat, lng] = s.split(',').map(Number);
          return { lat: lat ?? 0, lng: lng ?? 0 };
        }),
        signal,
      ),
    staleTime: Infinity,
    gcTime: 60_000,
  });
}
