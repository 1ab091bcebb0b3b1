import { z } from 'zod';
import type { Router } from '../context';
import { JobAssignSchema, JobCreateSchema, JobPatchSchema } from '../../src/lib/contract/jobs';
import { listJobsAssignedTo } from '../domain/jobs/job-repository';
import * as jobs from '../domain/jobs/job-service';
import { doc } from './route-docs';
import { parse } from './validate';

const tags = ['jobs'];
const auth = 'jobs' as const;
const JOB = 'Job: {id, title, description, status, totalTasks, completedTasks, userIds, ownerId, teamId, companyId, createdAt, updatedAt}';
const Params = z.object({ jobId: z.string().min(1) });

export const jobsRouter: Router = (app, ctx) => {
  const { db } = ctx;
  ctx.auth.protect(app, 'jobs');

  app.post(
    '/v1/job',
    { config: doc({ summary: 'Create a job (author set from the token)', tags, auth, body: JobCreateSchema, response: JOB }) },
    async (request, reply) => {
      const input = parse(JobCreateSchema, request.body);
      reply.status(201);
      return jobs.createJob(db, request.caller, input);
    },
  );

  app.get(
    '/v1/job',
    {
      config: doc({
        summary: 'Jobs assigned to the caller (as the spec says; not those they only wrote)',
        tags,
        auth,
        response: `Array of ${JOB}`,
      }),
    },
    async (request) => listJobsAssignedTo(db, request.caller.teamId, request.caller.userId),
  );

  app.get(
    '/v1/job/team',
    { config: doc({ summary: 'All jobs of the team (admin only; 403 otherwise)', tags, auth, response: `Array of ${JOB}` }) },
    async (request) => jobs.listTeamJobsAsAdmin(db, request.caller),
  );

  app.get('/v1/job/:jobId', { config: doc({ summary: 'Get a job', tags, auth, response: JOB }) }, async (request) => {
    const { jobId } = parse(Params, request.params);
    return jobs.requireJob(db, request.caller.teamId, jobId);
  });

  app.patch(
    '/v1/job/:jobId',
    { config: doc({ summary: 'Change a job', tags, auth, body: JobPatchSchema, response: 'Only the changed fields plus updatedAt' }) },
    async (request) => {
      const { jobId } = parse(Params, request.params);
      const patch = parse(JobPatchSchema, request.body);
      return jobs.patchJob(db, request.caller.teamId, jobId, patch);
    },
  );

  app.delete(
    '/v1/job/:jobId',
    { config: doc({ summary: 'Delete a job and its tasks', tags, auth, response: `The deleted ${JOB}` }) },
    async (request) => {
      const { jobId } = parse(Params, request.params);
      return jobs.deleteJob(db, request.caller.teamId, jobId, { keeper: ctx.trash, caller: request.caller });
    },
  );

  app.patch(
    '/v1/job/:jobId/task',
    {
      config: doc({
        summary: 'Assign a team member to every task of the job',
        tags,
        auth,
        body: JobAssignSchema,
        response: '{jobId, assignedId, updatedTasks (count), taskIds}',
      }),
    },
    async (request) => {
      const { jobId } = parse(Params, request.params);
      const { assignedId } = parse(JobAssignSchema, request.body);
      return jobs.assignJobTasks(db, request.caller.teamId, jobId, assignedId);
    },
  );
};
