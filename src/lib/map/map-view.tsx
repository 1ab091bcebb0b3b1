import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  AttributionControl,
  Map as MapLibreMap,
  NavigationControl,
  ScaleControl,
  prewarm,
  setWorkerUrl,
  type LngLatLike,
  type StyleSpecification,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { MapContext } from './map-context';
import { labelFontFaces } from './basemaps/fonts';
import { useBasemap } from './basemaps/use-basemap';
import { MapTools } from './tools/map-tools';

// The ESM build loads its worker from a URL; Vite emits the worker as a hashed asset.
setWorkerUrl(workerUrl);
// Start the worker as soon as a map screen's code loads, not when its first map is created:
// fetching and compiling the 0.5 MB worker then overlaps the screen's first render. (Guarded:
// the route tests load this module in jsdom, which has no Worker.)
if (typeof Worker !== 'undefined') prewarm();

export interface MapViewProps {
  center?: [number, number];
  zoom?: number;
  /**
   * The deployment's `map_style_url`: offered in the basemap switcher and shown until the user
   * picks another basemap. The bundled offline basemap otherwise.
   */
  styleUrl?: string | undefined;
  className?: string;
  /** Accessible name of the map region. */
  label?: string;
  onLoad?: (map: MapLibreMap) => void;
  /**
   * While true, the map is created (WebGL, style, worker) but the basemap is not put in yet: a
   * screen that mounts its map before its data (to take the map's start-up off the wait) and will
   * move the camera to that data, so no tiles are loaded and drawn for the wrong place meanwhile.
   */
  holdBasemap?: boolean;
  children?: ReactNode;
}

/**
 * Creates ONE maplibre map on mount and removes it on unmount (Chromium keeps at most 16 WebGL
 * contexts per page, so screens reuse this instance rather than creating more). Prop changes are
 * pushed to the instance; children render through context only once the style has loaded, so a
 * source/layer child can add itself straight away.
 */
export function MapView({
  center = [0, 0],
  zoom = 2,
  styleUrl,
  className,
  label = 'Map',
  onLoad,
  holdBasemap = false,
  children,
}: MapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const initial = useRef({ center, zoom, styleUrl, onLoad });

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const { center: c, zoom: z, onLoad: cb } = initial.current;
    // The map starts with no basemap; useBasemap puts the chosen one under the screen's layers.
    // Label glyphs come from the bundled font (font-faces), so no glyph server is asked.
    const style: StyleSpecification = { version: 8, sources: {}, layers: [], 'font-faces': labelFontFaces() };
    const instance = new MapLibreMap({
      container: el,
      style,
      center: c as LngLatLike,
      zoom: z,
      attributionControl: false,
      // Shift-drag is the editor's lasso; box zoom would fight it.
      boxZoom: false,
      doubleClickZoom: false,
      fadeDuration: 0,
    });
    instance.addControl(new NavigationControl({ visualizePitch: true }), 'top-right');
    instance.addControl(new ScaleControl({ unit: 'metric' }), 'bottom-left');
    instance.addControl(new AttributionControl({ compact: true }), 'bottom-right');
    // Tests (and a person in the console) reach the instance through the map region's element.
    (el as HTMLElement & { maplibre?: MapLibreMap }).maplibre = instance;
    let alive = true;
    // Children (sources, layers) only need the style, not its first tiles: adding them on
    // 'style.load' rather than 'load' lets their data go to the worker alongside the base style's.
    instance.once('style.load', () => {
      if (!alive) return;
      setMap(instance);
      cb?.(instance);
    });
    return () => {
      alive = false;
      setMap(null);
      instance.remove();
    };
  }, []);

  // Push later prop changes to the existing instance instead of re-creating it.
  // The construction values are already applied; only a later change moves the camera, so a
  // child that fitted the map to its data on mount is not overridden.
  const basemap = useBasemap(holdBasemap ? null : map, initial.current.styleUrl);

  const [cLng, cLat] = center;
  const pushed = useRef(`${cLng},${cLat},${zoom}`);
  useEffect(() => {
    const key = `${cLng},${cLat},${zoom}`;
    if (!map || key === pushed.current) return;
    pushed.current = key;
    map.jumpTo({ center: [cLng, cLat], zoom });
  }, [map, cLng, cLat, zoom]);

  return (
    <div
      ref={container}
      className={className}
      role="region"
      aria-label={label}
      data-map-ready={map ? 'true' : 'false'}
      data-basemap={basemap.applied}
    >
      {map && <MapContext.Provider value={map}>{children}</MapContext.Provider>}
      {map && <MapTools map={map} basemap={basemap} />}
    </div>
  );
}
