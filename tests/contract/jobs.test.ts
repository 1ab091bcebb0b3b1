import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, call, login, type Session } from '../api-client';
import type { Job } from '../../src/lib/contract/jobs';
import type { Task } from '../../src/lib/contract/tasks';

interface ErrorBody {
  error: { code: string; message: string; field?: string };
}
type TaskPage = { items: Task[]; nextToken: string | null };

let amara: Session; // inspection admin
let lukas: Session; // inspection member
let sofia: Session; // inspection member
let hiroshi: Session; // survey admin
const uniq = () => Math.random().toString(36).slice(2, 10);
const as = (s: Session) => authHeaders.jobs(s);
const createJob = (body: Record<string, unknown>, s = amara) => call<Job & ErrorBody>('POST', '/v1/job', { headers: as(s), body });
const createTask = (jobId: string, extra: Record<string, unknown> = {}) =>
  call<Task>('POST', '/v1/task', { headers: as(amara), body: { jobId, type: 'FLIGHT_REQUEST', ...extra } });

beforeAll(async () => {
  [amara, lukas, sofia, hiroshi] = await Promise.all([login('amara'), login('lukas'), login('sofia'), login('hiroshi')]);
});

describe('jobs: create and validate', () => {
  it('creates a job with the author set from the token and status as a string', async () => {
    const res = await createJob({
      title: `<b>Job</b> ${uniq()}`,
      description: 'Check the towers',
      userIds: [lukas.userId],
      status: ['PUBLISHED'],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      description: 'Check the towers',
      status: 'PUBLISHED',
      userIds: [lukas.userId],
      ownerId: amara.userId,
      teamId: amara.teamId,
      companyId: amara.companyId,
      totalTasks: 0,
      completedTasks: 0,
    });
    expect(res.body.title).toMatch(/^<b>Job<\/b>/);
    expect(typeof res.body.createdAt).toBe('number');
  });

  it('accepts status as a plain string and defaults to DRAFT', async () => {
    expect((await createJob({ title: 't', description: 'd', status: 'IN_PROGRESS' })).body.status).toBe('IN_PROGRESS');
    expect((await createJob({ title: 't', description: 'd' })).body.status).toBe('DRAFT');
  });

  it.each([
    [{ description: 'd' }, 'title'],
    [{ title: '', description: 'd' }, 'title'],
    [{ title: 't' }, 'description'],
    [{ title: 't', description: 'd', status: ['DONE'] }, 'status'],
    [{ title: 't', description: 'd', status: 'DONE' }, 'status'],
    [{ title: 't', description: 'd', status: [] }, 'status'],
    [{ title: 't', description: 'd', userIds: 'usr-lukas-brandt' }, 'userIds'],
  ])('rejects %j naming %s', async (body, field) => {
    const res = await createJob(body);
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe(field);
  });

  it('rejects assignees outside the team', async () => {
    const res = await createJob({ title: 't', description: 'd', userIds: [lukas.userId, hiroshi.userId] });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('userIds');
  });

  it('answers malformed JSON with 400 and takes only the identity token', async () => {
    expect((await call('POST', '/v1/job', { headers: as(amara), body: '{"title":' })).status).toBe(400);
    expect((await call('GET', '/v1/job', { headers: authHeaders.streams(amara) })).status).toBe(401);
    expect((await call('GET', '/v1/job', { headers: authHeaders.flights(amara) })).status).toBe(401);
    expect((await call('GET', '/v1/job')).status).toBe(401);
  });
});

describe('jobs: lists', () => {
  it('lists only the jobs assigned to the caller, not those they only wrote (spec; docs/decisions.md)', async () => {
    const { body: job } = await createJob({ title: `assigned-${uniq()}`, description: 'd', userIds: [lukas.userId] });
    const { body: own } = await createJob({ title: `own-${uniq()}`, description: 'd', userIds: [amara.userId] });
    const ids = async (s: Session) => (await call<Job[]>('GET', '/v1/job', { headers: as(s) })).body.map((j) => j.id);
    expect(await ids(lukas)).toContain(job.id);
    expect(await ids(amara)).not.toContain(job.id);
    expect(await ids(amara)).toContain(own.id);
    expect(await ids(sofia)).not.toContain(job.id);
    // The author still finds it in the team list.
    expect((await call<Job[]>('GET', '/v1/job/team', { headers: as(amara) })).body.map((j) => j.id)).toContain(job.id);
  });

  it('lists all team jobs for an admin and answers 403 to a member', async () => {
    const { body: job } = await createJob({ title: `team-${uniq()}`, description: 'd' });
    const admin = await call<Job[]>('GET', '/v1/job/team', { headers: as(amara) });
    expect(admin.status).toBe(200);
    expect(admin.body.map((j) => j.id)).toContain(job.id);
    expect(admin.body.every((j) => j.teamId === amara.teamId)).toBe(true);
    const member = await call<ErrorBody>('GET', '/v1/job/team', { headers: as(lukas) });
    expect(member.status).toBe(403);
  });
});

describe('jobs: read, patch, counts, assign, delete', () => {
  it('counts total and completed tasks', async () => {
    const { body: job } = await createJob({ title: `count-${uniq()}`, description: 'd' });
    await createTask(job.id, { status: ['COMPLETED'] });
    await createTask(job.id, { status: 'IN_PROGRESS' });
    await createTask(job.id);
    const res = await call<Job>('GET', `/v1/job/${job.id}`, { headers: as(amara) });
    expect(res.body).toMatchObject({ totalTasks: 3, completedTasks: 1 });
  });

  it('returns only the changed fields plus updatedAt from PATCH', async () => {
    const { body: job } = await createJob({ title: `patch-${uniq()}`, description: 'd' });
    const res = await call<Partial<Job>>('PATCH', `/v1/job/${job.id}`, {
      headers: as(amara),
      body: { title: 'renamed', status: ['COMPLETED'] },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['status', 'title', 'updatedAt']);
    expect(res.body).toMatchObject({ title: 'renamed', status: 'COMPLETED' });
    expect(res.body.updatedAt).toBeGreaterThan(job.updatedAt);
    const read = await call<Job>('GET', `/v1/job/${job.id}`, { headers: as(amara) });
    expect(read.body).toMatchObject({ title: 'renamed', status: 'COMPLETED', description: 'd' });
    const users = await call<Partial<Job>>('PATCH', `/v1/job/${job.id}`, { headers: as(amara), body: { userIds: [sofia.userId] } });
    expect(users.body).toEqual({ userIds: [sofia.userId], updatedAt: expect.any(Number) });
    const bad = await call<ErrorBody>('PATCH', `/v1/job/${job.id}`, { headers: as(amara), body: { userIds: [hiroshi.userId] } });
    expect(bad.body.error.field).toBe('userIds');
  });

  it('assigns a team member to every task of the job', async () => {
    const { body: job } = await createJob({ title: `assign-${uniq()}`, description: 'd' });
    const tasks = await Promise.all([createTask(job.id), createTask(job.id)]);
    const res = await call<{ updatedTasks: number }>('PATCH', `/v1/job/${job.id}/task`, {
      headers: as(amara),
      body: { assignedId: sofia.userId },
    });
    expect(res.status).toBe(200);
    expect(res.body.updatedTasks).toBe(2);
    for (const t of tasks) {
      const read = await call<Task>('GET', `/v1/task/${t.body.id}`, { headers: as(amara) });
      expect(read.body.assignedId).toBe(sofia.userId);
    }
    const sofiasTasks = await call<TaskPage>('GET', '/v1/task?limit=1000', { headers: as(sofia) });
    expect(sofiasTasks.body.items.map((t) => t.id)).toEqual(expect.arrayContaining(tasks.map((t) => t.body.id)));
    const outsider = await call<ErrorBody>('PATCH', `/v1/job/${job.id}/task`, { headers: as(amara), body: { assignedId: hiroshi.userId } });
    expect(outsider.status).toBe(400);
    expect(outsider.body.error.field).toBe('assignedId');
    const missing = await call<ErrorBody>('PATCH', `/v1/job/${job.id}/task`, { headers: as(amara), body: {} });
    expect(missing.body.error.field).toBe('assignedId');
  });

  it('deletes a job with its tasks and returns the deleted job', async () => {
    const { body: job } = await createJob({ title: `del-${uniq()}`, description: 'd' });
    const { body: task } = await createTask(job.id);
    const del = await call<Job>('DELETE', `/v1/job/${job.id}`, { headers: as(amara) });
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ id: job.id, title: job.title, totalTasks: 1 });
    expect((await call('GET', `/v1/job/${job.id}`, { headers: as(amara) })).status).toBe(404);
    expect((await call('GET', `/v1/task/${task.id}`, { headers: as(amara) })).status).toBe(404);
  });

  it('seeds jobs whose tasks cover every status', async () => {
    const jobs = await call<Job[]>('GET', '/v1/job/team', { headers: as(hiroshi) });
    expect(jobs.body.length).toBeGreaterThan(0);
    const statuses = new Set<string>();
    for (const j of jobs.body) {
      const tasks = await call<TaskPage>('GET', `/v1/task/job/${j.id}?limit=100`, { headers: as(hiroshi) });
      tasks.body.items.forEach((t) => statuses.add(t.status));
    }
    expect([...statuses].sort()).toEqual(['COMPLETED', 'DRAFT', 'FAILED', 'IN_PROGRESS', 'PUBLISHED']);
  });
});
