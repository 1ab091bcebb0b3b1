/** How flight figures read on screen. Missing values are an em dash, never "NaN" or "0". */

export function formatDuration(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds)) return '—';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (h > 0) return `${h} h ${String(m).padStart(2, '0')} min`;
  if (m > 0) return `${m} min ${String(sec).padStart(2, '0')} s`;
  return `${sec} s`;
}

export function formatHours(seconds: number): string {
  return `${(seconds / 3600).toLocaleString(undefined, { maximumFractionDigits: 1, minimumFractionDigits: 1 })} h`;
}

export function formatDistance(meters: number | undefined): string {
  if (meters === undefined || !Number.isFinite(meters)) return '—';
  if (meters < 1000) return `${Math.round(meters)} m`;
  return `${(meters / 1000).toLocaleString(undefined, { maximumFractionDigits: 1 })} km`;
}

/** Local time with its zone, e.g. "12 Mar 2025, 14:05 CET" (the app's one format module). */
export { formatDateTime } from '@/lib/format/format';
