import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { EditableMission, Waypoint } from '@/lib/mission-model/mission-model';
import { applyGenerator } from '@/lib/mission-generators/generate-mission';
import { formatArea, formatLength, lineLength, ringArea, shapeNotReady } from '@/lib/mission-generators/estimates';
import type { DraftShape } from '../hooks/editor-view';
import { GeneratorFigures } from './generator-figures';
import { GeneratorSettings } from './generator-settings';
import { useGeneratorPreview } from './use-generator-preview';
import { generatorShape, SHAPE_OF, useGeneratorSettings, type GeneratorKind } from './use-generator-settings';

interface Props {
  mission: EditableMission;
  draft: DraftShape | null;
  onDraft: (d: DraftShape | null) => void;
  /** `coalesce`: regenerations from one setting being changed are one undo step. */
  onGenerated: (m: EditableMission, coalesce?: string) => void;
}

function sameRoute(a: readonly Waypoint[], b: readonly Waypoint[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((w, i) => {
    const v = b[i] as Waypoint;
    return Math.abs(w.lat - v.lat) < 1e-9 && Math.abs(w.lng - v.lng) < 1e-9 && w.altitude === v.altitude;
  });
}

/**
 * Survey / corridor / smart-inspect generators: draw the shape on the map, set parameters, see what
 * they make, generate. A route placed or edited by hand is only replaced after asking; a generated
 * one follows the settings and the shape as they change.
 */
export function GeneratorPanel({ mission, draft, onDraft, onGenerated }: Props) {
  const s = useGeneratorSettings(mission.generator);
  const shape = SHAPE_OF[s.kind];
  const drawing = draft !== null && !draft.closed;
  const stored = mission.generator && SHAPE_OF[mission.generator.kind] === shape ? generatorShape(mission.generator) : [];
  const vertices = draft?.kind === shape ? draft.vertices : stored;
  const notReady = shapeNotReady(shape, vertices, drawing);
  const params = notReady ? null : s.params(vertices, mission.speed);
  const preview = useGeneratorPreview(mission.speed, params);
  const [confirm, setConfirm] = useState(false);
  const reasonId = useId();

  // Is the route on the map the generator's own (so it may follow the settings without asking)?
  const lastGenerated = useRef<readonly Waypoint[] | null>(null);
  const storedRoute = useMemo(() => {
    try {
      return mission.generator ? applyGenerator(mission.generator).mission.route : null;
    } catch {
      return null;
    }
  }, [mission.generator]);
  const generatedRoute =
    mission.route === lastGenerated.current || (storedRoute !== null && mission.route.length > 0 && sameRoute(storedRoute, mission.route));
  const handPlaced = mission.route.length > 0 && !generatedRoute;

  const run = (coalesce?: string) => {
    if (!params) return;
    const r = applyGenerator(params, mission);
    lastGenerated.current = r.mission.route;
    onGenerated(r.mission, coalesce);
  };

  const paramsKey = params ? JSON.stringify(params) : '';
  const latest = useRef({ run, generatedRoute, mission });
  latest.current = { run, generatedRoute, mission };
  useEffect(() => {
    const cur = latest.current;
    if (!paramsKey || !cur.generatedRoute || !cur.mission.generator) return;
    if (JSON.stringify(cur.mission.generator) === paramsKey) return;
    cur.run('gen:settings');
  }, [paramsKey]);

  const drawLabel = shape === 'polygon' ? 'Draw area' : shape === 'line' ? 'Draw line' : 'Pick base point';
  const size =
    shape === 'polygon' && vertices.length >= 3
      ? formatArea(ringArea(vertices))
      : shape === 'line' && vertices.length >= 2
        ? formatLength(lineLength(vertices))
        : null;
  const why = notReady ?? preview.error;
  return (
    <section aria-label="Generators" className="flex flex-col gap-2 border-t border-line p-3 text-sm">
      <h2 className="text-sm font-semibold">Generate a route</h2>
      <label className="flex flex-col gap-0.5 text-xs text-muted">
        Generator
        <select
          className="rounded border border-line bg-surface px-2 py-1 text-sm text-fg"
          value={s.kind}
          onChange={(e) => {
            s.setKind(e.target.value as GeneratorKind);
            onDraft(null);
          }}
        >
          <option value="mapping2d">2D mapping (area)</option>
          <option value="mapping3d">3D mapping (area, oblique)</option>
          <option value="corridor">Corridor (line)</option>
          <option value="mappingStrip">Strip mapping (line, photos)</option>
          <option value="smart-inspect">Smart inspection (base point)</option>
        </select>
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={() => onDraft({ kind: shape, vertices: [], closed: false })}>
          {vertices.length > 0 && !drawing ? `Redraw ${shape === 'polygon' ? 'area' : shape === 'line' ? 'line' : 'point'}` : drawLabel}
        </Button>
        {drawing && draft.kind !== 'point' && (
          <Button size="sm" onClick={() => onDraft({ ...draft, closed: true })} disabled={vertices.length < (shape === 'polygon' ? 3 : 2)}>
            Finish
          </Button>
        )}
        <span className="text-xs text-muted" aria-live="polite" data-testid="shape-size">
          {drawing
            ? `${shape === 'polygon' ? 'Click the map; click the first point or press Enter to close' : 'Click the map; press Enter to finish'} (${vertices.length} points${size ? `, ${size}` : ''})`
            : vertices.length > 0
              ? `${vertices.length} points${size ? `, ${size}` : ''}; drag a corner to change it`
              : ''}
        </span>
      </div>
      <GeneratorSettings settings={s} />
      <GeneratorFigures preview={preview} />
      <Button
        size="sm"
        variant="primary"
        disabled={!params || !!preview.error}
        aria-describedby={why ? reasonId : undefined}
        onClick={() => (handPlaced ? setConfirm(true) : run())}
      >
        Generate route
      </Button>
      {why && (
        <p id={reasonId} className={`text-xs ${preview.error ? 'text-danger' : 'text-muted'}`} role={preview.error ? 'alert' : undefined}>
          {why}
        </p>
      )}
      {preview.warnings.length > 0 && (
        <ul aria-label="Generator notes" className="list-disc pl-4 text-xs text-warn">
          {preview.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirm}
        title="Replace the route?"
        message={`The ${mission.route.length} waypoints on the map were placed or edited by hand. The generated route replaces them; Undo (Ctrl+Z) brings them back.`}
        confirmLabel="Replace route"
        destructive
        onCancel={() => setConfirm(false)}
        onConfirm={() => {
          setConfirm(false);
          run();
        }}
      />
    </section>
  );
}
