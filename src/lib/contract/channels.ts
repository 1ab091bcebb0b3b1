import { z } from 'zod';
import { charLength } from './common';
import { CHANNEL_NAME_MAX, ID_LIST_MAX, ID_MAX } from './limits';

export { CHANNEL_NAME_MAX };

/** A channel as the reference service stores and answers it. */
export const ChannelRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  isPublic: z.boolean(),
  /** `<origin>/watch/<token>`; present only while public. */
  publicUrl: z.string().optional(),
  /** Extension: epoch ms when the public link stops working by itself; absent = until unshared. */
  publicExpiresAt: z.number().optional(),
  deviceIds: z.array(z.string()),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Channel = z.infer<typeof ChannelRecordSchema>;

const ChannelName = z
  .string()
  .min(1, 'name is required')
  .refine((s) => charLength(s) <= CHANNEL_NAME_MAX, `name must be at most ${CHANNEL_NAME_MAX} characters`);

const DeviceIds = z
  .array(z.string().min(1).max(ID_MAX, `a device id is longer than ${ID_MAX} characters`))
  .max(ID_LIST_MAX, `deviceIds has more than ${ID_LIST_MAX} entries`);

export const ChannelCreateSchema = z.object({
  name: ChannelName,
  isPublic: z.boolean().optional(),
  deviceIds: DeviceIds.optional(),
});
export type ChannelCreate = z.infer<typeof ChannelCreateSchema>;

/** Extension: when a public link expires (epoch ms, in the future); null = never. */
const PublicExpiresAt = z
  .number()
  .int()
  .refine((t) => t > Date.now(), 'publicExpiresAt must be in the future')
  .nullable();

export const ChannelPatchSchema = z.object({
  name: ChannelName.optional(),
  isPublic: z.boolean().optional(),
  publicExpiresAt: PublicExpiresAt.optional(),
  deviceIds: DeviceIds.optional(),
});
export type ChannelPatch = z.infer<typeof ChannelPatchSchema>;

/** What a client relies on from any service: id and name; the rest may be missing, extra fields pass. */
export const ChannelSchema = ChannelRecordSchema.partial().required({ id: true, name: true }).loose();

/** What the unauthenticated public watch page reads (extension). */
export const PublicChannelSchema = z.looseObject({
  name: z.string(),
  /** The company that shares it (extension field; absent on services that do not send it). */
  organisation: z.string().optional(),
  devices: z.array(z.looseObject({ id: z.string(), name: z.string() })),
});
export type PublicChannel = z.infer<typeof PublicChannelSchema>;
