import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { Router } from '../context';
import { TaskCreateSchema, TaskListQuerySchema, TaskMissionCreateSchema, TaskPatchSchema } from '../../src/lib/contract/tasks';
import { pageTasks, type TaskScope } from '../domain/tasks/task-repository';
import * as tasks from '../domain/tasks/task-service';
import { requireJob } from '../domain/jobs/job-service';
import { doc } from './route-docs';
import { parse } from './validate';

const tags = ['tasks'];
const auth = 'jobs' as const;
const TASK =
  'Task: {id, jobId, type, title?, description?, status, context, lat?, lng?, flightHistory, assignedId?, ownerId, teamId, companyId, createdAt, updatedAt}';
const PAGE = `{items: ${TASK}[], nextToken: string|null}, newest first`;
const TaskParams = z.object({ taskId: z.string().min(1) });
const JobParams = z.object({ jobId: z.string().min(1) });

export const tasksRouter: Router = (app, ctx) => {
  const { db } = ctx;
  ctx.auth.protect(app, 'jobs');

  const list = (request: FastifyRequest, scope: TaskScope) => pageTasks(db, scope, parse(TaskListQuerySchema, request.query));

  app.post(
    '/v1/task',
    { config: doc({ summary: 'Create a task', tags, auth, body: TaskCreateSchema, response: TASK }) },
    async (request, reply) => {
      const input = parse(TaskCreateSchema, request.body);
      reply.status(201);
      return tasks.createTask(db, request.caller, input);
    },
  );

  app.post(
    '/v1/task/mission',
    {
      config: doc({
        summary: 'Create a task and a new waypoint mission together',
        tags,
        auth,
        body: TaskMissionCreateSchema,
        response: `${TASK}; context.mission holds the new mission's id and route`,
      }),
    },
    async (request, reply) => {
      const input = parse(TaskMissionCreateSchema, request.body);
      reply.status(201);
      return tasks.createTaskWithMission(db, request.caller, input, 'waypoint');
    },
  );

  app.post(
    '/v1/task/mission-corridor',
    {
      config: doc({
        summary: 'Create a task and a new corridor mission together (type defaults to FLIGHT_REQUEST)',
        tags,
        auth,
        body: TaskMissionCreateSchema,
        response: `${TASK}; context.mission holds the new corridor mission's id and route`,
      }),
    },
    async (request, reply) => {
      const input = parse(TaskMissionCreateSchema, request.body);
      reply.status(201);
      return tasks.createTaskWithMission(db, request.caller, input, 'corridor');
    },
  );

  app.get(
    '/v1/task',
    {
      config: doc({
        summary: 'Tasks assigned to the caller (or written by them while unassigned)',
        tags,
        auth,
        query: TaskListQuerySchema,
        response: PAGE,
      }),
    },
    async (request) => list(request, { kind: 'assignee', teamId: request.caller.teamId, userId: request.caller.userId }),
  );

  app.get(
    '/v1/task/team',
    { config: doc({ summary: "Tasks of the caller's team", tags, auth, query: TaskListQuerySchema, response: PAGE }) },
    async (request) => list(request, { kind: 'team', teamId: request.caller.teamId }),
  );

  app.get(
    '/v1/task/company',
    { config: doc({ summary: "Tasks of the caller's company", tags, auth, query: TaskListQuerySchema, response: PAGE }) },
    async (request) => list(request, { kind: 'company', companyId: request.caller.companyId }),
  );

  app.get(
    '/v1/task/job/:jobId',
    { config: doc({ summary: 'Tasks of one job', tags, auth, query: TaskListQuerySchema, response: PAGE }) },
    async (request) => {
      const { jobId } = parse(JobParams, request.params);
      requireJob(db, request.caller.teamId, jobId);
      return list(request, { kind: 'job', jobId });
    },
  );

  app.get('/v1/task/:taskId', { config: doc({ summary: 'Get a task', tags, auth, response: TASK }) }, async (request) => {
    const { taskId } = parse(TaskParams, request.params);
    return tasks.requireTask(db, request.caller.teamId, taskId);
  });

  app.patch(
    '/v1/task/:taskId',
    {
      config: doc({
        summary: 'Change a task',
        tags,
        auth,
        body: TaskPatchSchema,
        response: `The entire updated ${TASK}. Extension: 409 CONFLICT (field "status") when the new status puts the task to work (PUBLISHED, IN_PROGRESS, COMPLETED) while its mission breaks its geofence (no-fly zones with a 10 m lateral buffer unless the zone's "buffer" says otherwise; floor/ceiling in the zone's "altitudeReference"); the message lists every violation. Creating a task straight into work is gated the same way.`,
      }),
    },
    async (request) => {
      const { taskId } = parse(TaskParams, request.params);
      const patch = parse(TaskPatchSchema, request.body);
      return tasks.patchTask(db, request.caller.teamId, taskId, patch);
    },
  );

  app.delete(
    '/v1/task/:taskId',
    { config: doc({ summary: 'Delete a task', tags, auth, response: `The deleted ${TASK}` }) },
    async (request) => {
      const { taskId } = parse(TaskParams, request.params);
      return tasks.deleteTask(db, request.caller.teamId, taskId, { keeper: ctx.trash, caller: request.caller });
    },
  );
};
