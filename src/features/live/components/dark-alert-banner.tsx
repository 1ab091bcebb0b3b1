import { useEffect, useState } from 'react';
import { agoText } from '@/lib/video/tile-status';
import { DARK_WORDS, type DarkAlert } from '../utils/dark-alerts';

/** Cameras that went dark, in words and large type, each linking to its live view. */
export function DarkAlertBanner({ alerts, large = false }: { alerts: readonly DarkAlert[]; large?: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!alerts.length) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [alerts.length]);
  if (!alerts.length) return null;
  return (
    <div
      role="alert"
      aria-label="Camera alerts"
      className={`flex flex-wrap items-center gap-x-4 gap-y-1 bg-red-900 px-3 py-1 text-white ${large ? 'wall-header' : 'text-sm'}`}
    >
      <span className="font-semibold">
        ⚠ {alerts.length} {alerts.length === 1 ? 'camera' : 'cameras'} not live
      </span>
      {alerts.map((a) => (
        <a key={a.deviceId} href={`/live?device=${encodeURIComponent(a.deviceId)}`} className="underline">
          {a.name} {DARK_WORDS[a.kind] ?? 'went dark'} {agoText(now - a.since)} ago
        </a>
      ))}
    </div>
  );
}
