// Seeding for bench:jobs and the fence probes, through the API with the jobs area's credential.
import type { GeoFeatureCollection } from '../src/lib/contract/geojson';
import { devLoginAt } from '../e2e/helpers/service';
import { CENTER } from './bench-jobs-data';

type Login = Awaited<ReturnType<typeof devLoginAt>>;

export interface Api {
  call<T>(method: string, path: string, body?: unknown): Promise<T>;
  userId: string;
  /** The session to put in a tab's sessionStorage (`lops.session`). */
  session: string;
}

/** The jobs area's client for a signed-in user: a refused request throws with its status and body. */
export function apiFor(base: string, login: Login): Api {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${base}${path}`, {
      method,
      headers: {
        'x-service-identity-security-token': login.credentials.identityToken,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} ${path}: HTTP ${answer.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  };
  return { call, userId: login.userId, session: JSON.stringify({ ...login, username: 'amara' }) };
}

export async function signInApi(base: string): Promise<Api> {
  return apiFor(base, await devLoginAt(base, 'amara', 7200));
}

/**
 * A job of its own with one task per fence (at CENTER, where the benches look). Answers the job's id
 * and the tasks' ids in the fences' order.
 */
export async function seedFenceJob(
  api: Api,
  fences: ReadonlyArray<{ title: string; geojson: GeoFeatureCollection }>,
): Promise<{ jobId: string; taskIds: string[] }> {
  const job = await api.call<{ id: string }>('POST', '/v1/job', {
    title: 'Bench fences',
    description: 'big geofences',
    userIds: [api.userId],
  });
  const taskIds: string[] = [];
  for (const { title, geojson } of fences) {
    const task = await api.call<{ id: string }>('POST', '/v1/task', {
      jobId: job.id,
      type: 'FLIGHT_REQUEST',
      title,
      lat: CENTER.lat,
      lng: CENTER.lng,
      context: { geojson },
    });
    taskIds.push(task.id);
  }
  return { jobId: job.id, taskIds };
}
