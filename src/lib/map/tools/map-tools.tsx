import type { Map as MapLibreMap } from 'maplibre-gl';
import type { BasemapState } from '../basemaps/use-basemap';
import { CursorReadout } from './cursor-readout';
import { fitToContent } from './fit-content';
import { GoTo } from './go-to';

/**
 * The tools every map has: the basemap switcher, "go to", fit to content, and the cursor's
 * coordinates. (Zoom, bearing reset, scale bar and attribution are maplibre's own controls.)
 */
export function MapTools({ map, basemap }: { map: MapLibreMap; basemap: BasemapState }) {
  return (
    <>
      <div className="pointer-events-none absolute left-2 top-2 z-10 flex max-w-[calc(100%-4rem)] flex-wrap items-center gap-1">
        <select
          aria-label="Basemap"
          value={basemap.selected}
          onFocus={basemap.refresh}
          onPointerDown={basemap.refresh}
          onChange={(e) => basemap.select(e.target.value)}
          className="pointer-events-auto max-w-44 rounded border border-line bg-surface/90 px-1 py-0.5 text-xs text-fg"
        >
          {basemap.options.map((o) => (
            <option key={o.id} value={o.id} disabled={o.source === 'file' && Boolean(o.error)}>
              {o.source === 'file' && o.error ? `${o.label} — ${o.error}` : o.label}
            </option>
          ))}
        </select>
        <GoTo map={map} />
        <button
          type="button"
          className="pointer-events-auto rounded border border-line bg-surface/90 px-1.5 py-0.5 text-xs text-fg"
          onClick={() => void fitToContent(map)}
        >
          Fit to content
        </button>
        {basemap.error && (
          <span role="alert" className="pointer-events-auto rounded bg-surface/90 px-1 text-[11px] text-danger">
            Basemap not shown: {basemap.error}
          </span>
        )}
      </div>
      <div className="pointer-events-none absolute bottom-7 left-2 z-10">
        <CursorReadout map={map} />
      </div>
    </>
  );
}
