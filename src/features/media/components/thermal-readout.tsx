import { useEffect, useRef, useState } from 'react';
import type { ThermalFrameState } from '../hooks/use-thermal-image';

type Flir = Extract<ThermalFrameState, { kind: 'flir' }>;
const celsius = (v: number) => `${v.toFixed(1)} °C`;

/**
 * The temperature under the cursor, over the image (inside the zoomed layer, so it follows pan
 * and zoom). Listens on the image's box, where pointer moves over the image and its shapes
 * bubble; the pixel is found from the box's on-screen rectangle, whatever the zoom.
 */
export function ThermalProbe({ state }: { state: Flir }) {
  const anchor = useRef<HTMLSpanElement>(null);
  const [at, setAt] = useState<{ fx: number; fy: number; c: number; x: number; y: number } | null>(null);
  useEffect(() => {
    const box = anchor.current?.parentElement;
    if (!box) return;
    const { width, height, raw } = state.frame;
    const onMove = (e: PointerEvent) => {
      const r = box.getBoundingClientRect();
      const fx = (e.clientX - r.left) / r.width;
      const fy = (e.clientY - r.top) / r.height;
      if (fx < 0 || fy < 0 || fx >= 1 || fy >= 1) return setAt(null);
      const x = Math.floor(fx * width);
      const y = Math.floor(fy * height);
      setAt({ fx, fy, x, y, c: state.toCelsius(raw[y * width + x] as number) });
    };
    const onLeave = () => setAt(null);
    box.addEventListener('pointermove', onMove);
    box.addEventListener('pointerleave', onLeave);
    return () => {
      box.removeEventListener('pointermove', onMove);
      box.removeEventListener('pointerleave', onLeave);
    };
  }, [state]);
  return (
    <span ref={anchor} className="pointer-events-none absolute inset-0">
      {at && (
        <span
          role="status"
          aria-label="Temperature at the cursor"
          className="absolute whitespace-nowrap rounded bg-black/80 px-1.5 py-0.5 text-xs text-white tabular-nums"
          style={{ left: `${at.fx * 100}%`, top: `${at.fy * 100}%`, transform: 'translate(8px, 8px)' }}
        >
          {celsius(at.c)} · pixel {at.x}, {at.y}
        </span>
      )}
    </span>
  );
}

/** What the thermal data allows, beside the image: the frame's range, or why there are no temperatures. */
export function ThermalSummary({ state }: { state: ThermalFrameState }) {
  if (state.kind === 'none') return null;
  return (
    <section aria-label="Thermal readout" className="flex flex-col gap-1 text-sm">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">Thermal readout</h3>
      {state.kind === 'loading' && <p className="text-muted">Reading the radiometric data…</p>}
      {state.kind === 'failed' && <p>Could not read the radiometric data: {state.message}.</p>}
      {state.kind === 'closed' && (
        <p>
          This file’s radiometric data is in DJI’s closed R-JPEG layout, which only DJI’s Thermal SDK converts to temperatures, so no
          per-pixel temperatures are shown. The calibration values below are what the file states.
        </p>
      )}
      {state.kind === 'flir' && (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
            <dt className="text-muted">Minimum</dt>
            <dd className="tabular-nums">{celsius(state.min)}</dd>
            <dt className="text-muted">Maximum</dt>
            <dd className="tabular-nums">{celsius(state.max)}</dd>
            <dt className="text-muted">Frame</dt>
            <dd className="tabular-nums">
              {state.frame.width} × {state.frame.height} px
            </dd>
          </dl>
          <p className="text-xs text-muted">
            Point at the image to read the temperature there (FLIR radiometric layout, emissivity {state.frame.params.emissivity.toFixed(2)}
            ).
          </p>
        </>
      )}
    </section>
  );
}
