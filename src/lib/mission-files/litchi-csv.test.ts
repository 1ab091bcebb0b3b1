import { describe, expect, it } from 'vitest';
import { exportLitchiCsv, importLitchiCsv } from './litchi-csv';
import { fixtureText } from './test-fixtures';

describe('importLitchiCsv', () => {
  it('reads the 52-waypoint lawnmower with stay + photo actions', () => {
    const { mission, warnings } = importLitchiCsv('waypoints.csv', fixtureText('litchi/waypoints.csv'));
    expect(mission.route).toHaveLength(52);
    expect(mission.type).toBe('third-party-planner');
    expect(mission.isImported).toBe(true);
    expect(mission.heightMode).toBe('aboveGroundLevel');
    expect(mission.speed).toBe(15);
    expect(mission.route[0]?.actions).toEqual([{ type: 'hover', seconds: 1.5 }]);
    expect(mission.route[1]?.actions).toEqual([{ type: 'hover', seconds: 1.5 }, { type: 'takePhoto' }]);
    expect(mission.route[0]).toMatchObject({ lat: 21.2568756, lng: -157.8072611, altitude: 100, heading: 180 });
    expect(warnings).toEqual([]);
  });

  it('tolerates ", " separators and a misspelled header, warning about it', () => {
    const { mission, warnings } = importLitchiCsv('t.csv', fixtureText('litchi/LitchiMissionTest.csv'));
    expect(mission.route).toHaveLength(10);
    expect(mission.route[0]?.pitch).toBe(-90);
    expect(mission.route[0]?.actions).toEqual([{ type: 'takePhoto' }]);
    expect(warnings.join('\n')).toMatch(/actionparam9/);
    expect(warnings.join('\n')).toMatch(/interval photos/);
  });

  it('names the line and column of a bad value', () => {
    const csv = `${fixtureText('litchi/waypoints.csv').split('\n').slice(0, 3).join('\n')}\n21.2,abc,100`;
    expect(() => importLitchiCsv('b.csv', csv)).toThrow(/line 4.*longitude.*abc/);
    expect(() => importLitchiCsv('b.csv', 'a,b,c\n1,2,3')).toThrow(/line 1.*latitude/);
  });

  it('exports the Litchi header and codes', () => {
    const { mission } = importLitchiCsv('waypoints.csv', fixtureText('litchi/waypoints.csv'));
    const out = exportLitchiCsv(mission);
    const lines = out.trim().split('\n');
    expect(lines[0]).toBe(fixtureText('litchi/waypoints.csv').split(/\r?\n/)[0]);
    expect(lines).toHaveLength(53);
    expect(lines[2]?.split(',').slice(8, 12)).toEqual(['0', '1500', '1', '0']);
  });
});
