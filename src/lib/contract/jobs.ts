import { z } from 'zod';
import { StatusInputSchema, UserTaskStatusSchema } from './common';
import { DESCRIPTION_MAX, ID_LIST_MAX, ID_MAX, NAME_MAX, boundedText, requiredText } from './limits';

/** A job as the reference service stores and answers it. */
export const JobRecordSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: UserTaskStatusSchema,
  totalTasks: z.number(),
  completedTasks: z.number(),
  userIds: z.array(z.string()),
  ownerId: z.string(),
  teamId: z.string(),
  companyId: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Job = z.infer<typeof JobRecordSchema>;

const UserIds = z
  .array(z.string().min(1).max(ID_MAX, `a user id is longer than ${ID_MAX} characters`))
  .max(ID_LIST_MAX, `userIds has more than ${ID_LIST_MAX} entries`);

export const JobCreateSchema = z.object({
  title: requiredText('title', NAME_MAX),
  description: z.string({ error: 'description is required' }).pipe(boundedText('description', DESCRIPTION_MAX)),
  userIds: UserIds.optional(),
  status: StatusInputSchema.optional(),
});
export type JobCreate = z.infer<typeof JobCreateSchema>;

export const JobPatchSchema = z.object({
  title: z.string().min(1, 'title must not be empty').pipe(boundedText('title', NAME_MAX)).optional(),
  description: boundedText('description', DESCRIPTION_MAX).optional(),
  userIds: UserIds.optional(),
  status: StatusInputSchema.optional(),
});
export type JobPatch = z.infer<typeof JobPatchSchema>;

export const JobAssignSchema = z.object({ assignedId: requiredText('assignedId', ID_MAX) });

export const JobSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  status: z.union([z.string(), z.array(z.string())]).optional(),
  totalTasks: z.number().optional(),
  completedTasks: z.number().optional(),
  userIds: z.array(z.string()).optional(),
  ownerId: z.string().optional(),
  createdAt: z.number().optional(),
  updatedAt: z.number().optional(),
});
