import { useEffect, useState } from 'react';
import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { formatDecimal, formatDms } from './coordinates';

/** The cursor's coordinates, decimal and DMS; a click copies the decimal form. */
export function CursorReadout({ map }: { map: MapLibreMap }) {
  const [at, setAt] = useState<{ lat: number; lng: number } | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    const move = (e: MapMouseEvent) => setAt({ lat: e.lngLat.lat, lng: e.lngLat.wrap().lng });
    map.on('mousemove', move);
    return () => void map.off('mousemove', move);
  }, [map]);
  if (!at) return null;
  const decimal = formatDecimal(at.lat, at.lng);
  return (
    <button
      type="button"
      className="pointer-events-auto rounded bg-surface/85 px-1.5 py-0.5 font-mono text-[11px] text-fg shadow"
      title="Copy the coordinates"
      aria-label={`Cursor at ${decimal}. Copy`}
      onClick={() => {
        void navigator.clipboard?.writeText(decimal).then(() => setCopied(true));
        setTimeout(() => setCopied(false), 1500);
      }}
    >
      {decimal} · {formatDms(at.lat, at.lng)}
      {copied ? ' · copied' : ''}
    </button>
  );
}
