/** A clock time with its zone and how long ago, in the user's locale: "14:05:09 UTC (12 min ago)". */
export function formatSince(ms: number, nowMs: number = Date.now()): string {
  const clock = new Date(ms).toLocaleTimeString(undefined, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  });
  return `${clock} (${ago(nowMs - ms)})`;
}

/** "just now", "4 min ago", "3 h ago", "2 d ago". */
export function ago(deltaMs: number): string {
  const s = Math.max(0, Math.round(deltaMs / 1000));
  if (s < 45) return 'just now';
  const m = Math.round(s / 60);
  if (m < 60) return `${m} min ago`;
  const h = Math.round(m / 60);
  if (h < 48) return `${h} h ago`;
  return `${Math.round(h / 24)} d ago`;
}
