import { describe, expect, it } from 'vitest';
import { readNumber } from './flight-track-parser';
import { FlightTrackParser, onWallClock, parseFlightTrack, sampleAt, sampleAtClock, TrackFormatError } from './flight-track';

const CSV = `time_ms,lat,lng,alt_m,speed_ms,heading_deg,battery_pct
1700000000000,47.1,8.5,0.0,0.0,0,98
1700000004000,47.1001,8.5002,12.5,3.2,45,97

1700000008000,47.1002,8.5004,20.0,6.1,90,96
`;

describe('parseFlightTrack', () => {
  it('reads every column, times relative to the first sample', () => {
    const t = parseFlightTrack(CSV);
    expect(t.length).toBe(3);
    expect(t.t0Ms).toBe(1_700_000_000_000);
    expect([...t.t]).toEqual([0, 4, 8]);
    expect([...t.lat]).toEqual([47.1, 47.1001, 47.1002]);
    expect([...t.lng]).toEqual([8.5, 8.5002, 8.5004]);
    expect([...t.alt]).toEqual([0, 12.5, 20]);
    expect([...t.speed]).toEqual([0, 3.2, 6.1]);
    expect([...t.heading]).toEqual([0, 45, 90]);
    expect([...t.battery]).toEqual([98, 97, 96]);
    expect(t.skipped).toBe(0);
  });

  it('finds columns by name in any order, tolerates CRLF, and reads missing optional columns as NaN', () => {
    const t = parseFlightTrack('lng,time_ms,lat,extra\r\n8.5,0,47,x\r\n8.6,100,47.1,y\r\n');
    expect(t.length).toBe(2);
    expect([...t.lng]).toEqual([8.5, 8.6]);
    expect([...t.t]).toEqual([0, 0.1]);
    expect(Number.isNaN(t.alt[0])).toBe(true);
  });

  it('skips and counts rows without a readable time or position', () => {
    const t = parseFlightTrack('time_ms,lat,lng\n0,47,8\nabc,47,8\n1000,,8\n2000,95,8\n3000,47.2,8.2\n');
    expect(t.length).toBe(2);
    expect(t.skipped).toBe(3);
    expect([...t.t]).toEqual([0, 3]);
  });

  it('refuses a file without the required columns', () => {
    expect(() => parseFlightTrack('a,b,c\n1,2,3')).toThrow(TrackFormatError);
    expect(() => parseFlightTrack('')).toThrow(/time_ms/);
  });
});

describe('sampleAt', () => {
  it('finds the last sample at or before a time', () => {
    const t = parseFlightTrack(CSV);
    expect(sampleAt(t, -1)).toBe(0);
    expect(sampleAt(t, 0)).toBe(0);
    expect(sampleAt(t, 3.9)).toBe(0);
    expect(sampleAt(t, 4)).toBe(1);
    expect(sampleAt(t, 100)).toBe(2);
  });
});

describe('onWallClock', () => {
  it('places offset times at the flight start and keeps clock times', () => {
    const offsets = parseFlightTrack('time_ms,lat,lng\n0,47,8\n4000,47,8\n');
    expect(onWallClock(offsets, 1_700_000_000_000).t0Ms).toBe(1_700_000_000_000);
    expect(onWallClock(offsets, undefined).t0Ms).toBe(0);
    const clock = parseFlightTrack(CSV);
    expect(onWallClock(clock, 5).t0Ms).toBe(1_700_000_000_000);
  });
});

describe('sampleAtClock', () => {
  it('finds the sample at a wall-clock moment of the flight, and -1 outside it', () => {
    const t = parseFlightTrack(CSV);
    expect(sampleAtClock(t, 1_700_000_000_000)).toBe(0);
    expect(sampleAtClock(t, 1_700_000_005_000)).toBe(1);
    expect(sampleAtClock(t, 1_700_000_008_000)).toBe(2);
    expect(sampleAtClock(t, 1_699_999_999_999)).toBe(-1);
    expect(sampleAtClock(t, 1_700_000_008_001)).toBe(-1);
  });
});

describe('FlightTrackParser', () => {
  it('gives the same track whatever pieces the text arrives in (a row or a CRLF cut anywhere)', () => {
    const csv = CSV.replaceAll('\n', '\r\n') + 'abc,1,2\r\n1700000012000,47.2,8.6,,,,';
    const whole = parseFlightTrack(csv);
    expect(whole.length).toBe(4);
    expect(whole.skipped).toBe(1);
    for (let a = 0; a < csv.length; a += 7) {
      for (const b of [a + 1, a + 13, csv.length]) {
        const p = new FlightTrackParser(2);
        p.push(csv.slice(0, a));
        p.push(csv.slice(a, b));
        p.push(csv.slice(b));
        const t = p.finish();
        expect(t.length).toBe(whole.length);
        expect(t.skipped).toBe(whole.skipped);
        expect([...t.t]).toEqual([...whole.t]);
        expect([...t.lat]).toEqual([...whole.lat]);
        expect([...t.battery]).toEqual([...whole.battery]);
      }
    }
  });

  it('refuses a file without the position columns even when its header comes in pieces', () => {
    const p = new FlightTrackParser();
    p.push('time_ms,la');
    expect(() => p.push('titude,lng\n0,1,2\n')).toThrow(TrackFormatError);
  });
});

describe('readNumber', () => {
  const read = (cell: string) => readNumber(`,${cell},`, 1, cell.length + 1);

  it('reads every cell exactly as Number() does, the usual decimals without a copy and the rest through Number', () => {
    const odd = ['0', '-0', '+5', '5.', '.5', '-.5', '007', ' 12 ', '1e3', '-2.5E-3', '0x10', 'Infinity', '-', '.', '1.2.3', '12a', 'NaN'];
    const long = ['123456789012345', '1234567890123456', '0.1234567890123456789', '9007199254740993', '47.123456789012345'];
    for (const cell of [...odd, ...long]) expect(Object.is(read(cell), Number(cell)), cell).toBe(true);
    expect(read('')).toBeNaN();
  });

  it('agrees with Number() on 20,000 random coordinates, altitudes and times', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 20_000; i++) {
      const cells = [
        ((random() - 0.5) * 360).toFixed(i % 12),
        (random() * 1e4 - 100).toFixed(i % 4),
        String(Math.round(random() * 1.8e12)),
        String((random() - 0.5) * 1e3),
      ];
      for (const cell of cells) expect(read(cell), cell).toBe(Number(cell));
    }
  });
});

describe('FlightTrackParser columns', () => {
  it('reads a repeated column name from its first column, and ignores columns it does not know', () => {
    const t = parseFlightTrack('lat,time_ms,extra,lng,lat\n47.5,1000,x,8.5,0\n47.6,2000,y,8.6,0\n');
    expect([...t.lat]).toEqual([47.5, 47.6]);
    expect([...t.lng]).toEqual([8.5, 8.6]);
    expect([...t.t]).toEqual([0, 1]);
    expect(t.alt[0]).toBeNaN();
  });
});
