import { memo, useId, useState } from 'react';
import type { GeoFeatureCollection } from '@/lib/contract/geojson';
import { featureName } from '@/lib/geo/geofence-validation';
import { SHAPE_STYLE, setProperty, shapeKind } from '../utils/geofence-edits';
import { fieldText, longHex, parseStyleField, styleFieldsFor, type StyleField, type StyleKey } from '../utils/shape-style-fields';

interface Props {
  fence: GeoFeatureCollection;
  /** The selected shape (render with `key={selected}`: typed-in mistakes belong to one shape). */
  selected: number;
  onChange: (fc: GeoFeatureCollection) => void;
}

type Bad = Partial<Record<StyleKey, { text: string; error: string }>>;

/**
 * Border, fill, floor and ceiling of the selected shape. A valid value goes into the fence at once
 * (one undo step, drawn on the map, saved with the fence); an invalid one stays in its field with
 * the reason under it and changes nothing.
 */
export const GeofenceShapeStyle = memo(function GeofenceShapeStyle({ fence, selected, onChange }: Props) {
  const [bad, setBad] = useState<Bad>({});
  const id = useId();
  const f = fence.features[selected];
  if (!f) return null;
  const kind = shapeKind(f);
  const name = featureName(f, selected);

  const change = (key: StyleKey, text: string) => {
    const parsed = parseStyleField(key, text, f.properties);
    if ('error' in parsed) return setBad((b) => ({ ...b, [key]: { text, error: parsed.error } }));
    let next = setProperty(fence, selected, key, parsed.value);
    const rest: Bad = { ...bad };
    delete rest[key];
    // A floor or ceiling refused for crossing the other may be fine now that the other moved.
    const other: StyleKey | null = key === 'floor' ? 'ceiling' : key === 'ceiling' ? 'floor' : null;
    const waiting = other ? rest[other] : undefined;
    if (other && waiting) {
      const again = parseStyleField(other, waiting.text, next.features[selected]?.properties);
      if (!('error' in again)) {
        next = setProperty(next, selected, other, again.value);
        delete rest[other];
      }
    }
    setBad(rest);
    onChange(next);
  };

  const input = (field: StyleField) => {
    const text = bad[field.key]?.text ?? fieldText(f.properties?.[field.key]);
    const error = bad[field.key]?.error;
    const fallback = SHAPE_STYLE[kind][field.key];
    const fid = `${id}-${field.key}`;
    return (
      <div key={field.key} className="flex flex-col gap-0.5">
        <label htmlFor={fid} className="text-xs text-muted">
          {field.label} <span className="opacity-70">({field.hint})</span>
        </label>
        <div className="flex items-center gap-1">
          {field.type === 'colour' && (
            <input
              type="color"
              aria-label={`${field.label} picker`}
              className="h-7 w-7 shrink-0 rounded border border-line bg-canvas"
              value={longHex(text) ?? longHex(String(fallback ?? '')) ?? '#000000'}
              onChange={(e) => change(field.key, e.target.value)}
            />
          )}
          <input
            id={fid}
            inputMode={field.type === 'number' ? 'decimal' : undefined}
            className={`w-full min-w-0 rounded border bg-canvas px-1 ${error ? 'border-danger' : 'border-line'}`}
            value={text}
            placeholder={fallback === undefined ? '' : String(fallback)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fid}-error` : undefined}
            onChange={(e) => change(field.key, e.target.value)}
          />
        </div>
        {error && (
          <p id={`${fid}-error`} className="text-xs text-danger">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <fieldset className="rounded border border-line p-2" aria-label={`Properties of ${name}`}>
      <legend className="px-1 text-sm font-semibold">Properties of {name}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">{styleFieldsFor(kind).map(input)}</div>
      {(kind === 'inclusion' || kind === 'exclusion') && (
        <p className="mt-1 text-xs text-muted">
          Floor and ceiling are checked against the attached mission’s altitudes, in its height reference.
        </p>
      )}
    </fieldset>
  );
});
