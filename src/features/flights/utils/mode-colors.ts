/**
 * One colour per flight-mode name (the same name is the same colour on the chart, the map and
 * the legend, in every flight). Picked from a palette by a hash of the name: stable across logs.
 */
const PALETTE = ['#22c55e', '#3b82f6', '#f97316', '#e11d48', '#a855f7', '#14b8a6', '#eab308', '#64748b', '#ec4899', '#84cc16'];

export function modeColor(name: string): string {
  let h = 0;
  for (let i = 0; i < name.length; i++) h = (h * 31 + name.charCodeAt(i)) | 0;
  return PALETTE[Math.abs(h) % PALETTE.length] as string;
}
