import { memo, useEffect, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { GeoFeatureCollection } from '@/lib/contract/geojson';
import type { GeofenceProblem } from '@/lib/geo/geofence-validation';
import type { Violation } from '@/lib/geo/validate-mission';
import { ShapeRow } from './geofence-shape-row';

interface Props {
  fence: GeoFeatureCollection;
  selected: number;
  onSelect: (i: number) => void;
  onChange: (fc: GeoFeatureCollection) => void;
  problems: readonly GeofenceProblem[];
  violations: readonly Violation[];
  /** The checks have not caught up with the fence yet. */
  checking: boolean;
}

const ROW = 36;

/** The shapes as a list (name, kind, delete), the fence's problems and the mission's violations. */
export const GeofenceShapes = memo(function GeofenceShapes({ fence, selected, onSelect, onChange, problems, violations, checking }: Props) {
  // Virtualised: a fence of 2,000 areas would otherwise be 8,000 controls re-rendered on every edit.
  const scroller = useRef<HTMLDivElement>(null);
  const rows = useVirtualizer({
    count: fence.features.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW,
    overscan: 8,
    initialRect: { width: 400, height: 288 },
  });
  useEffect(() => {
    if (selected >= 0) rows.scrollToIndex(selected, { align: 'auto' });
  }, [rows, selected]);
  return (
    <div className="flex flex-col gap-2">
      {fence.features.length === 0 && <p className="text-sm text-muted">No shapes yet: draw an allowed area or a no-fly zone.</p>}
      <div ref={scroller} className="max-h-72 overflow-auto">
        <ul aria-label="Geofence shapes" className="relative" style={{ height: rows.getTotalSize() }}>
          {rows.getVirtualItems().map((row) => (
            <ShapeRow
              key={row.index}
              fence={fence}
              i={row.index}
              top={row.start}
              selected={row.index === selected}
              onSelect={onSelect}
              onChange={onChange}
            />
          ))}
        </ul>
      </div>
      {problems.length > 0 && (
        <div role="alert" aria-label="Geofence problems" className="text-sm text-danger">
          <p className="font-semibold">The geofence has problems:</p>
          <ul className="list-disc pl-5">
            {problems.map((p, k) => (
              <li key={k}>{p.message}</li>
            ))}
          </ul>
        </div>
      )}
      <div role="region" aria-label="Mission check" className="text-sm">
        {checking ? (
          <p className="text-muted" role="status">
            Checking the geofence and the attached mission…
          </p>
        ) : violations.length === 0 ? (
          <p className="text-muted">
            <span aria-hidden>✓</span> The attached mission (if any) stays within this geofence.
          </p>
        ) : (
          <>
            <p className="font-semibold text-danger">
              <span aria-hidden>⚠</span> The attached mission breaks this geofence; the task cannot be published:
            </p>
            <ul className="list-disc pl-5 text-danger">
              {violations.map((v, k) => (
                <li key={k}>{v.message}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
});
