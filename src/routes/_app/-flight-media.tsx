import { useInfiniteQuery } from '@tanstack/react-query';
import { getRuntimeConfig } from '@/lib/api/runtime-config';
import { toEpochMs } from '@/lib/contract/epoch';
import { ImageMarker } from '@/lib/map/image-marker';
import { mediaListInfiniteQueryOptions } from '@/lib/resources/media';
import { sampleAtClock, type FlightTrack } from '@/lib/resources/flight-track';
import type { FlightView } from '@/lib/resources/flights';

/**
 * The media the flight's drone captured during the flight (media list filtered by device and by
 * the flight's start and end), as thumbnails on the track where the drone was at each capture
 * time. Loaded lazily by the flight route: it pulls the GraphQL client.
 */
export function FlightMediaMarkers({ flight, track }: { flight: FlightView; track: FlightTrack }) {
  const from = flight.startMs;
  const to = flight.endMs ?? (from !== undefined && flight.durationS !== undefined ? from + flight.durationS * 1000 : undefined);
  const filters = {
    deviceId: flight.deviceId,
    dateFrom: from === undefined ? '' : new Date(from).toISOString(),
    dateTo: to === undefined ? '' : new Date(to).toISOString(),
  };
  // The first page of the media list is enough for thumbnails along one flight.
  const q = useInfiniteQuery({ ...mediaListInfiniteQueryOptions(filters), enabled: from !== undefined && to !== undefined });
  const cdn = getRuntimeConfig().mediaCdnUrl;
  return (
    <>
      {(q.data?.pages[0]?.items ?? []).map((m) => {
        const at = toEpochMs(m.createdAt);
        const i = at === undefined ? -1 : sampleAtClock(track, at);
        if (!m.thumbnailPath || i < 0) return null;
        return (
          <ImageMarker
            key={m.id}
            lng={track.lng[i] as number}
            lat={track.lat[i] as number}
            src={`${cdn}/${m.thumbnailPath}`}
            alt={`Photo ${m.name ?? ''} taken during the flight`}
            href={`${cdn}/${m.storagePath}`}
          />
        );
      })}
    </>
  );
}
