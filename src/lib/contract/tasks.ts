import { z } from 'zod';
import { StatusInputSchema, UserTaskStatusSchema } from './common';
import { FeatureCollectionSchema, type GeoFeatureCollection } from './geojson';
import {
  DESCRIPTION_MAX,
  FLIGHT_HISTORY_MAX,
  ID_MAX,
  LABEL_MAX,
  NAME_MAX,
  PROPERTIES_MAX,
  PROPERTY_VALUE_MAX,
  boundedRecord,
  boundedText,
  requiredText,
} from './limits';
import { HEIGHT_MODES, MissionPointInputSchema, routeSchema, type MissionPoint } from './missions';
import { StoragePathSchema } from './storage-path';

export const TASK_TYPES = ['FLIGHT_REQUEST', 'FLIGHT_REQUEST_MANUAL'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export interface TaskContext {
  /** Partial mission: an attached mission holds its id and route here. */
  mission?: { id?: string; name?: string; route?: MissionPoint[]; [key: string]: unknown };
  asset?: Record<string, unknown>;
  properties?: Record<string, string>;
  geojson?: GeoFeatureCollection;
}

const lat = z.number().finite().min(-90, 'latitude must be within ±90').max(90, 'latitude must be within ±90');
const lng = z.number().finite().min(-180, 'longitude must be within ±180').max(180, 'longitude must be within ±180');

export const FlightHistorySchema = z.object({
  flightStart: z.number().finite().optional(),
  flightEnd: z.number().finite().optional(),
  distance: z.number().finite().min(0).optional(),
  storagePath: StoragePathSchema.optional(),
  /** Extension of the reference service: the team's flight log at `storagePath`, set by the service (ignored on input). */
  flightId: boundedText('flightId', ID_MAX).optional(),
});
export type FlightHistoryEntry = z.infer<typeof FlightHistorySchema>;

export const TaskContextSchema = z
  .object({
    mission: z
      .looseObject({
        id: z.string().min(1).pipe(boundedText('id', ID_MAX)).optional(),
        name: boundedText('name', NAME_MAX).optional(),
        route: routeSchema(MissionPointInputSchema).optional(),
      })
      .optional(),
    asset: boundedRecord('asset').optional(),
    properties: z
      .record(boundedText('a property key', LABEL_MAX), boundedText('a property value', PROPERTY_VALUE_MAX))
      .refine((p) => Object.keys(p).length <= PROPERTIES_MAX, `properties has more than ${PROPERTIES_MAX} entries`)
      .optional(),
    geojson: FeatureCollectionSchema.optional(),
  })
  // The geometry check has validated the coordinates, so the typed form is safe to hand on.
  .transform((c) => c as TaskContext);

const taskFields = {
  jobId: requiredText('jobId', ID_MAX),
  type: z.enum(TASK_TYPES),
  title: boundedText('title', NAME_MAX).optional(),
  description: boundedText('description', DESCRIPTION_MAX).optional(),
  status: StatusInputSchema.optional(),
  lat: lat.optional(),
  lng: lng.optional(),
  flightHistory: z
    .array(FlightHistorySchema)
    .max(FLIGHT_HISTORY_MAX, `flightHistory has more than ${FLIGHT_HISTORY_MAX} entries`)
    .optional(),
  context: TaskContextSchema.optional(),
  assignedId: z.string().min(1).pipe(boundedText('assignedId', ID_MAX)).optional(),
};

export const TaskCreateSchema = z.object(taskFields);
export type TaskCreate = z.infer<typeof TaskCreateSchema>;

export const TaskPatchSchema = z.object(taskFields).partial();
export type TaskPatch = z.infer<typeof TaskPatchSchema>;

/** POST /v1/task/mission and /v1/task/mission-corridor: a task plus a new mission, as in the service's samples. */
export const TaskMissionCreateSchema = z.object({
  ...taskFields,
  type: z.enum(TASK_TYPES).optional(),
  name: requiredText('name', NAME_MAX),
  desc: boundedText('desc', DESCRIPTION_MAX).optional(),
  speed: z.number().finite().min(0).optional(),
  heightMode: z.enum(HEIGHT_MODES).optional(),
  route: routeSchema(MissionPointInputSchema).min(1, 'route needs at least one point'),
});
export type TaskMissionCreate = z.infer<typeof TaskMissionCreateSchema>;

/** A task as the reference service stores and answers it. */
export const TaskRecordSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  type: z.enum(TASK_TYPES),
  title: z.string().optional(),
  description: z.string().optional(),
  status: UserTaskStatusSchema,
  context: TaskContextSchema,
  lat: z.number().optional(),
  lng: z.number().optional(),
  flightHistory: z.array(FlightHistorySchema),
  /** The user the task is assigned to (set by PATCH /v1/job/{jobId}/task). */
  assignedId: z.string().optional(),
  ownerId: z.string(),
  teamId: z.string(),
  companyId: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Task = z.output<typeof TaskRecordSchema>;

export const TaskListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  nextToken: z.string().min(1).optional(),
});

export const TaskSchema = z.looseObject({
  id: z.string(),
  jobId: z.string(),
  type: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  status: z.union([z.string(), z.array(z.string())]).optional(),
  context: z.record(z.string(), z.unknown()).optional(),
  lat: z.number().optional(),
  lng: z.number().optional(),
  assignedId: z.string().optional(),
});
