/**
 * A size in bytes as people read it: the largest binary unit that keeps the number at least 1
 * (so a 300 KB archive never reads "0 MB"), one decimal under 10. Undefined for no size.
 */
export function formatBytes(n: number | null | undefined): string | undefined {
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) return undefined;
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let v = n;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  return u === 0 ? `${n} B` : `${v.toFixed(v < 10 ? 1 : 0)} ${units[u]}`;
}
