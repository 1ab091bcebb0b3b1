import { memo, useId, type CSSProperties } from 'react';
import type { SessionRow } from '../utils/aggregate';
import { plural } from '@/lib/format/plural';
import { formatNumber } from '@/lib/format/format';

interface Props {
  sessions: readonly SessionRow[];
  selected?: string;
  onSelect: (sessionId: string | undefined) => void;
  /** The device's name for its id (ids only in the tooltip). */
  deviceName: (id: string) => string;
}

const formatter = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });
// Every update re-renders with the same session starts: format each start once
// (toLocaleString built a new Intl formatter per call; it was the load's hottest function).
const formatted = new Map<number, string>();
const fmt = (ms: number) => {
  let s = formatted.get(ms);
  if (s === undefined) {
    if (formatted.size > 5000) formatted.clear();
    s = formatter.format(ms);
    formatted.set(ms, s);
  }
  return s;
};

interface BarProps {
  sessionId: string;
  device: string;
  first: number;
  total: number;
  /** This bar is the selected session; `dim` when another one is. */
  on: boolean;
  dim: boolean;
  onSelect: (sessionId: string | undefined) => void;
}

/**
 * One bar; its height is its count over the list's `--max`, in CSS, so a new maximum restyles the
 * list without re-rendering 400 bars: while pages arrive (in time order) or a zoom moves the
 * window, only the bars whose own count changed render again.
 */
const Bar = memo(function Bar({ sessionId, device, first, total, on, dim, onSelect }: BarProps) {
  return (
    // Bars scrolled out of the list's view are not styled or laid out (content-visibility): a new
    // maximum then restyles the ~60 bars on screen, not all 400, in the frames while pages arrive.
    <li className="flex h-full min-w-2 flex-1 items-end [contain-intrinsic-size:0.5rem_10rem] [content-visibility:auto]">
      <button
        type="button"
        aria-pressed={on}
        aria-label={`Session of ${fmt(first)} on ${device}: ${plural(total, 'detection')}`}
        title={`${sessionId} · ${fmt(first)} · ${total}`}
        onClick={() => onSelect(on ? undefined : sessionId)}
        style={{ '--n': total } as CSSProperties}
        className={`h-[max(2%,calc(100%*var(--n)/var(--max)))] w-full rounded-t ${on ? 'bg-accent' : dim ? 'bg-line' : 'bg-accent/60'} hover:brightness-125 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent`}
      />
    </li>
  );
});

/**
 * One bar per session (counts), in time order; a bar is a toggle button that filters the rest.
 * Both axes are labelled with their unit: the count from 0 to the tallest bar, and the sessions'
 * start times from the oldest to the newest (the bars are evenly spaced, not on a time scale).
 */
export const SessionBars = memo(function SessionBars({ sessions, selected, onSelect, deviceName }: Props) {
  // The caption's id is the page's own: a compare view or a wall panel may show two of these.
  const axesId = useId();
  if (sessions.length === 0) return <p className="text-sm text-muted">No sessions in this window.</p>;
  let max = 1;
  for (const s of sessions) if (s.total > max) max = s.total;
  const oldest = sessions[0]!.first;
  const newest = sessions[sessions.length - 1]!.first;
  return (
    <figure className="flex flex-col gap-1">
      <div className="flex h-40 gap-1">
        <div className="flex flex-col items-end justify-between text-xs text-muted tabular-nums" aria-hidden="true">
          <span>{formatNumber(max, 2)}</span>
          <span>0</span>
        </div>
        <ul
          aria-label="Detections per session"
          aria-describedby={axesId}
          style={{ '--max': max } as CSSProperties}
          className="flex min-w-0 flex-1 items-end gap-0.5 overflow-x-auto border-b border-l border-line pb-1"
        >
          {sessions.map((s) => (
            <Bar
              key={s.sessionId}
              sessionId={s.sessionId}
              device={deviceName(s.deviceId)}
              first={s.first}
              total={s.total}
              on={s.sessionId === selected}
              dim={selected !== undefined && s.sessionId !== selected}
              onSelect={onSelect}
            />
          ))}
        </ul>
      </div>
      <div className="flex justify-between gap-2 text-xs text-muted tabular-nums" aria-hidden="true">
        <span>{fmt(oldest)}</span>
        <span>{fmt(newest)}</span>
      </div>
      <figcaption id={axesId} className="text-xs text-muted">
        Height: detections per session (count, 0 to {formatNumber(max, 2)}). Across: sessions by start time (local), oldest {fmt(oldest)} to
        newest {fmt(newest)}.
      </figcaption>
    </figure>
  );
});
