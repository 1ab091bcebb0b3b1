import { useEffect, useRef } from 'react';
import { Marker } from 'maplibre-gl';
import { useMap } from './map-context';

export interface HtmlMarkerProps {
  lng: number;
  lat: number;
  text: string;
  className?: string;
  /** Degrees clockwise from north, turned with the map (a vehicle's heading); none keeps the label upright. */
  rotation?: number | undefined;
}

/**
 * A small HTML label on the map. Used for waypoint numbers of a few waypoints, because symbol
 * layers need glyphs and the offline style has none. Pointer events pass through to the map.
 */
export function HtmlMarker({ lng, lat, text, className, rotation }: HtmlMarkerProps) {
  const map = useMap();
  const marker = useRef<Marker | null>(null);
  const el = useRef<HTMLSpanElement | null>(null);

  useEffect(() => {
    // maplibre owns the outer element's classes (they position it); the label styles go inside.
    const div = document.createElement('div');
    div.style.pointerEvents = 'none';
    el.current = div.appendChild(document.createElement('span'));
    const m = new Marker({ element: div, anchor: 'bottom', offset: [0, -8] }).setLngLat([lng, lat]).addTo(map);
    marker.current = m;
    return () => {
      m.remove();
      marker.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map]);

  useEffect(() => {
    marker.current?.setLngLat([lng, lat]);
  }, [lng, lat]);

  useEffect(() => {
    if (rotation === undefined || !Number.isFinite(rotation)) return;
    marker.current?.setRotationAlignment('map').setRotation(rotation);
  }, [rotation]);

  useEffect(() => {
    if (!el.current) return;
    el.current.textContent = text;
    el.current.className = className ?? 'block rounded bg-surface/80 px-1 text-[10px] font-semibold text-fg';
  }, [text, className]);

  return null;
}
