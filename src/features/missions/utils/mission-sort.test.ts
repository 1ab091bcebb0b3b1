import { describe, expect, it } from 'vitest';
import type { MissionRecord } from '@/lib/resources/missions';
import { missionEquipment, nextSort, parseSort, sortMissions } from './mission-sort';
import { thumbnailPoints } from './route-thumbnail';

const m = (id: string, extra: Partial<MissionRecord> & Record<string, unknown> = {}): MissionRecord => ({ id, name: id, ...extra });

describe('mission list sort', () => {
  it('reads the URL form and cycles a column: first direction, the other, then the default', () => {
    expect(parseSort('-distance')).toEqual({ key: 'distance', desc: true });
    expect(parseSort('name')).toEqual({ key: 'name', desc: false });
    expect(parseSort('-password')).toBeUndefined();
    expect(nextSort(undefined, 'name')).toBe('name');
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-name', 'name')).toBeUndefined();
    expect(nextSort('name', 'distance')).toBe('-distance');
    expect(nextSort('-distance', 'distance')).toBe('distance');
  });

  it('sorts names as people read them, types by their words, missing values last', () => {
    const items = [m('Mission 10'), m('mission 2'), m('Mission 1')];
    expect(sortMissions(items, parseSort('name')).map((x) => x.name)).toEqual(['Mission 1', 'mission 2', 'Mission 10']);
    const typed = [m('a', { type: 'waypoint' }), m('b', { type: 'corridor' }), m('c', { type: 'mappingStrip' })];
    // Corridor < Strip mapping < Waypoint route
    expect(sortMissions(typed, parseSort('type')).map((x) => x.id)).toEqual(['b', 'c', 'a']);
    const dist = [m('a', { distance: 100 }), m('b'), m('c', { distance: 300 })];
    expect(sortMissions(dist, parseSort('-distance')).map((x) => x.id)).toEqual(['c', 'a', 'b']);
    expect(sortMissions(dist, parseSort('distance')).map((x) => x.id)).toEqual(['a', 'c', 'b']);
    expect(sortMissions(dist, undefined).map((x) => x.id)).toEqual(['a', 'b', 'c']);
  });

  it('names the aircraft or camera where the mission says', () => {
    expect(missionEquipment(m('a', { survey: { kind: 'mapping2d', camera: { name: 'Zenmuse P1 35mm' } } }))).toBe('Zenmuse P1 35mm');
    expect(missionEquipment(m('b', { aircraft: 'Matrice 350 RTK' }))).toBe('Matrice 350 RTK');
    expect(missionEquipment(m('c'))).toBeUndefined();
  });
});

describe('route thumbnail', () => {
  it('fits the route in the box, north up, aspect kept', () => {
    const pts = thumbnailPoints(
      [
        { lat: 0, lng: 0 },
        { lat: 0, lng: 2 },
        { lat: 1, lng: 2 },
      ],
      32,
      2,
    )
      .split(' ')
      .map((p) => p.split(',').map(Number));
    expect(pts[0]).toEqual([2, 23]); // west, south: left, lower
    expect(pts[1]).toEqual([30, 23]);
    expect(pts[2]).toEqual([30, 9]); // north is up; 1° lat is half the 2° lng span
    expect(thumbnailPoints([], 32)).toBe('');
  });
});
