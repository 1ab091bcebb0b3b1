import { useEffect } from 'react';
import { Marker } from 'maplibre-gl';
import { useMap } from './map-context';

export interface ImageMarkerProps {
  lng: number;
  lat: number;
  src: string;
  /** Alternative text and accessible name of the link. */
  alt: string;
  /** Opened in a new tab when the thumbnail is clicked. */
  href: string;
}

/** A small thumbnail on the map that links to its full file (photos along a flight's track). */
export function ImageMarker({ lng, lat, src, alt, href }: ImageMarkerProps) {
  const map = useMap();
  useEffect(() => {
    const a = document.createElement('a');
    a.href = href;
    a.target = '_blank';
    a.rel = 'noopener';
    a.setAttribute('aria-label', alt);
    a.className = 'block overflow-hidden rounded border-2 border-white shadow';
    const img = a.appendChild(document.createElement('img'));
    img.src = src;
    img.alt = alt;
    img.loading = 'lazy';
    img.width = 40;
    img.height = 30;
    img.style.objectFit = 'cover';
    const m = new Marker({ element: a, anchor: 'bottom' }).setLngLat([lng, lat]).addTo(map);
    return () => void m.remove();
  }, [map, lng, lat, src, alt, href]);
  return null;
}
