import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, call, login, type Session } from '../api-client';
import type { Device } from '../../src/lib/contract/devices';

let amara: Session;
let hiroshi: Session;

beforeAll(async () => {
  [amara, hiroshi] = await Promise.all([login('amara'), login('hiroshi')]);
});

describe('device registry (extension)', () => {
  it("lists only the caller's team's devices with the registry fields", async () => {
    const mine = await call<Device[]>('GET', '/v1/devices', { headers: authHeaders.streams(amara) });
    const theirs = await call<Device[]>('GET', '/v1/devices', { headers: authHeaders.streams(hiroshi) });
    expect(mine.status).toBe(200);
    expect(mine.body.length).toBeGreaterThanOrEqual(4);
    for (const d of mine.body) {
      expect(d).toMatchObject({ id: expect.any(String), name: expect.any(String), model: expect.any(String), serial: expect.any(String) });
      expect(['drone', 'dock', 'camera']).toContain(d.type);
    }
    const theirIds = new Set(theirs.body.map((d) => d.id));
    expect(mine.body.some((d) => theirIds.has(d.id))).toBe(false);
  });

  it('gives every device of a team the one team stream key, different per team', async () => {
    const mine = await call<Device[]>('GET', '/v1/devices', { headers: authHeaders.streams(amara) });
    const theirs = await call<Device[]>('GET', '/v1/devices', { headers: authHeaders.streams(hiroshi) });
    const keys = new Set(mine.body.map((d) => d.streamKey));
    expect(keys.size).toBe(1);
    expect(theirs.body.every((d) => d.streamKey !== [...keys][0])).toBe(true);
  });

  it('seeds drones, docks and cameras, with at least one device lacking a sourceUrl', async () => {
    const { body } = await call<Device[]>('GET', '/v1/devices', { headers: authHeaders.streams(hiroshi) });
    expect(new Set(body.map((d) => d.type))).toEqual(new Set(['drone', 'dock', 'camera']));
    expect(body.some((d) => d.sourceUrl === undefined)).toBe(true);
    expect(body.filter((d) => d.sourceUrl).every((d) => d.sourceUrl === `sim://${d.id}`)).toBe(true);
  });

  it('takes only a PAT', async () => {
    expect((await call('GET', '/v1/devices')).status).toBe(401);
    expect((await call('GET', '/v1/devices', { headers: authHeaders.flights(amara) })).status).toBe(401);
  });
});
