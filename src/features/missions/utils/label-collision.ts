/** A label's box on screen, in CSS pixels (a waypoint number is about this size). */
export const LABEL_BOX = { w: 22, h: 18 };

/**
 * Which labels to draw so that none overlaps another: greedy in priority order (the caller puts the
 * selected and first waypoints first); a label whose box would touch a kept one is hidden.
 */
export function keepApart(points: ReadonlyArray<{ id: number; x: number; y: number }>, box = LABEL_BOX): number[] {
  const kept: Array<{ id: number; x: number; y: number }> = [];
  for (const p of points) {
    if (!Number.isFinite(p.x) || !Number.isFinite(p.y)) continue;
    if (kept.every((k) => Math.abs(k.x - p.x) >= box.w || Math.abs(k.y - p.y) >= box.h)) kept.push(p);
  }
  return kept.map((k) => k.id);
}
