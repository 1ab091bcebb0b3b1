import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { FramesResult } from '../worker/protocol';
import { formatNumber } from '@/lib/format/format';

const ROW = 32;
const formatter = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'medium' });

/** The frames where the chosen class was detected, in time order, with their session and source file. */
export function ReviewStrip({ className, frames }: { className: string; frames: FramesResult }) {
  const scroller = useRef<HTMLDivElement>(null);
  const v = useVirtualizer({
    count: frames.records.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW,
    overscan: 10,
  });
  return (
    <section aria-labelledby="review-title" className="flex flex-col gap-1">
      <h2 id="review-title" className="text-sm font-semibold">
        Frames with “{className}” ({formatNumber(frames.total)}
        {frames.total > frames.records.length ? `, first ${formatNumber(frames.records.length)} shown` : ''})
      </h2>
      <div
        ref={scroller}
        role="table"
        aria-label={`Frames with ${className}`}
        aria-rowcount={frames.records.length}
        className="max-h-64 overflow-auto"
      >
        <div
          role="row"
          className="sticky top-0 z-10 grid grid-cols-[1.3fr_0.5fr_1.6fr_1.6fr_0.6fr] gap-2 bg-raised px-2 py-1 text-xs text-muted"
        >
          <span role="columnheader">Time</span>
          <span role="columnheader">Count</span>
          <span role="columnheader">Session</span>
          <span role="columnheader">Source file</span>
          <span role="columnheader">Frame</span>
        </div>
        <div style={{ height: v.getTotalSize(), position: 'relative' }}>
          {v.getVirtualItems().map((it) => {
            const r = frames.records[it.index];
            if (!r) return null;
            return (
              <div
                key={it.key}
                role="row"
                style={{ position: 'absolute', top: it.start, height: ROW, left: 0, right: 0 }}
                className="grid grid-cols-[1.3fr_0.5fr_1.6fr_1.6fr_0.6fr] items-center gap-2 border-b border-line px-2 text-xs"
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
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
