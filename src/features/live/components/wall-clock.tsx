import { useEffect, useState } from 'react';

/** A clock for the wall: seconds matter when comparing against the cameras' burned-in time. */
export function WallClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(t);
  }, []);
  return (
    <time aria-label="Clock" dateTime={now.toISOString()} className="font-mono text-lg tabular-nums text-white">
      {now.toLocaleTimeString(undefined, { hour12: false })}
    </time>
  );
}
