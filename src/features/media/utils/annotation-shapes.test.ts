import { describe, expect, it } from 'vitest';
import { parseAnnotations } from '@/lib/contract/media';
import { annotationShapes, categoryCounts, labelAnchor, labelPoints, severityColour, shapeContains, svgPoints } from './annotation-shapes';

const at = '2026-10-14T08:00:00Z';
const raw = JSON.stringify({
  'addon-defect-detection': {
    addonId: 'addon-defect-detection',
    labels: {
      r: { shapeType: 'RECTANGLE', category: 'corrosion', severity: 5, updatedAt: at, bbox: [10, 20, 30, 40], isAI: true },
      p: { shapeType: 'POLYGON', category: 'hotspot', severity: 2, updatedAt: at, bbox: [0, 0, 100, 0, 50, 80], isAccepted: true },
      pt: { shapeType: 'POINT', category: 'corrosion', updatedAt: at, bbox: [100, 100, 10, 10], color: '#123456' },
      broken: { shapeType: 'RECTANGLE', category: 'x', updatedAt: at, bbox: [1, 2] },
    },
  },
});

describe('annotation geometry', () => {
  const shapes = annotationShapes(parseAnnotations(raw));

  it('turns labels into vertices and skips labels without usable geometry', () => {
    expect(shapes.map((s) => s.key)).toEqual(['addon-defect-detection/r', 'addon-defect-detection/p', 'addon-defect-detection/pt']);
    expect(shapes[0]?.points).toEqual([
      [10, 20],
      [40, 20],
      [40, 60],
      [10, 60],
    ]);
    expect(shapes[1]?.points).toEqual([
      [0, 0],
      [100, 0],
      [50, 80],
    ]);
    expect(shapes[2]?.points).toEqual([[105, 105]]);
    expect(labelPoints({ shapeType: 'POINT', bbox: [3, 4] })).toEqual([[3, 4]]);
    expect(labelPoints({ shapeType: 'POLYGON', bbox: [0, 0, 2, 2] })).toHaveLength(4);
  });

  it('colours by severity, falling back to the label colour', () => {
    expect(shapes[0]?.colour).toBe(severityColour(5));
    expect(severityColour(9)).toBe(severityColour(5));
    expect(shapes[2]?.colour).toBe('#123456');
    expect(shapes[0]).toMatchObject({ isAI: true, isAccepted: false, isModified: false });
  });

  it('counts categories, most frequent first', () => {
    expect(categoryCounts(shapes)).toEqual([
      { category: 'corrosion', count: 2 },
      { category: 'hotspot', count: 1 },
    ]);
  });

  it('hit-tests polygons, rectangles and points', () => {
    const [rect, tri, point] = shapes;
    expect(shapeContains(rect!, 20, 30)).toBe(true);
    expect(shapeContains(rect!, 5, 30)).toBe(false);
    expect(shapeContains(tri!, 50, 40)).toBe(true);
    expect(shapeContains(tri!, 5, 70)).toBe(false);
    expect(shapeContains(point!, 110, 108)).toBe(true);
    expect(shapeContains(point!, 120, 120)).toBe(false);
  });

  it('writes SVG points and anchors labels at the top-left vertex', () => {
    expect(
      svgPoints([
        [1, 2],
        [3, 4],
      ]),
    ).toBe('1,2 3,4');
    expect(labelAnchor(shapes[1]!.points)).toEqual([0, 0]);
  });
});
