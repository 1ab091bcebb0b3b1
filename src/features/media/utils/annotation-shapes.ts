import type { AnnotationLabel, Annotations } from '@/lib/contract/media';
import { classColour } from '@/lib/class-palette';

/**
 * AI annotations as drawable shapes in image pixels. The spec gives each label a `bbox`
 * (Number[]): `[x, y, w, h]` for rectangles; a polygon drawn from four numbers is its box, and
 * six or more numbers are read as its vertices `[x1, y1, x2, y2, …]`; a point is `[x, y]` or the
 * centre of its box.
 */
export interface AnnotationShape {
  /** Unique across add-ons: `<addonId>/<labelId>`. */
  key: string;
  addonId: string;
  shapeType: AnnotationLabel['shapeType'];
  category: string;
  severity: number | undefined;
  colour: string;
  comment: string | undefined;
  isAI: boolean;
  isAccepted: boolean;
  isModified: boolean;
  /** The model's confidence 0–1 (an extension field), when the label carries one. */
  confidence: number | undefined;
  /** The video frame the label belongs to (an extension field); undefined on a photo. */
  frameNumber: number | undefined;
  /** Vertices for POLYGON/RECTANGLE, one vertex for POINT. */
  points: Array<[number, number]>;
}

const SEVERITY_COLOURS = ['#22c55e', '#84cc16', '#f59e0b', '#f97316', '#ef4444'] as const;

/** Severity 1 (low) … 5 (critical); out-of-range values clamp; none gives the label's own colour. */
export function severityColour(severity: number | null | undefined, fallback?: string | null): string {
  if (typeof severity !== 'number' || !Number.isFinite(severity)) return fallback ?? '#5cc8ff';
  const i = Math.min(5, Math.max(1, Math.round(severity))) - 1;
  return SEVERITY_COLOURS[i] ?? '#5cc8ff';
}

export function labelPoints(label: Pick<AnnotationLabel, 'shapeType' | 'bbox'>): Array<[number, number]> {
  const b = (label.bbox ?? []).filter((n) => Number.isFinite(n));
  if (label.shapeType === 'POINT') {
    if (b.length >= 4) return [[b[0]! + b[2]! / 2, b[1]! + b[3]! / 2]];
    return b.length >= 2 ? [[b[0]!, b[1]!]] : [];
  }
  if (label.shapeType === 'POLYGON' && b.length >= 6) {
    const pts: Array<[number, number]> = [];
    for (let i = 0; i + 1 < b.length; i += 2) pts.push([b[i]!, b[i + 1]!]);
    return pts;
  }
  if (b.length < 4) return [];
  const [x, y, w, h] = b as [number, number, number, number];
  return [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ];
}

/** Flattens every add-on's labels into shapes; labels without usable geometry are skipped. */
export function annotationShapes(annotations: Annotations): AnnotationShape[] {
  const out: AnnotationShape[] = [];
  for (const [addonKey, addon] of Object.entries(annotations)) {
    for (const [labelId, l] of Object.entries(addon.labels ?? {})) {
      const points = labelPoints(l);
      if (points.length === 0) continue;
      out.push({
        key: `${addon.addonId || addonKey}/${labelId}`,
        addonId: addon.addonId || addonKey,
        shapeType: l.shapeType,
        category: l.category,
        severity: l.severity ?? undefined,
        // Severity first (what a reviewer triages by); else the label's own colour; else its class's, as in analytics.
        colour: severityColour(l.severity, l.color ?? classColour(l.category)),
        comment: l.comment ?? undefined,
        isAI: l.isAI === true,
        isAccepted: l.isAccepted === true,
        isModified: l.isModified === true,
        confidence: typeof l.confidence === 'number' && l.confidence >= 0 && l.confidence <= 1 ? l.confidence : undefined,
        frameNumber: typeof l.frameNumber === 'number' && l.frameNumber >= 0 ? Math.floor(l.frameNumber) : undefined,
        points,
      });
    }
  }
  return out;
}

/** Categories with their counts, most frequent first (the filter's choices). */
export function categoryCounts(shapes: readonly AnnotationShape[]): Array<{ category: string; count: number }> {
  const counts = new Map<string, number>();
  for (const s of shapes) counts.set(s.category, (counts.get(s.category) ?? 0) + 1);
  return [...counts]
    .map(([category, count]) => ({ category, count }))
    .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
}

/** SVG `points` attribute. */
export const svgPoints = (pts: ReadonlyArray<[number, number]>): string => pts.map(([x, y]) => `${x},${y}`).join(' ');

/** Where a shape's label goes: its top-left-most vertex. */
export function labelAnchor(pts: ReadonlyArray<[number, number]>): [number, number] {
  let [ax, ay] = pts[0] ?? [0, 0];
  for (const [x, y] of pts) if (y < ay || (y === ay && x < ax)) [ax, ay] = [x, y];
  return [ax, ay];
}

/** Even-odd ray casting; a point shape is hit within `radius`. */
export function shapeContains(shape: Pick<AnnotationShape, 'shapeType' | 'points'>, x: number, y: number, radius = 8): boolean {
  if (shape.shapeType === 'POINT') {
    const [px, py] = shape.points[0] ?? [NaN, NaN];
    return Math.hypot(px - x, py - y) <= radius;
  }
  let inside = false;
  const p = shape.points;
  for (let i = 0, j = p.length - 1; i < p.length; j = i++) {
    const [xi, yi] = p[i]!;
    const [xj, yj] = p[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** "crack 87 %": what a box's label says. */
export const shapeLabel = (s: Pick<AnnotationShape, 'category' | 'confidence'>): string =>
  s.confidence === undefined ? s.category : `${s.category} ${Math.round(s.confidence * 100)} %`;
