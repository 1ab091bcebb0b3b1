import { beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '../../src/lib/contract/jobs';
import type { Task } from '../../src/lib/contract/tasks';
import { authHeaders, call, login, serviceUrl, type Session } from '../api-client';

type TaskPage = { items: Task[]; nextToken: string | null };
let amara: Session;
let hiroshi: Session;
let company: Task[];

/** Every task of the caller's company, a page of 200 at a time through nextToken. */
async function allCompanyTasks(s: Session): Promise<Task[]> {
  const out: Task[] = [];
  let token: string | null = null;
  do {
    const q: string = token ? `&nextToken=${encodeURIComponent(token)}` : '';
    const page = await call<TaskPage>('GET', `/v1/task/company?limit=200${q}`, { headers: authHeaders.jobs(s) });
    expect(page.status).toBe(200);
    out.push(...page.body.items);
    token = page.body.nextToken;
  } while (token);
  return out;
}

beforeAll(async () => {
  [amara, hiroshi] = await Promise.all([login('amara'), login('hiroshi')]);
  company = await allCompanyTasks(amara);
});

describe('jobs and tasks seed (issue #10: enough to feel real)', () => {
  it('has a dozen jobs a team and hundreds of tasks in every status across the company', async () => {
    for (const s of [amara, hiroshi]) {
      const jobs = await call<Job[]>('GET', '/v1/job/team', { headers: authHeaders.jobs(s) });
      expect(jobs.body.length).toBeGreaterThanOrEqual(12);
    }
    // Two teams of the demo company (the partner company's third is not listed).
    expect(company.length).toBeGreaterThanOrEqual(600);
    expect(new Set(company.map((t) => t.companyId))).toEqual(new Set([amara.companyId]));
    const byStatus = new Map<string, number>();
    for (const t of company) byStatus.set(t.status, (byStatus.get(t.status) ?? 0) + 1);
    expect([...byStatus.keys()].sort()).toEqual(['COMPLETED', 'DRAFT', 'FAILED', 'IN_PROGRESS', 'PUBLISHED']);
    for (const n of byStatus.values()) expect(n).toBeGreaterThanOrEqual(100);
  });

  it('draws geofences with areas, no-fly zones, obstacles and points, and attaches missions to some tasks', () => {
    const kinds = new Set(company.flatMap((t) => (t.context.geojson?.features ?? []).map((f) => f.geometry.type)));
    expect([...kinds].sort()).toEqual(['LineString', 'Point', 'Polygon']);
    const exclusions = company.filter((t) => t.context.geojson?.features.some((f) => f.properties?.geofence === 'exclusion'));
    expect(exclusions.length).toBeGreaterThan(100);
    const withMission = company.filter((t) => t.context.mission?.id).length;
    expect(withMission).toBeGreaterThan(100);
    expect(withMission).toBeLessThan(company.length);
  });

  it('gives flown tasks a flight history whose files download from the flight CDN', async () => {
    // Seeded files sit under `<team>/<128-bit random>/` (other tests' tasks carry made-up paths).
    const seeded = (p: string | undefined) => !!p && /^team-[a-z-]+\/[0-9a-f]{32}\//.test(p);
    const flown = company.filter((t) => t.flightHistory.some((h) => seeded(h.storagePath)));
    expect(flown.length).toBeGreaterThan(50);
    const entry = flown[0]!.flightHistory.find((h) => seeded(h.storagePath))!;
    expect(entry.flightStart).toBeLessThan(entry.flightEnd!);
    const res = await fetch(`${serviceUrl()}/cdn/flights/${entry.storagePath}`);
    expect(res.status).toBe(200);
    expect((await res.text()).split('\n')[0]).toBe('time_ms,lat,lng,alt_m,speed_ms,heading_deg,battery_pct');
  });
});
