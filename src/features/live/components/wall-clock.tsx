import { useEffect, useState } from 'react';

/** The zone as people read it ("CET", "GMT+1"), from the browser's own formatter. */
function zoneName(d: Date): string {
  const part = new Intl.DateTimeFormat(undefined, { timeZoneName: 'short' }).formatToParts(d).find((p) => p.type === 'timeZoneName');
  return part?.value ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * A clock for the wall with its date and zone: seconds matter when comparing against the cameras'
 * burned-in time, and a control room on night shift reads the date off the wall too.
 */
export function WallClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(t);
  }, []);
  const date = now.toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <time
      aria-label="Clock"
      dateTime={now.toISOString()}
      className="wall-clock flex items-baseline gap-3 font-mono tabular-nums text-white"
    >
      <span className="text-[0.6em] text-zinc-300" data-testid="wall-date">
        {date}
      </span>
      <span data-testid="wall-time">{now.toLocaleTimeString(undefined, { hour12: false })}</span>
      <span className="text-[0.6em] text-zinc-300" data-testid="wall-zone">
        {zoneName(now)}
      </span>
    </time>
  );
}
