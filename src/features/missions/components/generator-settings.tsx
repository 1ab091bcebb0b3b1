import { NumberField } from './number-field';
import { CAMERAS, type useGeneratorSettings } from './use-generator-settings';

/** The inputs of the selected generator. */
export function GeneratorSettings({ settings: s }: { settings: ReturnType<typeof useGeneratorSettings> }) {
  const f = s.fields;
  if (s.kind === 'mapping2d' || s.kind === 'mapping3d' || s.kind === 'mappingStrip')
    return (
      <div className="grid grid-cols-2 gap-2">
        {s.kind === 'mappingStrip' && (
          <NumberField label="Strip width" unit="m" value={s.strip.width} min={1} onChange={(v) => s.strip.setWidth(v ?? 60)} />
        )}
        <label className="col-span-2 flex flex-col gap-0.5 text-xs text-muted">
          Camera
          <select
            className="rounded border border-line bg-surface px-2 py-1 text-sm text-fg"
            value={f.camera}
            onChange={(e) => f.setCamera(Number(e.target.value))}
          >
            {CAMERAS.map((c, i) => (
              <option key={c.name} value={i}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <NumberField label="GSD" unit="cm/px" value={f.gsd} allowEmpty min={0.1} step={0.1} onChange={f.setGsd} />
        <NumberField label="or altitude" unit="m" value={f.altitude} allowEmpty min={1} onChange={f.setAltitude} />
        <NumberField label="Front overlap" unit="%" value={f.front} min={0} max={95} onChange={(v) => f.setFront(v ?? 80)} />
        <NumberField label="Side overlap" unit="%" value={f.side} min={0} max={95} onChange={(v) => f.setSide(v ?? 70)} />
        {s.kind !== 'mappingStrip' && (
          <NumberField label="Grid angle" unit="°" value={f.angle} min={0} max={359} onChange={(v) => f.setAngle(v ?? 0)} />
        )}
      </div>
    );
  if (s.kind === 'corridor') {
    const c = s.corridor;
    return (
      <div className="grid grid-cols-2 gap-2">
        <NumberField label="Width" unit="m" value={c.width} min={1} onChange={(v) => c.setWidth(v ?? 40)} />
        <NumberField label="Line spacing" unit="m" value={c.spacing} min={1} onChange={(v) => c.setSpacing(v ?? 20)} />
        <NumberField label="Altitude" unit="m" value={c.altitude} min={1} onChange={c.setAltitude} />
      </div>
    );
  }
  const i = s.inspect;
  return (
    <div className="grid grid-cols-2 gap-2">
      <NumberField label="Structure height" unit="m" value={i.target} min={1} onChange={(v) => i.setTarget(v ?? 20)} />
      <NumberField label="Radius" unit="m" value={i.radius} min={1} onChange={(v) => i.setRadius(v ?? 15)} />
    </div>
  );
}
