/** A 10 Hz orbit CSV of n points, in the log's columns (time offsets from 0, as the seeded files). */
export function denseTrack(n: number): string {
  const rows = ['time_ms,lat,lng,alt_m,speed_ms,heading_deg,battery_pct'];
  for (let i = 0; i < n; i++) {
    const a = (i / 3000) * Math.PI * 2;
    const rad = 0.002 + 0.001 * Math.sin(i / 20000);
    rows.push(
      `${i * 100},${(47.39 + rad * Math.sin(a)).toFixed(7)},${(8.51 + rad * 1.5 * Math.cos(a)).toFixed(7)},${(60 + 10 * Math.sin(i / 500)).toFixed(1)},${(8 + Math.sin(i / 300)).toFixed(2)},${(((a * 180) / Math.PI) % 360) | 0},${(98 - (i / n) * 70).toFixed(0)}`,
    );
  }
  return `${rows.join('\n')}\n`;
}
