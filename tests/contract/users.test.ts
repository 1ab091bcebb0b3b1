import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, call, login, type Session } from '../api-client';

interface Member {
  id: string;
  username: string;
  displayName: string;
  role: string;
  teamId: string;
}

let amara: Session; // inspection admin
let lukas: Session; // inspection member
let hiroshi: Session; // survey admin
let mateo: Session; // another company

beforeAll(async () => {
  [amara, lukas, hiroshi, mateo] = await Promise.all([login('amara'), login('lukas'), login('hiroshi'), login('mateo')]);
});

describe('GET /v1/users (extension): the caller’s team members', () => {
  it('lists the members of the caller’s team only, for admins and members alike', async () => {
    const asAdmin = await call<Member[]>('GET', '/v1/users', { headers: authHeaders.jobs(amara) });
    expect(asAdmin.status).toBe(200);
    const ids = asAdmin.body.map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([amara.userId, lukas.userId]));
    expect(ids).not.toContain(hiroshi.userId);
    expect(ids).not.toContain(mateo.userId);
    expect(asAdmin.body.every((u) => u.teamId === amara.teamId)).toBe(true);
    expect(asAdmin.body.find((u) => u.id === lukas.userId)).toMatchObject({ username: 'lukas', role: 'member' });
    const asMember = await call<Member[]>('GET', '/v1/users', { headers: authHeaders.jobs(lukas) });
    expect(asMember.body.map((u) => u.id).sort()).toEqual([...ids].sort());
  });

  it('isolates teams and companies', async () => {
    const survey = (await call<Member[]>('GET', '/v1/users', { headers: authHeaders.jobs(hiroshi) })).body;
    expect(survey.map((u) => u.id)).toContain(hiroshi.userId);
    expect(survey.map((u) => u.id)).not.toContain(amara.userId);
    const rescue = (await call<Member[]>('GET', '/v1/users', { headers: authHeaders.jobs(mateo) })).body;
    expect(rescue.every((u) => u.teamId === mateo.teamId)).toBe(true);
    expect(rescue.map((u) => u.id)).not.toContain(amara.userId);
  });

  it('takes only the identity token', async () => {
    expect((await call('GET', '/v1/users')).status).toBe(401);
    expect((await call('GET', '/v1/users', { headers: authHeaders.streams(amara) })).status).toBe(401);
  });
});
