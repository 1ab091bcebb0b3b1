import { describe, expect, it } from 'vitest';
import type { AnnotationShape } from './annotation-shapes';
import { shapeLayers } from './annotation-layers';

const shape = (over: Partial<AnnotationShape>): AnnotationShape => ({
  key: 'a/1',
  addonId: 'a',
  shapeType: 'POLYGON',
  category: 'crack',
  severity: 3,
  colour: '#f59e0b',
  comment: undefined,
  confidence: undefined,
  frameNumber: undefined,
  isAI: false,
  isAccepted: false,
  isModified: false,
  points: [
    [0, 0],
    [10, 0],
    [10, 5],
  ],
  ...over,
});

describe('shapeLayers', () => {
  it('puts shapes of one look into one path, each as a closed sub-path', () => {
    const layers = shapeLayers(
      [
        shape({ key: 'a/1' }),
        shape({
          key: 'a/2',
          points: [
            [1.234, 2.345],
            [3, 4],
            [5, 6],
          ],
        }),
      ],
      8,
    );
    expect(layers).toHaveLength(1);
    expect(layers[0]!.d).toBe('M0 0L10 0L10 5ZM1.23 2.35L3 4L5 6Z');
    expect(layers[0]).toMatchObject({ colour: '#f59e0b', dashed: false, point: false });
  });

  it('separates colours, unaccepted AI shapes (dashed) and points (circles of the radius)', () => {
    const layers = shapeLayers(
      [
        shape({ key: '1' }),
        shape({ key: '2', colour: '#ef4444' }),
        shape({ key: '3', isAI: true }),
        shape({ key: '4', isAI: true, isAccepted: true }),
        shape({ key: '5', shapeType: 'POINT', isAI: true, points: [[20, 30]] }),
      ],
      4,
    );
    expect(layers.map((l) => [l.colour, l.dashed, l.point])).toEqual([
      ['#f59e0b', false, false],
      ['#ef4444', false, false],
      ['#f59e0b', true, false],
      ['#f59e0b', false, true],
    ]);
    expect(layers[0]!.d.match(/M/g)).toHaveLength(2);
    expect(layers[3]!.d).toBe('M16 30a4 4 0 1 0 8 0a4 4 0 1 0 -8 0Z');
  });
});
