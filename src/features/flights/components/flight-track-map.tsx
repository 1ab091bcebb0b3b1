import { memo, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { GeoJsonSource } from '@/lib/map/geojson-source';
import { HtmlMarker } from '@/lib/map/html-marker';
import { MapLayer } from '@/lib/map/map-layer';
import { useMap } from '@/lib/map/map-context';
import { MapView } from '@/lib/map/map-view';
import { sampleAt, type FlightTrack } from '@/lib/resources/flight-track';
import { outlinePositions, trackLine } from '@/lib/resources/flight-track-outline';
import { GradientLine } from '@/lib/map/gradient-line';
import { lineVertices } from '@/lib/map/gradient-line-layer';
import { modeSegments } from '../utils/mode-segments';

interface Props {
  /** The track, or undefined while it downloads (the map starts at `startAt` meanwhile). */
  track: FlightTrack | undefined;
  /** The replay position (sample index): the marker sits there. */
  index: number;
  styleUrl: string | undefined;
  /** Where the map starts before the track fits it ([lng, lat], the take-off): its first tiles load during the download. */
  startAt?: [number, number] | undefined;
  /** The chart's drag-zoom (seconds since the first sample): the map fits those samples. */
  focus?: [number, number] | null;
  /** A second flight drawn beside this one to compare. */
  compare?: FlightTrack | undefined;
  /** More layers or markers drawn on the same map (the flight's mission, its photos), composed by the route. */
  children?: ReactNode;
}

/** Fits the map to the track (or to the chart's zoomed span), and marks the container when the track is drawn (tests, bench). */
function FitAndSignal({
  track,
  focus,
  compare,
}: {
  track: FlightTrack;
  focus: [number, number] | null;
  compare?: FlightTrack | undefined;
}) {
  const map = useMap();
  const from = focus ? sampleAt(track, focus[0]) : 0;
  const to = focus ? sampleAt(track, focus[1]) : track.length - 1;
  useEffect(() => {
    let [w, s, e, n] = [180, 90, -180, -90];
    for (let i = from; i <= to; i++) {
      const x = track.lng[i] as number;
      const y = track.lat[i] as number;
      if (x < w) w = x;
      if (x > e) e = x;
      if (y < s) s = y;
      if (y > n) n = y;
    }
    // "Fit to content" frames both flights when one is compared (not while the chart zooms into this one).
    if (compare && !focus) {
      for (let i = 0; i < compare.length; i++) {
        const x = compare.lng[i] as number;
        const y = compare.lat[i] as number;
        if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
        if (x < w) w = x;
        if (x > e) e = x;
        if (y < s) s = y;
        if (y > n) n = y;
      }
    }
    if (track.length > 0)
      map.fitBounds(
        [
          [w, s],
          [e, n],
        ],
        { padding: 40, animate: false, maxZoom: 18 },
      );
    const el = map.getContainer();
    el.setAttribute('data-focus', focus ? `${from}-${to}` : 'all');
    performance.mark('flight-track:map-fit');
    map.once('idle', () => {
      performance.mark('flight-track:map-idle');
      el.setAttribute('data-track-points', String(track.length));
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, track, from, to, compare]);
  return null;
}

/**
 * The compared line's tiles stop at z12 and are over-zoomed past it: a fitted track then needs one
 * or two tiles instead of a screenful of z15–16 ones. No visible detail is lost: a z12 tile's grid is
 * under a metre (0.8 m at 47° N), about a GPS fix's accuracy.
 */
const LINE_SOURCE = { maxzoom: 12 } as const;

/** Take-off green, yellow halfway, landing red: the direction without glyphs. */
const TRACK_COLORS: [[number, number, number], [number, number, number], [number, number, number]] = [
  [0x22 / 255, 0xc5 / 255, 0x5e / 255],
  [0xea / 255, 0xb3 / 255, 0x08 / 255],
  [0xef / 255, 0x44 / 255, 0x44 / 255],
];

/**
 * The flown track: a line whose colour runs from take-off to landing, drawn by the map's own
 * WebGL context (GradientLine) so the frame after the track arrives shows it, with no round trip
 * through the map's worker. Memoised: only the marker moves during replay.
 */
const TrackLayers = memo(function TrackLayers({ track, onDrawn }: { track: FlightTrack; onDrawn: () => void }) {
  const map = useMap();
  const vertices = useMemo(() => {
    const { lng, lat } = outlinePositions(track);
    return lineVertices(lng, lat);
  }, [track]);
  // "Drawn" for the user: the first frame painted with the line, not the map's `idle`, which
  // also waits for every basemap tile. (GradientLine calls the latest one it was given.)
  const onLineDrawn = () => {
    performance.mark('flight-track:drawn');
    map.getContainer().setAttribute('data-track-drawn', String(track.length));
    onDrawn();
  };
  useEffect(() => () => map.getContainer().removeAttribute('data-track-drawn'), [map, track]);
  return <GradientLine id="flight-track-line" vertices={vertices} width={3} colors={TRACK_COLORS} onDrawn={onLineDrawn} />;
});

/** Flight modes along the track: a wide translucent band in each mode's colour under the flown line. */
const ModeLayers = memo(function ModeLayers({ track }: { track: FlightTrack }) {
  const data = useMemo(() => modeSegments(track), [track]);
  return (
    <GeoJsonSource id="flight-modes" data={data} options={LINE_SOURCE}>
      <MapLayer
        id="flight-modes-line"
        type="line"
        source="flight-modes"
        layout={{ 'line-join': 'round', 'line-cap': 'round' }}
        paint={{ 'line-width': 9, 'line-color': ['get', 'color'], 'line-opacity': 0.45 }}
      />
    </GeoJsonSource>
  );
});

/** The compared flight: one dashed line in a colour of its own, marked when drawn. */
const CompareLayers = memo(function CompareLayers({ track }: { track: FlightTrack }) {
  const map = useMap();
  const line = useMemo(() => trackLine(track), [track]);
  useEffect(() => {
    const el = map.getContainer();
    map.once('idle', () => el.setAttribute('data-compare-points', String(track.length)));
    return () => el.removeAttribute('data-compare-points');
  }, [map, track]);
  return (
    <GeoJsonSource id="flight-compare" data={line} options={LINE_SOURCE}>
      <MapLayer
        id="flight-compare-line"
        type="line"
        source="flight-compare"
        layout={{ 'line-join': 'round', 'line-cap': 'round' }}
        paint={{ 'line-width': 2.5, 'line-color': '#e879f9', 'line-dasharray': [2, 1.5] }}
      />
    </GeoJsonSource>
  );
});

/** A take-off's surroundings: close to the zoom a fitted track of a few hundred metres gets. */
const START_ZOOM = 15;

export function FlightTrackMap({ track, index, styleUrl, startAt, focus = null, compare, children }: Props) {
  // The map is created while the track downloads, and its basemap goes in once the line is drawn:
  // until then its frames (and its worker) do not draw a screenful of basemap tiles at the take-off
  // that the fit to the track then replaces; the basemap follows a frame after the line.
  const [lineDrawn, setLineDrawn] = useState(false);
  // Stable, so the memoised line layer is not re-rendered on every replay tick.
  const onDrawn = useCallback(() => setLineDrawn(true), []);
  return (
    <MapView
      className="h-full min-h-64 w-full rounded"
      label="Flight track map"
      styleUrl={styleUrl}
      {...(startAt ? { center: startAt, zoom: START_ZOOM } : {})}
      holdBasemap={!lineDrawn}
    >
      {track && (
        <Track track={track} index={index} focus={focus} compare={compare} onDrawn={onDrawn}>
          {children}
        </Track>
      )}
    </MapView>
  );
}

type TrackProps = Pick<Props, 'index' | 'compare' | 'children'> & {
  track: FlightTrack;
  focus: [number, number] | null;
  onDrawn: () => void;
};

/** The track's layers and markers, the route's extras between them (photos under the replay marker). */
function Track({ track, index, focus, compare, onDrawn, children }: TrackProps) {
  const first = 0;
  const last = track.length - 1;
  return (
    <>
      <FitAndSignal track={track} focus={focus} compare={compare} />
      {track.story && track.story.modes.length > 0 && <ModeLayers track={track} />}
      <TrackLayers track={track} onDrawn={onDrawn} />
      {compare && compare.length > 0 && <CompareLayers track={compare} />}
      {children}
      <HtmlMarker lng={track.lng[first] as number} lat={track.lat[first] as number} text="Take-off" />
      <HtmlMarker lng={track.lng[last] as number} lat={track.lat[last] as number} text="Landing" />
      <HtmlMarker
        lng={track.lng[index] as number}
        lat={track.lat[index] as number}
        text="▼ Replay"
        className="replay-marker block rounded bg-accent px-1 text-[10px] font-semibold text-accent-fg"
      />
      {Number.isFinite(track.heading[index]) && (
        // The vehicle's heading: an arrow turned with the map, over the replay position.
        <HtmlMarker
          lng={track.lng[index] as number}
          lat={track.lat[index] as number}
          text="▲"
          rotation={track.heading[index]}
          className="heading-marker block text-base leading-none text-accent drop-shadow"
        />
      )}
    </>
  );
}
