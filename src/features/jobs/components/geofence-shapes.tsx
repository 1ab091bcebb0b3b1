import { Button } from '@/components/ui/button';
import type { GeoFeatureCollection } from '@/lib/contract/geojson';
import { featureName, type GeofenceProblem } from '@/lib/geo/geofence-validation';
import type { Violation } from '@/lib/geo/validate-mission';
import { deleteShape, setKind, setProperty, shapeKind } from '../utils/geofence-edits';

interface Props {
  fence: GeoFeatureCollection;
  selected: number;
  onSelect: (i: number) => void;
  onChange: (fc: GeoFeatureCollection) => void;
  problems: readonly GeofenceProblem[];
  violations: readonly Violation[];
}

const KIND_LABEL = { inclusion: 'Allowed area', exclusion: 'No-fly zone', obstacle: 'Obstacle', point: 'Point' } as const;

/** The shapes as a list (name, kind, delete), the fence's problems and the mission's violations. */
export function GeofenceShapes({ fence, selected, onSelect, onChange, problems, violations }: Props) {
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label="Geofence shapes" className="flex flex-col gap-1">
        {fence.features.length === 0 && <li className="text-sm text-muted">No shapes yet: draw an allowed area or a no-fly zone.</li>}
        {fence.features.map((f, i) => {
          const kind = shapeKind(f);
          const name = featureName(f, i);
          return (
            <li
              key={i}
              aria-label={name}
              className={`flex flex-wrap items-center gap-2 rounded border px-2 py-1 text-sm ${i === selected ? 'border-accent' : 'border-line'}`}
            >
              <button type="button" className="text-left" onClick={() => onSelect(i)} aria-pressed={i === selected}>
                {KIND_LABEL[kind]}
              </button>
              <input
                aria-label={`Name of ${name}`}
                className="flex-1 rounded border border-line bg-canvas px-1"
                value={typeof f.properties?.name === 'string' ? f.properties.name : ''}
                onChange={(e) => onChange(setProperty(fence, i, 'name', e.target.value || undefined))}
              />
              {(kind === 'inclusion' || kind === 'exclusion') && (
                <select
                  aria-label={`Kind of ${name}`}
                  className="rounded border border-line bg-canvas"
                  value={kind}
                  onChange={(e) => onChange(setKind(fence, i, e.target.value as 'inclusion' | 'exclusion'))}
                >
                  <option value="inclusion">Allowed area</option>
                  <option value="exclusion">No-fly zone</option>
                </select>
              )}
              <Button
                size="sm"
                variant="danger"
                aria-label={`Delete ${name}`}
                onClick={() => (onChange(deleteShape(fence, i)), onSelect(-1))}
              >
                Delete
              </Button>
            </li>
          );
        })}
      </ul>
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
        {violations.length === 0 ? (
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
}
