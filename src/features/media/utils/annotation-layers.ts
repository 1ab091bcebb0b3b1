import type { AnnotationShape } from './annotation-shapes';

/** Shapes that look alike, as one SVG path. */
export interface ShapeLayer {
  id: string;
  colour: string;
  /** AI shapes not yet accepted are dashed. */
  dashed: boolean;
  /** Points (filled dots) or areas (polygons, rectangles). */
  point: boolean;
  d: string;
}

const n = (v: number) => Math.round(v * 100) / 100;

/**
 * Groups shapes by their look and writes each group as one path: polygons as closed sub-paths,
 * points as circles of `radius` (two arcs). Group order follows the first shape of each look.
 */
export function shapeLayers(shapes: readonly AnnotationShape[], radius: number): ShapeLayer[] {
  const layers = new Map<string, { layer: ShapeLayer; parts: string[] }>();
  for (const s of shapes) {
    const point = s.shapeType === 'POINT';
    const dashed = !point && s.isAI && !s.isAccepted;
    const id = `${s.colour}|${dashed ? 'd' : 's'}|${point ? 'p' : 'a'}`;
    let g = layers.get(id);
    if (!g) {
      g = { layer: { id, colour: s.colour, dashed, point, d: '' }, parts: [] };
      layers.set(id, g);
    }
    if (point) {
      const [x, y] = s.points[0] ?? [0, 0];
      g.parts.push(`M${n(x - radius)} ${n(y)}a${radius} ${radius} 0 1 0 ${2 * radius} 0a${radius} ${radius} 0 1 0 ${-2 * radius} 0Z`);
    } else if (s.points.length > 0) {
      g.parts.push(`M${s.points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`);
    }
  }
  return [...layers.values()].map(({ layer, parts }) => ({ ...layer, d: parts.join('') }));
}
