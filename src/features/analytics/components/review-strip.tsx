import { useRef, useState, type KeyboardEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { FramesResult } from '../worker/protocol';
import { formatNumber } from '@/lib/format/format';
import { useOpenEvidence } from '../hooks/use-open-evidence';

const ROW = 32;
const formatter = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'medium' });
const COLS = 'grid-cols-[1.2fr_0.4fr_1.2fr_1.6fr_0.5fr_1fr_0.7fr]';

/**
 * The frames where the chosen class was detected, in time order, with their session, source file and
 * model; "Open" opens what the model saw (the file in the media drive, at the frame). ↑/↓ move through
 * the frames, Enter opens the one chosen.
 */
export function ReviewStrip({
  className,
  frames,
  deviceName,
}: {
  className: string;
  frames: FramesResult;
  deviceName: (id: string) => string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const { open, state } = useOpenEvidence(deviceName);
  const [active, setActive] = useState(0);
  const v = useVirtualizer({
    count: frames.records.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW,
    overscan: 10,
  });
  const step = (to: number) => {
    const i = Math.max(0, Math.min(frames.records.length - 1, to));
    setActive(i);
    v.scrollToIndex(i, { align: 'auto' });
    // The row may not exist until the virtualiser renders it: focus on the next frame.
    requestAnimationFrame(() => scroller.current?.querySelector<HTMLButtonElement>(`[data-frame-index="${i}"]`)?.focus());
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'j') step(active + 1);
    else if (e.key === 'ArrowUp' || e.key === 'k') step(active - 1);
    else return;
    e.preventDefault();
  };
  const missing = state?.status === 'missing' ? state : undefined;
  return (
    <section aria-labelledby="review-title" className="flex flex-col gap-1">
      <h2 id="review-title" className="text-sm font-semibold">
        Frames with “{className}” ({formatNumber(frames.total)}
        {frames.total > frames.records.length ? `, first ${formatNumber(frames.records.length)} shown` : ''})
      </h2>
      <p className="text-xs text-muted">Open shows the file at that frame with the model’s boxes; ↑ ↓ move through the frames.</p>
      {missing && (
        <p role="alert" className="text-sm text-danger">
          {missing.message}
        </p>
      )}
      <div
        ref={scroller}
        role="table"
        aria-label={`Frames with ${className}`}
        aria-rowcount={frames.records.length}
        className="max-h-64 overflow-auto"
        onKeyDown={onKey}
      >
        <div role="row" className={`sticky top-0 z-10 grid ${COLS} gap-2 bg-raised px-2 py-1 text-xs text-muted`}>
          <span role="columnheader">Time</span>
          <span role="columnheader">Count</span>
          <span role="columnheader">Session</span>
          <span role="columnheader">Source file</span>
          <span role="columnheader">Frame</span>
          <span role="columnheader">Model</span>
          <span role="columnheader">Evidence</span>
        </div>
        <div style={{ height: v.getTotalSize(), position: 'relative' }}>
          {v.getVirtualItems().map((it) => {
            const r = frames.records[it.index];
            if (!r) return null;
            const key = `${r.sourceFileName}#${r.frameNumber}#${r.ts}`;
            return (
              <div
                key={it.key}
                role="row"
                aria-selected={it.index === active}
                style={{ position: 'absolute', top: it.start, height: ROW, left: 0, right: 0 }}
                className={`grid ${COLS} items-center gap-2 border-b border-line px-2 text-xs ${it.index === active ? 'bg-raised' : ''}`}
              >
                <span role="cell" className="tabular-nums">
                  {formatter.format(r.ts)}
                </span>
                <span role="cell" className="tabular-nums">
                  {r.count}
                </span>
                <span role="cell" className="truncate" title={r.sessionId}>
                  {r.sessionId}
                </span>
                <span role="cell" className="truncate" title={r.sourceFileName}>
                  {r.sourceFileName}
                </span>
                <span role="cell" className="tabular-nums">
                  {r.frameNumber}
                </span>
                <span role="cell" className="truncate" title={r.modelId}>
                  {r.modelId}
                </span>
                <span role="cell">
                  <button
                    type="button"
                    data-frame-index={it.index}
                    className="rounded px-1.5 py-0.5 text-accent underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent"
                    aria-label={`Open ${r.sourceFileName} at frame ${r.frameNumber}`}
                    onFocus={() => setActive(it.index)}
                    onClick={() => void open(r, key)}
                    disabled={state?.key === key && state.status === 'finding'}
                  >
                    {state?.key === key && state.status === 'finding' ? 'Finding…' : 'Open'}
                  </button>
                </span>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
