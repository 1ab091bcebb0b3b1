import { describe, expect, it } from 'vitest';
import {
  addShape,
  deleteShape,
  deleteVertex,
  EMPTY_FENCE,
  insertVertex,
  moveShape,
  moveVertex,
  newShape,
  setKind,
  vertices,
} from './geofence-edits';

const tri = newShape(
  'exclusion',
  [
    [0, 0],
    [1, 0],
    [0, 1],
  ],
  'Tri',
);

describe('geofence edits', () => {
  it('closes a new polygon and styles it by kind', () => {
    expect(tri.geometry.coordinates).toEqual([
      [
        [0, 0],
        [1, 0],
        [0, 1],
        [0, 0],
      ],
    ]);
    expect(tri.properties).toMatchObject({ name: 'Tri', geofence: 'exclusion', fill: '#ef4444' });
    expect(setKind(addShape(EMPTY_FENCE, tri), 0, 'inclusion').features[0]!.properties).toMatchObject({
      geofence: 'inclusion',
      fill: '#22c55e',
    });
  });
  it('moves, inserts and deletes vertices, keeping the ring closed', () => {
    let fc = addShape(EMPTY_FENCE, tri);
    fc = moveVertex(fc, 0, 0, [-1, -1]);
    expect(fc.features[0]!.geometry.coordinates).toEqual([
      [
        [-1, -1],
        [1, 0],
        [0, 1],
        [-1, -1],
      ],
    ]);
    fc = insertVertex(fc, 0, 0, [0, -1]);
    expect(vertices(fc.features[0]!)).toEqual([
      [-1, -1],
      [0, -1],
      [1, 0],
      [0, 1],
    ]);
    fc = deleteVertex(fc, 0, 0);
    expect(fc.features[0]!.geometry.coordinates).toEqual([
      [
        [0, -1],
        [1, 0],
        [0, 1],
        [0, -1],
      ],
    ]);
    // A triangle keeps its three corners.
    expect(deleteVertex(fc, 0, 0)).toBe(fc);
  });
  it('moves and deletes whole shapes', () => {
    const fc = moveShape(
      addShape(
        EMPTY_FENCE,
        newShape(
          'obstacle',
          [
            [0, 0],
            [1, 1],
          ],
          'Line',
        ),
      ),
      0,
      1,
      2,
    );
    expect(fc.features[0]!.geometry.coordinates).toEqual([
      [1, 2],
      [2, 3],
    ]);
    expect(deleteShape(fc, 0).features).toEqual([]);
  });
});
