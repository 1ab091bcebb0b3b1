import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { EditableMission } from '@/lib/mission-model/mission-model';
import type { LngLat } from '@/lib/geo/local-geometry';
import type { CameraSpec, GeneratorParams } from '@/lib/mission-generators/generator-params';
import { runGenerator, type GeneratorStats } from './generator-run';
import { NumberField } from './number-field';
import { describeError } from '@/lib/api/api-error';
import type { DraftShape } from '../hooks/editor-view';

const CAMERAS: CameraSpec[] = [
  { name: 'Mavic 3E wide', sensorWidthMm: 17.3, sensorHeightMm: 13, focalLengthMm: 12.29, imageWidthPx: 5280, imageHeightPx: 3956 },
  { name: 'Phantom 4 RTK', sensorWidthMm: 13.2, sensorHeightMm: 8.8, focalLengthMm: 8.8, imageWidthPx: 5472, imageHeightPx: 3648 },
  { name: 'Matrice 30 wide', sensorWidthMm: 6.4, sensorHeightMm: 4.8, focalLengthMm: 4.5, imageWidthPx: 4000, imageHeightPx: 3000 },
];

type Kind = GeneratorParams['kind'];
const SHAPE: Record<Kind, DraftShape['kind']> = { mapping2d: 'polygon', mapping3d: 'polygon', corridor: 'line', 'smart-inspect': 'point' };

interface Props {
  mission: EditableMission;
  draft: DraftShape | null;
  onDraft: (d: DraftShape | null) => void;
  onGenerated: (m: EditableMission) => void;
}

/** Survey / corridor / smart-inspect generators: draw the shape on the map, set parameters, generate. */
export function GeneratorPanel({ mission, draft, onDraft, onGenerated }: Props) {
  const g = mission.generator;
  const [kind, setKind] = useState<Kind>(g?.kind ?? 'mapping2d');
  const [camera, setCamera] = useState(0);
  const [altitude, setAltitude] = useState<number | undefined>(g && 'altitude' in g ? g.altitude : 60);
  const [gsd, setGsd] = useState<number | undefined>(g && 'gsdCm' in g ? g.gsdCm : undefined);
  const [front, setFront] = useState(g && 'frontOverlap' in g ? g.frontOverlap : 80);
  const [side, setSide] = useState(g && 'sideOverlap' in g ? g.sideOverlap : 70);
  const [angle, setAngle] = useState(g && 'gridAngle' in g ? g.gridAngle : 0);
  const [width, setWidth] = useState(g?.kind === 'corridor' ? g.width : 40);
  const [spacing, setSpacing] = useState(g?.kind === 'corridor' ? g.lineSpacing : 20);
  const [radius, setRadius] = useState(g?.kind === 'smart-inspect' ? g.radius : 15);
  const [target, setTarget] = useState(g?.kind === 'smart-inspect' ? g.targetHeight : 20);
  const [stats, setStats] = useState<GeneratorStats | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  const shape = SHAPE[kind];
  const saved = g ? (g.kind === 'corridor' ? g.line : g.kind === 'smart-inspect' ? [[g.base.lng, g.base.lat] as LngLat] : g.polygon) : [];
  const vertices = draft?.kind === shape && draft.closed ? draft.vertices : g && SHAPE[g.kind] === shape ? saved : [];
  const ready = shape === 'polygon' ? vertices.length >= 3 : shape === 'line' ? vertices.length >= 2 : vertices.length === 1;

  const params = (): GeneratorParams | null => {
    const cam = CAMERAS[camera] as CameraSpec;
    if (kind === 'mapping2d' || kind === 'mapping3d') {
      return {
        kind,
        polygon: vertices,
        camera: cam,
        altitude: gsd ? undefined : altitude,
        gsdCm: gsd,
        frontOverlap: front,
        sideOverlap: side,
        gridAngle: angle,
        speed: mission.speed,
        photoMode: 'waypoint',
      } as GeneratorParams;
    }
    if (kind === 'corridor') return { kind, line: vertices, width, lineSpacing: spacing, altitude: altitude ?? 60, speed: mission.speed };
    const [lng, lat] = vertices[0] ?? [0, 0];
    return {
      kind,
      base: { lng, lat },
      targetHeight: target,
      radius,
      heights: [target * 0.5, target, target * 1.5],
      pointsPerRing: 12,
      speed: mission.speed,
    };
  };

  const generate = async () => {
    const p = params();
    if (!p) return;
    try {
      const res = await runGenerator(mission, p);
      setStats(res.stats);
      setWarnings(res.warnings);
      setError(null);
      onDraft(null);
      onGenerated({ ...res.mission, generator: p });
    } catch (e) {
      setError(describeError(e, 'Generation failed: check the area and the settings, then try again.'));
    }
  };

  const drawLabel = shape === 'polygon' ? 'Draw area' : shape === 'line' ? 'Draw line' : 'Pick base point';
  return (
    <section aria-label="Generators" className="flex flex-col gap-2 border-t border-line p-3 text-sm">
      <h2 className="text-sm font-semibold">Generate a route</h2>
      <label className="flex flex-col gap-0.5 text-xs text-muted">
        Generator
        <select
          className="rounded border border-line bg-surface px-2 py-1 text-sm text-fg"
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as Kind);
            onDraft(null);
          }}
        >
          <option value="mapping2d">2D mapping (area)</option>
          <option value="mapping3d">3D mapping (area, oblique)</option>
          <option value="corridor">Corridor (line)</option>
          <option value="smart-inspect">Smart inspect (base point)</option>
        </select>
      </label>
      <div className="flex items-center gap-2">
        <Button size="sm" onClick={() => onDraft({ kind: shape, vertices: [], closed: false })}>
          {drawLabel}
        </Button>
        {draft && !draft.closed && (
          <>
            <span className="text-xs text-muted">Click on the map; double-click to finish ({draft.vertices.length} points)</span>
            {draft.kind !== 'point' && (
              <Button size="sm" onClick={() => onDraft({ ...draft, closed: true })}>
                Finish
              </Button>
            )}
          </>
        )}
        {!draft && vertices.length > 0 && <span className="text-xs text-muted">{vertices.length} points</span>}
      </div>
      {(kind === 'mapping2d' || kind === 'mapping3d') && (
        <div className="grid grid-cols-2 gap-2">
          <label className="col-span-2 flex flex-col gap-0.5 text-xs text-muted">
            Camera
            <select
              className="rounded border border-line bg-surface px-2 py-1 text-sm text-fg"
              value={camera}
              onChange={(e) => setCamera(Number(e.target.value))}
            >
              {CAMERAS.map((c, i) => (
                <option key={c.name} value={i}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <NumberField label="GSD" unit="cm/px" value={gsd} allowEmpty min={0.1} step={0.1} onChange={setGsd} />
          <NumberField label="or altitude" unit="m" value={altitude} allowEmpty min={1} onChange={setAltitude} />
          <NumberField label="Front overlap" unit="%" value={front} min={0} max={95} onChange={(v) => setFront(v ?? 80)} />
          <NumberField label="Side overlap" unit="%" value={side} min={0} max={95} onChange={(v) => setSide(v ?? 70)} />
          <NumberField label="Grid angle" unit="°" value={angle} min={0} max={359} onChange={(v) => setAngle(v ?? 0)} />
        </div>
      )}
      {kind === 'corridor' && (
        <div className="grid grid-cols-2 gap-2">
          <NumberField label="Width" unit="m" value={width} min={1} onChange={(v) => setWidth(v ?? 40)} />
          <NumberField label="Line spacing" unit="m" value={spacing} min={1} onChange={(v) => setSpacing(v ?? 20)} />
          <NumberField label="Altitude" unit="m" value={altitude} min={1} onChange={setAltitude} />
        </div>
      )}
      {kind === 'smart-inspect' && (
        <div className="grid grid-cols-2 gap-2">
          <NumberField label="Structure height" unit="m" value={target} min={1} onChange={(v) => setTarget(v ?? 20)} />
          <NumberField label="Radius" unit="m" value={radius} min={1} onChange={(v) => setRadius(v ?? 15)} />
        </div>
      )}
      <Button size="sm" variant="primary" disabled={!ready} onClick={() => void generate()}>
        Generate route
      </Button>
      {error && (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
      {stats && (
        <dl className="grid grid-cols-2 gap-1 text-xs" aria-label="Generator figures">
          {stats.gsdCm !== undefined && (
            <>
              <dt className="text-muted">GSD</dt>
              <dd>{stats.gsdCm.toFixed(2)} cm/px</dd>
            </>
          )}
          {stats.photoCount !== undefined && (
            <>
              <dt className="text-muted">Photos</dt>
              <dd>{stats.photoCount}</dd>
            </>
          )}
          {stats.lineSpacing !== undefined && (
            <>
              <dt className="text-muted">Line spacing</dt>
              <dd>{stats.lineSpacing.toFixed(1)} m</dd>
            </>
          )}
          {stats.distance !== undefined && (
            <>
              <dt className="text-muted">Distance</dt>
              <dd>{Math.round(stats.distance)} m</dd>
            </>
          )}
        </dl>
      )}
      {warnings.length > 0 && (
        <ul aria-label="Generator notes" className="list-disc pl-4 text-xs text-warn">
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
