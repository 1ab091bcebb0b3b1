import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { placesQueryOptions } from '@/lib/resources/basemaps';
import { parseCoordinates } from './coordinates';

/** "Go to": coordinates (decimal or DMS) or a place name from the bundled gazetteer. */
export function GoTo({ map }: { map: MapLibreMap }) {
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const listId = useId();
  const coords = parseCoordinates(text);
  const places = useQuery({ ...placesQueryOptions(text.trim()), enabled: !coords && text.trim().length >= 2 });
  const go = () => {
    if (coords) return map.jumpTo({ center: coords, zoom: Math.max(map.getZoom(), 13) });
    const q = text.trim().toLowerCase();
    const list = places.data ?? [];
    const place = list.find((p) => `${p.name}, ${p.country}`.toLowerCase() === q) ?? list[0];
    if (!place) return setMessage(text.trim() ? `No place or coordinates "${text.trim()}"` : undefined);
    setMessage(undefined);
    map.jumpTo({ center: [place.lng, place.lat], zoom: place.population > 500_000 ? 10 : 12 });
  };
  return (
    <form
      className="pointer-events-auto flex items-center gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        go();
      }}
    >
      <input
        type="search"
        aria-label="Go to coordinates or place"
        placeholder="Go to…"
        list={listId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="w-36 rounded border border-line bg-surface/90 px-1.5 py-0.5 text-xs text-fg"
      />
      <datalist id={listId}>
        {(places.data ?? []).map((p) => (
          <option key={`${p.name}-${p.lat}-${p.lng}`} value={`${p.name}, ${p.country}`} />
        ))}
      </datalist>
      {message && (
        <span role="status" className="rounded bg-surface/90 px-1 text-[11px] text-fg">
          {message}
        </span>
      )}
    </form>
  );
}
