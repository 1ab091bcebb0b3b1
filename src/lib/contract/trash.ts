import { z } from 'zod';
import { FlightSelectionSchema } from './flights';

/**
 * The team trash (an extension of the reference service: a deployment without it answers 404 to
 * `GET /v1/trash`, and the dashboard then says a deletion is permanent). Auth area "jobs": the
 * identity token, which opens flights, missions, jobs, tasks and the drive alike.
 */
export const TRASH_KINDS = ['flightLog', 'media', 'mission', 'job', 'task'] as const;
export const TrashKindSchema = z.enum(TRASH_KINDS);
export type TrashKind = z.infer<typeof TrashKindSchema>;

export const TRASH_MAX_PAGE_SIZE = 200;
export const TRASH_ITEMS_MAX_PAGE_SIZE = 1000;

/** One deletion as the user made it: a folder with everything below it, 200 logs by filter, one job. */
export const TrashEntrySchema = z.object({
  id: z.string(),
  kind: TrashKindSchema,
  /** The item's name, or "200 flight logs" for a deletion of several. */
  name: z.string(),
  /** Where it was, in words: "Drive / Bridge survey", "Job “North yard”", "Flight logbook". */
  origin: z.string(),
  /** Rows it holds: files or items (media folders not counted), logs, the job's tasks + 1. */
  itemCount: z.number().int(),
  /** Media folders it holds (the deleted folder itself included). */
  folderCount: z.number().int(),
  deletedBy: z.object({ id: z.string(), name: z.string() }),
  deletedAt: z.number().int(),
  /** When it is destroyed unless restored first (epoch ms). */
  expiresAt: z.number().int(),
  /** False when the folder (or job) it was in is gone or in the trash: a restore then needs a destination. */
  originAvailable: z.boolean(),
});
export type TrashEntry = z.infer<typeof TrashEntrySchema>;

export const TrashListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(TRASH_MAX_PAGE_SIZE).default(50),
  nextToken: z.string().max(200).optional(),
  kind: TrashKindSchema.optional(),
  /** Only deletions holding this item (the toast's Undo finds its deletion by the item it deleted). */
  item: z.string().min(1).max(200).optional(),
});

export const TrashListSchema = z.object({
  items: z.array(TrashEntrySchema),
  nextToken: z.string().nullable(),
  retentionDays: z.number(),
  /** Whether the caller may delete forever (admins). */
  mayDeleteForever: z.boolean(),
});
export type TrashList = z.infer<typeof TrashListSchema>;

export const TrashItemsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(TRASH_ITEMS_MAX_PAGE_SIZE).default(100),
  nextToken: z.string().max(200).optional(),
});
export const TrashItemSchema = z.object({ id: z.string(), table: z.string(), name: z.string() });
export const TrashItemsSchema = z.object({ items: z.array(TrashItemSchema), nextToken: z.string().nullable() });

export const TrashRestoreSchema = z.object({
  /** Media: the folder to restore into when the one it was in is gone (the team id or a folder id). */
  parentId: z.string().min(1).max(200).optional(),
});
export const TrashRestoredSchema = z.object({ id: z.string(), kind: TrashKindSchema, restored: z.number().int() });
export const TrashDestroyedSchema = z.object({ id: z.string(), kind: TrashKindSchema, destroyed: z.number().int() });

/** What a deletion would take, counted by the service over every descendant and matching row. */
export const DeleteCountRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('flightLog'), selection: FlightSelectionSchema }),
  z.object({ kind: z.literal('media'), ids: z.array(z.string().min(1).max(200)).min(1).max(10_000) }),
  z.object({ kind: z.literal('mission'), id: z.string().min(1).max(200) }),
  z.object({ kind: z.literal('job'), id: z.string().min(1).max(200) }),
  z.object({ kind: z.literal('task'), id: z.string().min(1).max(200) }),
]);
export type DeleteCountRequest = z.input<typeof DeleteCountRequestSchema>;

export const DeleteCountSchema = z.object({
  /** Flight logs, media files (non-folders), missions, jobs or tasks that would go. */
  items: z.number().int(),
  /** Media folders that would go (the chosen ones included). */
  folders: z.number().int(),
  /** Tasks that go with a job, or that a mission is detached from. */
  tasks: z.number().int(),
});
export type DeleteCount = z.infer<typeof DeleteCountSchema>;
