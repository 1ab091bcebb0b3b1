import { randomBytes } from 'node:crypto';
import type { ServiceContext } from '../context';
import type { DeviceType } from '../../src/lib/contract/devices';
import { insertDevices, type NewDevice } from '../domain/devices/device-repository';
import { ALL_TEAMS, type TeamId } from './demo-world';
import { createRng } from './random';

interface DemoDevice {
  id: string;
  name: string;
  type: DeviceType;
  model: string;
  /** false: no source configured (the spec's 412 case). */
  simulated: boolean;
}

/** Drones, docks and fixed cameras of each team. Simulated ones get `sim://<id>`, resolved by the streaming area. */
const FLEET: Record<TeamId, DemoDevice[]> = {
  'team-inspection': [
    { id: 'dev-insp-m350-1', name: 'M350 Substation North', type: 'drone', model: 'DJI Matrice 350 RTK', simulated: true },
    { id: 'dev-insp-dock2-1', name: 'Dock Baden Line', type: 'dock', model: 'DJI Dock 2', simulated: true },
    { id: 'dev-insp-m3td-1', name: 'M3TD Baden Line', type: 'drone', model: 'DJI Matrice 3TD', simulated: false },
    { id: 'dev-insp-axis-1', name: 'Substation PTZ Gate', type: 'camera', model: 'Axis Q6135-LE', simulated: true },
    { id: 'dev-insp-axis-2', name: 'Limmat Bridge Deck Cam', type: 'camera', model: 'Axis P1465-LE', simulated: true },
    { id: 'dev-insp-m30t-1', name: 'M30T Spare', type: 'drone', model: 'DJI Matrice 30T', simulated: false },
  ],
  'team-survey': [
    { id: 'dev-surv-m350-1', name: 'M350 Quarry Mapper', type: 'drone', model: 'DJI Matrice 350 RTK', simulated: true },
    { id: 'dev-surv-dock2-1', name: 'Dock Kloten Solar', type: 'dock', model: 'DJI Dock 2', simulated: true },
    { id: 'dev-surv-m3e-1', name: 'Mavic 3E Farmland', type: 'drone', model: 'DJI Mavic 3 Enterprise', simulated: false },
    { id: 'dev-surv-axis-1', name: 'Quarry Entrance Cam', type: 'camera', model: 'Axis Q6135-LE', simulated: true },
    { id: 'dev-surv-hik-1', name: 'Solar Park Mast Cam', type: 'camera', model: 'Hikvision DS-2DE7A432IW-AEB', simulated: false },
  ],
  'team-alpine-rescue': [
    { id: 'dev-alp-m30t-1', name: 'M30T Rescue One', type: 'drone', model: 'DJI Matrice 30T', simulated: false },
    { id: 'dev-alp-dock2-1', name: 'Dock Engelberg Base', type: 'dock', model: 'DJI Dock 2', simulated: false },
  ],
};

/** Channels per team: [name, device ids, public]. */
const CHANNELS: Record<TeamId, Array<[string, string[], boolean]>> = {
  'team-inspection': [
    ['Substation watch', ['dev-insp-m350-1', 'dev-insp-axis-1'], true],
    ['Baden line patrol', ['dev-insp-dock2-1', 'dev-insp-m3td-1'], false],
    ['Bridge inspection', ['dev-insp-axis-2'], false],
  ],
  'team-survey': [
    ['Quarry operations', ['dev-surv-m350-1', 'dev-surv-axis-1'], true],
    ['Solar park', ['dev-surv-dock2-1', 'dev-surv-hik-1'], false],
  ],
  'team-alpine-rescue': [['Rescue ops', ['dev-alp-m30t-1', 'dev-alp-dock2-1'], false]],
};

const serialOf = (model: string, rng: ReturnType<typeof createRng>) => {
  const prefix = model.startsWith('DJI') ? '1ZNBJ' : model.startsWith('Axis') ? 'ACCC8E' : 'DS';
  return `${prefix}${rng.hex128().slice(0, 10).toUpperCase()}`;
};

export async function seedDevices(ctx: Omit<ServiceContext, 'streams'>): Promise<void> {
  const { db } = ctx;
  const rng = createRng('devices');
  const devices: NewDevice[] = [];
  for (const team of ALL_TEAMS) {
    // One stream key per team (spec: "the stream key for the team"); a credential, so random, not seeded.
    const streamKey = `sk_${randomBytes(16).toString('hex')}`;
    for (const d of FLEET[team.id]) {
      devices.push({
        id: d.id,
        teamId: team.id,
        name: d.name,
        type: d.type,
        model: d.model,
        serial: serialOf(d.model, rng),
        streamKey,
        ...(d.simulated ? { sourceUrl: `sim://${d.id}` } : {}),
      });
    }
  }
  insertDevices(db, devices);

  const now = Date.now();
  const insertChannel = db.prepare(
    'INSERT INTO channels (id, team_id, name, public_token, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertMember = db.prepare('INSERT INTO channel_devices (channel_id, device_id, position) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (const team of ALL_TEAMS) {
      CHANNELS[team.id].forEach(([name, deviceIds, isPublic], i) => {
        const id = rng.uuid();
        const created = now - (30 - i) * 86_400_000;
        insertChannel.run(id, team.id, name, isPublic ? rng.hex128() : null, created, created);
        deviceIds.forEach((d, pos) => insertMember.run(id, d, pos));
      });
    }
  })();
}
