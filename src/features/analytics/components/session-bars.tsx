import { memo } from 'react';
import type { SessionRow } from '../utils/aggregate';

interface Props {
  sessions: readonly SessionRow[];
  selected?: string;
  onSelect: (sessionId: string | undefined) => void;
}

// One formatter for all bars: toLocaleString builds a new Intl formatter per call (it was the load's hottest function).
const formatter = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });
// Every zoom step re-renders up to 400 bars with the same session starts: format each start once.
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

/** One bar per session (counts), in time order; a bar is a toggle button that filters the rest. */
export const SessionBars = memo(function SessionBars({ sessions, selected, onSelect }: Props) {
  if (sessions.length === 0) return <p className="text-sm text-muted">No sessions in this window.</p>;
  const max = Math.max(...sessions.map((s) => s.total));
  return (
    <ul aria-label="Detections per session" className="flex h-40 items-end gap-0.5 overflow-x-auto border-b border-line pb-1">
      {sessions.map((s) => {
        const on = s.sessionId === selected;
        return (
          <li key={s.sessionId} className="flex h-full min-w-2 flex-1 items-end">
            <button
              type="button"
              aria-pressed={on}
              aria-label={`Session ${s.sessionId} on ${s.deviceId}, ${fmt(s.first)}: ${s.total} detections`}
              title={`${s.sessionId} · ${fmt(s.first)} · ${s.total}`}
              onClick={() => onSelect(on ? undefined : s.sessionId)}
              style={{ height: `${Math.max(2, (s.total / max) * 100)}%` }}
              className={`w-full rounded-t ${on ? 'bg-accent' : selected ? 'bg-line' : 'bg-accent/60'} hover:brightness-125 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent`}
            />
          </li>
        );
      })}
    </ul>
  );
});
