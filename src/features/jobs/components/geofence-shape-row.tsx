import { memo } from 'react';
import { Button } from '@/components/ui/button';
import type { GeoFeatureCollection } from '@/lib/contract/geojson';
import { featureName } from '@/lib/geo/geofence-validation';
import { deleteShape, setKind, setProperty, shapeKind } from '../utils/geofence-edits';
import { LABEL_MAX } from '@/lib/contract/limits';

const KIND_LABEL = { inclusion: 'Allowed area', exclusion: 'No-fly zone', obstacle: 'Obstacle', point: 'Point' } as const;

interface Props {
  fence: GeoFeatureCollection;
  i: number;
  /** Offset in the virtual list, px. */
  top: number;
  selected: boolean;
  onSelect: (i: number) => void;
  onChange: (fc: GeoFeatureCollection) => void;
}

/** One shape in the list: select it, rename it, switch allowed/no-fly, delete it. */
export const ShapeRow = memo(function ShapeRow({ fence, i, top, selected, onSelect, onChange }: Props) {
  const f = fence.features[i];
  if (!f) return null;
  const kind = shapeKind(f);
  const name = featureName(f, i);
  return (
    <li
      aria-label={name}
      style={{ top }}
      className={`absolute inset-x-0 flex h-8 items-center gap-2 rounded border px-2 text-sm ${selected ? 'border-accent' : 'border-line'}`}
    >
      <button type="button" className="text-left" onClick={() => onSelect(i)} aria-pressed={selected}>
        {KIND_LABEL[kind]}
      </button>
      <input
        aria-label={`Name of ${name}`}
        className="min-w-0 flex-1 rounded border border-line bg-canvas px-1"
        value={typeof f.properties?.name === 'string' ? f.properties.name : ''}
        maxLength={LABEL_MAX}
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
      <Button size="sm" variant="danger" aria-label={`Delete ${name}`} onClick={() => (onChange(deleteShape(fence, i)), onSelect(-1))}>
        Delete
      </Button>
    </li>
  );
});
