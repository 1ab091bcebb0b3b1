import { z } from 'zod';
import { StatusInputSchema, UserTaskStatusSchema } from './common';

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

export const JobCreateSchema = z.object({
  title: z.string().min(1, 'title is required'),
  description: z.string({ error: 'description is required' }),
  userIds: z.array(z.string().min(1)).optional(),
  status: StatusInputSchema.optional(),
});
export type JobCreate = z.infer<typeof JobCreateSchema>;

export const JobPatchSchema = z.object({
  title: z.string().min(1, 'title must not be empty').optional(),
  description: z.string().optional(),
  userIds: z.array(z.string().min(1)).optional(),
  status: StatusInputSchema.optional(),
});
export type JobPatch = z.infer<typeof JobPatchSchema>;

export const JobAssignSchema = z.object({ assignedId: z.string().min(1, 'assignedId is required') });

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
