import fs from 'node:fs';
import path from 'node:path';
import type { FlightLogVersion } from '../../src/lib/contract/flights';
import type { ServiceContext } from '../context';
import { createFlightLogRepository, type FlightLogRecord, type FlightLogRepository } from '../domain/flights/flight-log-repository';
import { CONTRACTORS, seedDevicesOf, seedMissionIdsOf, seedTaskLinksOf } from './flight-seed-data';
import { generateTrack, type TrackPattern, type TrackSpec } from '../domain/flights/flight-track';
import { unguessable } from '../store/ids';
import { PARTNER_TEAM, TEAMS, type DemoTeam, sitesOfTeam, usersOfTeam } from './demo-world';
import { createRng, type Rng } from './random';

/** Demo flight logs per team, spread over the last year, each with a real CSV track. */
const PER_TEAM = 1500;
/** The other company's logs: enough to show in its lists and to be missing from everyone else's. */
const PARTNER_LOGS = 40;
const DAY = 86_400_000;
const PREFIX: Record<FlightLogVersion, string> = { afl: 'AFL', droneV4: 'DroneLogV4', droneV5: 'DroneLogV5' };

interface Planned {
  record: FlightLogRecord;
  track: TrackSpec;
}

/**
 * Everything but the file: the record and the track it will be drawn from. Dates are
 * relative to `anchor` (today 00:00 UTC) so "last year" stays true; everything else is
 * drawn from the named RNG. Storage paths use `unguessable()` on purpose: they are the
 * public capability for the CDN, so they must not be predictable from the seed.
 */
function planFlight(rng: Rng, team: DemoTeam, anchor: number, ctxLinks: ReturnType<typeof linksFor>): Planned {
  const users = usersOfTeam(team.id);
  const sites = sitesOfTeam(team.id);
  const device = rng.pick(ctxLinks.devices);
  const contractor = rng.chance(0.15);
  const user = rng.pick(users);
  const pilotName = contractor ? rng.pick(CONTRACTORS[team.id] ?? ['Contract Pilot']) : user.displayName;
  const version = rng.pick(['afl', 'afl', 'droneV4', 'droneV5', 'droneV5'] as const);
  const site = rng.pick(sites);
  const cosLat = Math.cos((site.lat * Math.PI) / 180);
  const lat = site.lat + rng.float(-300, 300) / 111_320;
  const lng = site.lng + rng.float(-300, 300) / (111_320 * cosLat);
  const pattern: TrackPattern =
    team.id === 'team-survey' ? rng.pick(['grid', 'grid', 'orbit'] as const) : rng.pick(['orbit', 'corridor'] as const);
  const size = pattern === 'grid' ? rng.int(150, 450) : pattern === 'corridor' ? rng.int(300, 1400) : rng.int(30, 110);
  const track: TrackSpec = {
    lat,
    lng,
    pattern,
    size,
    speed: rng.int(40, 120) / 10,
    altitude: rng.int(30, 110),
    bearing: rng.int(0, 359),
    stepS: rng.pick([3, 4, 5]),
    batteryStart: rng.int(88, 100),
  };
  const start = anchor - rng.int(1, 365) * DAY + rng.int(6 * 3600, 17 * 3600) * 1000;
  const stamp = new Date(start).toISOString().slice(0, 19).replace('T', '_').replaceAll(':', '-');
  const name = `${PREFIX[version]}_${stamp}.csv`;
  const link = ctxLinks.tasks.length && rng.chance(0.35) ? rng.pick(ctxLinks.tasks) : undefined;
  const missionId = link ? link.missionId : ctxLinks.missions.length && rng.chance(0.2) ? rng.pick(ctxLinks.missions) : null;
  const record: FlightLogRecord = {
    id: rng.uuid(),
    storagePath: `${team.id}/${unguessable()}/${name}`,
    name,
    teamId: team.id,
    teamName: team.name,
    companyId: team.companyId,
    ownerId: user.id,
    deviceId: device.id,
    pilotName,
    version,
    flightStartDate: new Date(start).toISOString(),
    flightEndDate: '',
    flightDuration: '0',
    flightDistance: '0',
    takeOffLocation: { lat: Number(lat.toFixed(6)), long: Number(lng.toFixed(6)) },
    droneName: device.name,
    deviceSerial: device.serial,
    hasComments: rng.chance(0.15),
    missionIds: missionId ? [missionId] : [],
    taskIds: link ? [link.taskId] : [],
    jobIds: link ? [link.jobId] : [],
    taskNames: link ? [link.taskName] : [],
    jobNames: link ? [link.jobName] : [],
    uploadDate: '',
    uploadedAt: 0,
    flightStartMs: start,
  };
  return { record, track };
}

/** Fills the end, duration, distance and upload date once the flight's length is known. */
function complete(rng: Rng, r: FlightLogRecord, durationS: number, distanceM: number, anchor: number): void {
  const end = (r.flightStartMs ?? 0) + durationS * 1000;
  // Uploaded minutes to two days after landing, but never after today's anchor (never in the future).
  const maxDelayS = Math.max(120, Math.min(48 * 3600, Math.floor((anchor - end) / 1000)));
  const uploaded = end + rng.int(60, maxDelayS) * 1000;
  r.flightEndDate = new Date(end).toISOString();
  r.flightDuration = String(durationS);
  r.flightDistance = String(distanceM);
  r.uploadedAt = uploaded;
  r.uploadDate = new Date(uploaded).toISOString();
}

/**
 * Real logs are 5–10 Hz; most demo tracks are 3–5 s samples to keep the seed small. One log in
 * 25 is sampled at 10 Hz and flies its pattern for 2–11 minutes, and one in 500 for an hour, so
 * replay and charts run at real size. Picked by position, not by the RNG, so every other
 * seeded value stays what it was.
 */
function denseShare(track: TrackSpec, i: number): TrackSpec {
  if (i % 500 === 12) return { ...track, stepS: 0.1, minCruiseS: 3_600 };
  if (i % 25 === 12) return { ...track, stepS: 0.1, minCruiseS: 120 + ((i * 37) % 10) * 60 };
  return track;
}

function linksFor(ctx: Omit<ServiceContext, 'streams'>, teamId: string) {
  return { devices: seedDevicesOf(ctx.db, teamId), tasks: seedTaskLinksOf(ctx.db, teamId), missions: seedMissionIdsOf(ctx.db, teamId) };
}

export async function seedFlights(ctx: Omit<ServiceContext, 'streams'>): Promise<void> {
  const store = createFlightLogRepository(ctx.db, ctx.dirs.flights);
  // Today 00:00 UTC: the demo must look recent whenever it is seeded; within a day it is reproducible.
  const anchor = Math.floor(Date.now() / DAY) * DAY;
  ctx.db.transaction(() => {
    for (const [team, count] of [...TEAMS.map((t) => [t, PER_TEAM] as const), [PARTNER_TEAM, PARTNER_LOGS] as const]) {
      const rng = createRng(`flights:${team.id}`);
      const links = linksFor(ctx, team.id);
      for (let i = 0; i < count; i++) {
        const { record, track } = planFlight(rng, team, anchor, links);
        const t = generateTrack(denseShare(track, i));
        complete(rng, record, t.durationS, t.distanceM, anchor);
        // Seed-time writes go straight to their final name: an interrupted seed is wiped whole.
        const file = path.join(ctx.dirs.flights, record.storagePath);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, t.csv);
        store.insert(record);
      }
    }
  })();
  const bench = Number(process.env.BENCH_SEED_FLIGHTS ?? 0);
  if (bench > 0) seedBenchFlights(ctx, store, anchor, bench);
}

/**
 * Benchmark-only volume (BENCH_SEED_FLIGHTS=n): n more logs for team-inspection whose
 * rows share 20 real files, so 100,000 rows seed in seconds. Never used by the demo.
 */
function seedBenchFlights(ctx: Omit<ServiceContext, 'streams'>, store: FlightLogRepository, anchor: number, count: number): void {
  const team = TEAMS[0];
  const rng = createRng('flights:bench');
  const links = linksFor(ctx, team.id);
  const shared: Array<{ storagePath: string; durationS: number; distanceM: number }> = [];
  for (let i = 0; i < 20; i++) {
    const { record, track } = planFlight(rng, team, anchor, links);
    const t = generateTrack(track);
    const storagePath = `${team.id}/${unguessable()}/${record.name}`;
    const file = path.join(ctx.dirs.flights, storagePath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, t.csv);
    shared.push({ storagePath, durationS: t.durationS, distanceM: t.distanceM });
  }
  const records: FlightLogRecord[] = [];
  for (let i = 0; i < count; i++) {
    const { record } = planFlight(rng, team, anchor, links);
    const f = shared[i % shared.length] ?? shared[0];
    if (!f) return;
    record.storagePath = f.storagePath;
    complete(rng, record, f.durationS, f.distanceM, anchor);
    records.push(record);
  }
  // Inserting in upload order turns the index inserts (all keyed …, uploaded_at) into
  // near-appends, and a larger page cache for the bulk load keeps the indexes' hot pages
  // in memory; together they cut the bulk insert's CPU time by about half.
  records.sort((a, b) => a.uploadedAt - b.uploadedAt);
  const cacheSize = ctx.db.pragma('cache_size', { simple: true }) as number;
  ctx.db.pragma('cache_size = -131072');
  try {
    ctx.db.transaction(() => {
      for (const r of records) store.insert(r);
    })();
  } finally {
    ctx.db.pragma(`cache_size = ${cacheSize}`);
  }
}
