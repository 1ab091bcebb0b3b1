import { describe, expect, it } from 'vitest';
import { mergeImport } from './import-merge';
import { emptyMission } from './mission-model';

const wp = (lat: number, altitude = 50) => ({ lat, lng: 8.5, altitude, actions: [] });
const current = emptyMission({ name: 'Mine', description: 'keep', speed: 7, route: [wp(47), wp(47.001)] });
const file = emptyMission({ name: 'Theirs', type: 'third-party-planner', speed: 3, route: [wp(21), wp(21.1), wp(21.2)] });

describe('mergeImport', () => {
  it('replace: only the route changes, and the summary names what was ignored', () => {
    const { mission, summary } = mergeImport(current, file, 'replace', 'f.csv');
    expect(mission.name).toBe('Mine');
    expect(mission.description).toBe('keep');
    expect(mission.type).toBe('waypoint');
    expect(mission.speed).toBe(7);
    expect(mission.route.map((w) => w.lat)).toEqual([21, 21.1, 21.2]);
    expect(summary.read).toBe(3);
    expect(summary.changed[0]).toContain('2 waypoints → 3 waypoints');
    expect(summary.ignored).toEqual(['name “Theirs”', 'type Other planner', 'speed 3 m/s']);
  });

  it('append: the file route follows the mission route', () => {
    const { mission, summary } = mergeImport(current, file, 'append', 'f.csv');
    expect(mission.route.map((w) => w.lat)).toEqual([47, 47.001, 21, 21.1, 21.2]);
    expect(summary.changed[0]).toBe('3 waypoints added after waypoint 2 (now 5).');
  });

  it('a terrain height mode in the file is not converted, and a note says so', () => {
    const agl = { ...file, heightMode: 'aboveGroundLevel' as const };
    const { mission, summary } = mergeImport(current, agl, 'replace', 'f.csv');
    expect(mission.heightMode).toBe('relativeToStartPoint');
    expect(mission.route[0]?.altitude).toBe(50);
    expect(summary.notes.join(' ')).toContain('not converted');
  });
});
