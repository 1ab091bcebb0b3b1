import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { realFixture } from '../../../tests/fixtures/real-fixtures';
import { detectFlightLogFormat, FlightLogError, readFlightLog, summariseFlight, type Flight } from './index';

const bytes = (rel: string) => new Uint8Array(fs.readFileSync(realFixture(rel)));
/** Largest finite value (a column is NaN where the log had nothing yet). */
const top = (a: Float64Array) => Math.max(...a.filter(Number.isFinite));
const firstFix = (f: Flight) => {
  const i = f.samples.lat.findIndex((v) => Number.isFinite(v));
  return [f.samples.lat[i], f.samples.lng[i]] as const;
};

describe('PX4 ULog (real pyulog samples)', () => {
  it('reads the events sample: position at the PX4 SITL home, modes, events, battery, UTC start', async () => {
    const f = await readFlightLog(bytes('flightlog/ulog/sample_px4_events.ulg'));
    expect(f.format).toBe('ulog');
    const [lat, lng] = firstFix(f);
    expect(lat).toBeCloseTo(47.3977, 3); // PX4's default SITL home, Zürich
    expect(lng).toBeCloseTo(8.5456, 3);
    // SOURCES.md: timestamps on the Unix clock, timeRange ~1,710,773,351 s (2024-03-18).
    expect(new Date(f.startMs as number).toISOString().slice(0, 10)).toBe('2024-03-18');
    expect(f.modes.map((m) => m.name)).toEqual(expect.arrayContaining(['Takeoff', 'Hold', 'Return']));
    expect(f.events.length).toBeGreaterThan(10);
    expect(f.vehicle.firmware).toMatch(/^PX4 v1\.15/);
    const s = summariseFlight(f);
    expect(s.maxAltAmslM).toBeGreaterThan(489); // 487.5–490.1 m AMSL per SOURCES.md
    expect(s.maxAltAmslM).toBeLessThan(491);
    expect(s.lowestVoltageV).toBeGreaterThan(10);
    expect(s.hasPosition).toBe(true);
  });

  it('reads a log with no GPS: charts, no position, says so', async () => {
    const f = await readFlightLog(bytes('flightlog/ulog/sample.ulg'));
    expect(summariseFlight(f).hasPosition).toBe(false);
    expect(f.notes.join(' ')).toMatch(/no global position/);
    expect(f.length).toBeGreaterThan(100);
    expect(f.samples.roll.some((v) => Number.isFinite(v))).toBe(true);
  });

  it('a cut-off ULog gives what could be read and where it stopped', async () => {
    const whole = bytes('flightlog/ulog/sample_px4_events.ulg');
    const half = whole.slice(0, Math.floor(whole.length / 2));
    const f = await readFlightLog(half);
    expect(f.length).toBeGreaterThan(50);
    expect(f.stoppedAt?.of).toBe(half.length);
    expect(f.stoppedAt?.byte).toBeLessThan(half.length);
    expect(f.stoppedAt?.reason).toMatch(/ends inside a ULog message at byte/);
  });
});

describe('MAVLink tlog (real ArduSub log)', () => {
  it('reads position, the autopilot’s mode (not the camera’s), battery and the banner', async () => {
    const b = bytes('flightlog/tlog/ardusub_small.tlog');
    const f = await readFlightLog(b);
    expect(f.format).toBe('tlog');
    // The first record's own 8-byte big-endian µs time is the start.
    const firstUs = new DataView(b.buffer, b.byteOffset, 8).getBigUint64(0, false);
    expect(Math.abs((f.startMs as number) - Number(firstUs) / 1000)).toBeLessThan(1);
    const [lat, lng] = firstFix(f);
    expect(lat).toBeCloseTo(48.386, 2);
    expect(lng).toBeCloseTo(-124.63, 2);
    expect(f.modes.map((m) => m.name)).toEqual(['Manual']);
    expect(f.events.some((e) => /ArduSub V4\.1\.1/.test(e.text))).toBe(true);
    expect(f.vehicle.name).toBe('ArduPilot Submarine');
    expect(summariseFlight(f).durationS).toBeGreaterThan(250);
  });

  it('a cut-off tlog keeps the packets before the cut and names the byte', async () => {
    const whole = bytes('flightlog/tlog/ardusub_small.tlog');
    const cut = whole.slice(0, 700_003);
    const f = await readFlightLog(cut);
    expect(f.stoppedAt?.reason).toMatch(/ends inside a MAVLink packet at byte/);
    expect(f.stoppedAt?.byte).toBeGreaterThan(699_000);
    expect(summariseFlight(f).hasPosition).toBe(true);
  });

  it('skips a packet whose checksum fails', async () => {
    const b = bytes('flightlog/tlog/ardusub_small.tlog');
    const good = await readFlightLog(b);
    const damaged = b.slice();
    for (let i = 100_000; i < 100_400; i++) damaged[i] = (damaged[i] as number) ^ 0x5a;
    const f = await readFlightLog(damaged);
    expect(f.notes.join(' ')).toMatch(/were skipped/);
    expect(f.length).toBeGreaterThan(good.length * 0.9);
  });
});

describe('ArduPilot DataFlash (real ArduSub .BIN)', () => {
  it('reads the FMT-described records: mode, battery, banner; no GPS fix → no position', async () => {
    const f = await readFlightLog(bytes('flightlog/dataflash/ardusub_small.BIN'));
    expect(f.format).toBe('dataflash');
    expect(f.vehicle.firmware).toBe('ArduSub V4.1.0');
    expect(f.modes[0]?.name).toBe('Manual');
    expect(f.events[0]?.text).toMatch(/^ArduSub V4\.1\.0/);
    const s = summariseFlight(f);
    expect(s.hasPosition).toBe(false);
    expect(s.lowestVoltageV).toBeGreaterThan(15);
    expect(s.durationS).toBeGreaterThan(55);
  });
});

describe('DJI SRT (the four firmware styles of the real clips)', () => {
  it.each([
    ['Mini5PRO_clip.SRT', 53.365108, 6.460719, '2026-05-27T13:14:22.911Z'],
    ['Avata360_clip.SRT', 53.36508, 6.460739, '2026-05-27T13:10:00.015Z'],
    ['air3S_clip.SRT', 34.270373, -84.17616, '2026-05-17T08:28:30.219Z'],
    ['neo2_clip_nogps.SRT', 32.848932, -84.861966, '2026-05-31T16:15:29.797Z'],
  ])('%s', async (name, lat, lng, start) => {
    const f = await readFlightLog(bytes(`flightlog/dji_srt/${name}`));
    expect(f.format).toBe('dji-srt');
    const [la, ln] = firstFix(f);
    expect(la).toBeCloseTo(lat, 5);
    expect(ln).toBeCloseTo(lng, 5);
    expect(new Date(f.startMs as number).toISOString()).toBe(start);
  });

  it('keeps the negative abs_alt of the Mini 5 Pro and the rel_alt beside it', async () => {
    const f = await readFlightLog(bytes('flightlog/dji_srt/Mini5PRO_clip.SRT'));
    expect(f.samples.altAmsl[0]).toBeCloseTo(-122.769, 3);
    expect(f.samples.altRel[0]).toBeCloseTo(6, 3);
  });
});

// No AirData or Litchi flight-log export with a permissive licence was found in the indexed
// repositories; these are the documented column sets (AirData's "CSV export" header, Litchi's
// flight-log CSV), a few rows written here by hand in feet/mph and in metres.
const enc = (s: string) => new TextEncoder().encode(s);
describe('AirData and Litchi CSV', () => {
  it('AirData in feet and mph: converted to metres and m/s, clock start, flycState modes, messages', async () => {
    const csv = [
      'time(millisecond),datetime(utc),latitude,longitude,height_above_takeoff(feet),height_above_ground_at_drone_location(feet),ground_elevation_at_drone_location(feet),altitude_above_seaLevel(feet),height_sonar(feet),speed(mph),distance(feet),mileage(feet),satellites,gpslevel,voltage(v),max_altitude(feet),max_ascent(feet),max_speed(mph),max_distance(feet), xSpeed(mph), ySpeed(mph), zSpeed(mph), compass_heading(degrees),pitch(degrees),roll(degrees),isPhoto,isVideo,rc_elevator,rc_aileron,rc_throttle,rc_rudder,battery_percent,voltageCell1,voltageCell2,voltageCell3,voltageCell4,voltageCell5,voltageCell6,current(A),battery_temperature(f),altitude(feet),ascent(feet),flycStateRaw,flycState,message',
      '0,2024-06-01 10:00:00,47.0,8.0,0,0,1300,1300,0,0,0,0,15,5,16.2,0,0,0,0,0,0,0,90,0,0,0,0,0,0,0,0,98,4.05,4.05,4.05,4.05,0,0,1.2,77,0,0,6,P-GPS,',
      '1000,2024-06-01 10:00:01,47.0001,8.0,100,100,1300,1400,0,22.369,36,36,15,5,16.0,100,100,22.369,36,0,0,0,90,0,0,0,0,0,0,0,0,97,4.0,4.0,4.0,4.0,0,0,9.5,77,100,100,6,P-GPS,Low battery',
      '2000,2024-06-01 10:00:02,47.0002,8.0,100,100,1300,1400,0,22.369,72,72,15,5,15.9,100,100,22.369,72,0,0,0,90,0,0,0,0,0,0,0,0,96,3.9,3.9,3.9,3.9,0,0,9.5,77,100,100,12,GoHome,Low battery',
    ].join('\n');
    const f = await readFlightLog(enc(csv));
    expect(f.format).toBe('airdata-csv');
    expect(new Date(f.startMs as number).toISOString()).toBe('2024-06-01T10:00:00.000Z');
    expect(top(f.samples.altRel)).toBeCloseTo(30.48, 2);
    expect(top(f.samples.altAmsl)).toBeCloseTo(1400 * 0.3048, 2);
    expect(top(f.samples.speed)).toBeCloseTo(10, 2);
    expect(f.modes.map((m) => m.name)).toEqual(['P-GPS', 'GoHome']);
    expect(f.events).toEqual([expect.objectContaining({ severity: 'warning', text: 'Low battery' })]);
  });

  it('Litchi in metres', async () => {
    const csv = [
      'latitude,longitude,altitude(m),ascent(m),speed(m/s),distance(m),max_altitude(m),max_ascent(m),max_speed(m/s),max_distance(m),time(millisecond),datetime(utc),datetime(local),satellites,pressure(Pa),temperature(F),flycState,message',
      '51.5,-0.12,0,0,0,0,0,0,0,0,0,2023-03-04 12:00:00,2023-03-04 12:00:00,12,101325,60,Assisted Takeoff,',
      '51.5005,-0.12,40,40,5,55,40,40,5,55,10000,2023-03-04 12:00:10,2023-03-04 12:00:10,12,101000,60,P-GPS,',
    ].join('\r\n');
    const f = await readFlightLog(enc(csv));
    expect(f.format).toBe('litchi-csv');
    expect(top(f.samples.altRel)).toBe(40);
    expect(summariseFlight(f).durationS).toBe(10);
    expect(summariseFlight(f).distanceM).toBeGreaterThan(54);
    expect(summariseFlight(f).distanceM).toBeLessThan(57);
  });
});

describe('what is not a flight log', () => {
  it('a JPEG (whatever its name) is refused with the formats tried', async () => {
    const jpeg = bytes('photos/DJI_Zenmuse_XT2_640_R_13mm.jpg');
    expect(detectFlightLogFormat(jpeg.subarray(0, 4096))).toBeNull();
    const err = await readFlightLog(jpeg).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FlightLogError);
    expect((err as FlightLogError).tried).toEqual(expect.arrayContaining(['ulog', 'tlog', 'dataflash', 'dji-srt', 'gpx']));
    expect((err as FlightLogError).message).toMatch(/Tried: PX4 ULog/);
  });

  it('a DJI flight record is named, with what to do', async () => {
    // The header as DJI writes it: u64 details offset, u16 details length, u8 version, then binary.
    const head = new Uint8Array(200);
    new DataView(head.buffer).setBigUint64(0, 123_456n, true);
    head[8] = 0x40;
    head[10] = 14;
    const err = await readFlightLog(head).catch((e: unknown) => e);
    expect((err as FlightLogError).format).toBe('dji-txt');
    expect((err as FlightLogError).message).toMatch(/encrypted.*AirData/s);
  });
});

describe('GPX and KML tracks (real togeojson test data)', () => {
  it('GPX: points, times, <ele> as AMSL', async () => {
    const f = await readFlightLog(bytes('flightlog/gpx/Friday-Evening-Run.gpx'));
    expect(f.format).toBe('gpx');
    expect(new Date(f.startMs as number).toISOString()).toBe('2025-05-02T15:51:15.692Z');
    expect(firstFix(f)).toEqual([51.9020502, 4.0692787]);
    expect(f.samples.altAmsl[0]).toBe(6);
  });

  it('KML gx:Track: when + coord', async () => {
    const f = await readFlightLog(bytes('flightlog/gpx/gxtrack.kml'));
    expect(f.format).toBe('kml');
    expect(new Date(f.startMs as number).toISOString()).toBe('2010-05-28T02:02:09.000Z');
    expect(firstFix(f)).toEqual([37.371915, -122.207881]);
    expect(summariseFlight(f).durationS).toBe(47);
  });
});
