import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { saveFile } from '@/lib/save-file';
import type { ReadableThermal, ThermalFrameState } from '../hooks/use-thermal-image';
import {
  boxStats,
  gridCsv,
  ironbowGradient,
  isothermMask,
  lineStats,
  type Point,
  type ThermalGrid,
  type ThermalStats,
} from '../utils/thermal-measure';

export type MeasureMode = 'spot' | 'box' | 'line';

/** What the analyst chose to measure; shared by the probe over the image and the summary beside it. */
export interface ThermalTools {
  mode: MeasureMode;
  setMode: (m: MeasureMode) => void;
  shape: { a: Point; b: Point } | null;
  setShape: (s: { a: Point; b: Point } | null) => void;
  isotherm: { on: boolean; lo: number; hi: number };
  setIsotherm: (i: { on: boolean; lo: number; hi: number }) => void;
}

export function useThermalTools(): ThermalTools {
  const [mode, setModeState] = useState<MeasureMode>('spot');
  const [shape, setShape] = useState<{ a: Point; b: Point } | null>(null);
  const [isotherm, setIsotherm] = useState({ on: false, lo: 0, hi: 0 });
  const setMode = (m: MeasureMode) => {
    setModeState(m);
    setShape(null);
  };
  return { mode, setMode, shape, setShape, isotherm, setIsotherm };
}

/** A value on the grid's scale, as read: °C to a tenth, raw words whole (a mean to a tenth). */
export function formatThermal(g: ThermalGrid, v: number, mean = false): string {
  return g.unit === '°C' ? `${v.toFixed(1)} °C` : `${mean ? v.toFixed(1) : Math.round(v)} raw`;
}

function pixelOf(box: HTMLElement, g: ThermalGrid, e: PointerEvent): Point | null {
  const r = box.getBoundingClientRect();
  const fx = (e.clientX - r.left) / r.width;
  const fy = (e.clientY - r.top) / r.height;
  if (fx < 0 || fy < 0 || fx >= 1 || fy >= 1) return null;
  return { x: Math.floor(fx * g.width), y: Math.floor(fy * g.height) };
}

/** The isotherm band painted over the picture, one canvas pixel per sensor pixel, stretched to the image. */
function IsothermLayer({ grid, lo, hi }: { grid: ThermalGrid; lo: number; hi: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    const mask = isothermMask(grid, lo, hi);
    const img = ctx.createImageData(grid.width, grid.height);
    for (let i = 0; i < mask.length; i++) {
      if (!mask[i]) continue;
      // Cyan: absent from the ironbow palette, so the band stands out on any rendering.
      img.data.set([0, 230, 255, 170], i * 4);
    }
    ctx.putImageData(img, 0, 0);
  }, [grid, lo, hi]);
  return (
    <canvas
      ref={canvas}
      width={grid.width}
      height={grid.height}
      aria-hidden="true"
      data-testid="isotherm-layer"
      className="pointer-events-none absolute inset-0 h-full w-full [image-rendering:pixelated]"
    />
  );
}

/**
 * The value under the cursor, and the box or line being drawn, over the image (inside the zoomed
 * layer, so they follow pan and zoom). Listens on the image's box, where pointer moves over the image
 * and its shapes bubble; the pixel comes from the box's on-screen rectangle, whatever the zoom. A drag
 * in box or line mode draws the shape instead of panning (the viewer's own handler never sees it).
 */
export function ThermalProbe({ state, tools }: { state: ReadableThermal; tools: ThermalTools }) {
  const anchor = useRef<HTMLSpanElement>(null);
  const [at, setAt] = useState<{ p: Point; v: number } | null>(null);
  const { mode, setShape } = tools;
  const g = state.grid;
  useEffect(() => {
    const box = anchor.current?.parentElement;
    if (!box) return;
    let drawing: Point | null = null;
    const onMove = (e: PointerEvent) => {
      const p = pixelOf(box, g, e);
      setAt(p ? { p, v: g.value(g.raw[p.y * g.width + p.x] as number) } : null);
      if (drawing && p) setShape({ a: drawing, b: p });
    };
    const onDown = (e: PointerEvent) => {
      if (mode === 'spot') return;
      const p = pixelOf(box, g, e);
      if (!p) return;
      e.stopPropagation();
      drawing = p;
      box.setPointerCapture(e.pointerId);
      setShape({ a: p, b: p });
    };
    const onUp = () => {
      drawing = null;
    };
    const onLeave = () => setAt(null);
    box.addEventListener('pointermove', onMove);
    box.addEventListener('pointerdown', onDown);
    box.addEventListener('pointerup', onUp);
    box.addEventListener('pointerleave', onLeave);
    return () => {
      box.removeEventListener('pointermove', onMove);
      box.removeEventListener('pointerdown', onDown);
      box.removeEventListener('pointerup', onUp);
      box.removeEventListener('pointerleave', onLeave);
    };
  }, [g, mode, setShape]);
  const s = tools.shape;
  const label = g.unit === '°C' ? 'Temperature at the cursor' : 'Relative value at the cursor';
  return (
    <span ref={anchor} className="pointer-events-none absolute inset-0">
      {tools.isotherm.on && <IsothermLayer grid={g} lo={tools.isotherm.lo} hi={tools.isotherm.hi} />}
      {s && mode !== 'spot' && (
        <svg
          className="absolute inset-0 h-full w-full"
          viewBox={`0 0 ${g.width} ${g.height}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {mode === 'box' ? (
            <rect
              x={Math.min(s.a.x, s.b.x)}
              y={Math.min(s.a.y, s.b.y)}
              width={Math.abs(s.b.x - s.a.x) + 1}
              height={Math.abs(s.b.y - s.a.y) + 1}
              fill="none"
              stroke="#00e6ff"
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
            />
          ) : (
            <line
              x1={s.a.x + 0.5}
              y1={s.a.y + 0.5}
              x2={s.b.x + 0.5}
              y2={s.b.y + 0.5}
              stroke="#00e6ff"
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
            />
          )}
        </svg>
      )}
      {at && (
        <span
          role="status"
          aria-label={label}
          className="absolute whitespace-nowrap rounded bg-black/80 px-1.5 py-0.5 text-xs text-white tabular-nums"
          style={{
            left: `${((at.p.x + 0.5) / g.width) * 100}%`,
            top: `${((at.p.y + 0.5) / g.height) * 100}%`,
            transform: 'translate(8px, 8px)',
          }}
        >
          {formatThermal(g, at.v)}
          {g.unit === 'raw' ? ' (relative)' : ''} · pixel {at.p.x}, {at.p.y}
        </span>
      )}
    </span>
  );
}

function StatsList({ g, stats, label }: { g: ThermalGrid; stats: ThermalStats; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
      <dt className="text-muted">Minimum</dt>
      <dd className="tabular-nums">
        {formatThermal(g, stats.min)} at {stats.coldest.x}, {stats.coldest.y}
      </dd>
      <dt className="text-muted">Maximum</dt>
      <dd className="tabular-nums">
        {formatThermal(g, stats.max)} at {stats.hottest.x}, {stats.hottest.y}
      </dd>
      <dt className="text-muted">Mean</dt>
      <dd className="tabular-nums">{formatThermal(g, stats.mean, true)}</dd>
      <dt className="text-muted">Pixels</dt>
      <dd className="tabular-nums">{stats.count.toLocaleString()}</dd>
    </dl>
  );
}

function Readable({ state, tools, fileName }: { state: ReadableThermal; tools: ThermalTools; fileName: string }) {
  const g = state.grid;
  const s = tools.shape;
  const measured = useMemo(
    () => (s && tools.mode === 'box' ? boxStats(g, s.a, s.b) : s && tools.mode === 'line' ? lineStats(g, s.a, s.b) : undefined),
    [g, s, tools.mode],
  );
  const iso = tools.isotherm;
  const step = g.unit === '°C' ? 0.1 : 1;
  const base = fileName.replace(/\.[^.]+$/, '') || 'thermal';
  return (
    <>
      {state.kind === 'relative' && (
        <p>
          <strong>Relative values.</strong> DJI does not publish how this camera’s ({state.frame.model ?? 'DJI R-JPEG'}) sensor values
          convert to °C, so the sensor’s raw scale is shown instead of a temperature we cannot vouch for: higher is hotter, and values
          compare within this image. DJI’s own Thermal Analysis Tool gives °C.
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        <dt className="text-muted">Minimum</dt>
        <dd className="tabular-nums">{formatThermal(g, state.min)}</dd>
        <dt className="text-muted">Maximum</dt>
        <dd className="tabular-nums">{formatThermal(g, state.max)}</dd>
        <dt className="text-muted">Frame</dt>
        <dd className="tabular-nums">
          {g.width} × {g.height} px
        </dd>
      </dl>
      <figure aria-label="Palette scale" className="flex flex-col gap-0.5">
        <div className="h-3 rounded" style={{ background: ironbowGradient() }} />
        <figcaption className="flex justify-between text-xs tabular-nums text-muted">
          <span>{formatThermal(g, state.min)}</span>
          <span>{g.unit === '°C' ? 'ironbow, °C' : 'ironbow, raw sensor scale'}</span>
          <span>{formatThermal(g, state.max)}</span>
        </figcaption>
      </figure>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="text-xs text-muted">Measure</legend>
        {(['spot', 'box', 'line'] as const).map((m) => (
          <label key={m} className="flex items-center gap-1">
            <input type="radio" name="thermal-measure" checked={tools.mode === m} onChange={() => tools.setMode(m)} />
            {m === 'spot' ? 'Spot (point)' : m === 'box' ? 'Box (drag)' : 'Line (drag)'}
          </label>
        ))}
      </fieldset>
      {measured && <StatsList g={g} stats={measured} label={tools.mode === 'box' ? 'Box measurement' : 'Line measurement'} />}
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="text-xs text-muted">Isotherm</legend>
        <label className="flex items-center gap-1">
          <input
            type="checkbox"
            checked={iso.on}
            onChange={(e) =>
              tools.setIsotherm(
                iso.lo === iso.hi
                  ? { on: e.target.checked, lo: state.min + (state.max - state.min) * 0.75, hi: state.max }
                  : { ...iso, on: e.target.checked },
              )
            }
          />
          Highlight
        </label>
        <label className="flex items-center gap-1">
          From
          <input
            type="number"
            className="w-24 rounded border border-border bg-canvas px-1"
            step={step}
            value={Number(iso.lo.toFixed(1))}
            onChange={(e) => Number.isFinite(e.target.valueAsNumber) && tools.setIsotherm({ ...iso, lo: e.target.valueAsNumber })}
          />
        </label>
        <label className="flex items-center gap-1">
          to
          <input
            type="number"
            className="w-24 rounded border border-border bg-canvas px-1"
            step={step}
            value={Number(iso.hi.toFixed(1))}
            onChange={(e) => Number.isFinite(e.target.valueAsNumber) && tools.setIsotherm({ ...iso, hi: e.target.valueAsNumber })}
          />
        </label>
      </fieldset>
      <div>
        <Button size="sm" onClick={() => saveFile(gridCsv(g), `${base}-${g.unit === '°C' ? 'celsius' : 'raw'}.csv`, 'text/csv')}>
          Export grid as CSV
        </Button>
      </div>
      <p className="text-xs text-muted">
        {state.kind === 'flir'
          ? `Point at the image to read the temperature there (FLIR radiometric layout, emissivity ${state.frame.params.emissivity.toFixed(2)}).`
          : 'Point at the image to read the sensor value there.'}
      </p>
    </>
  );
}

/** What the thermal data allows, beside the image: the frame's range and tools, or why there is nothing to read. */
export function ThermalSummary({ state, tools, fileName }: { state: ThermalFrameState; tools: ThermalTools; fileName: string }) {
  if (state.kind === 'none') return null;
  return (
    <section aria-label="Thermal readout" className="flex flex-col gap-2 text-sm">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">Thermal readout</h3>
      {state.kind === 'loading' && <p className="text-muted">Reading the radiometric data…</p>}
      {state.kind === 'failed' && <p>Could not read the radiometric data: {state.message}.</p>}
      {state.kind === 'closed' && (
        <p>
          This file is marked radiometric, but its thermal frame is in no layout read here (neither FLIR’s nor DJI’s R-JPEG), so no
          per-pixel values are shown. The calibration values below are what the file states.
        </p>
      )}
      {(state.kind === 'flir' || state.kind === 'relative') && <Readable state={state} tools={tools} fileName={fileName} />}
    </section>
  );
}
