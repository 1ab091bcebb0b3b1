import { z } from 'zod';
import { charLength } from './common';

export const CHANNEL_NAME_MAX = 100;

export interface Channel {
  id: string;
  name: string;
  isPublic: boolean;
  /** `<origin>/watch/<token>`; present only while public. */
  publicUrl?: string;
  deviceIds: string[];
  createdAt: number;
  updatedAt: number;
}

/** What the unauthenticated public watch page reads (extension). */
export interface PublicChannel {
  name: string;
  devices: Array<{ id: string; name: string }>;
}

const ChannelName = z
  .string()
  .min(1, 'name is required')
  .refine((s) => charLength(s) <= CHANNEL_NAME_MAX, `name must be at most ${CHANNEL_NAME_MAX} characters`);

const DeviceIds = z.array(z.string().min(1));

export const ChannelCreateSchema = z.object({
  name: ChannelName,
  isPublic: z.boolean().optional(),
  deviceIds: DeviceIds.optional(),
});
export type ChannelCreate = z.infer<typeof ChannelCreateSchema>;

export const ChannelPatchSchema = z.object({
  name: ChannelName.optional(),
  isPublic: z.boolean().optional(),
  deviceIds: DeviceIds.optional(),
});
export type ChannelPatch = z.infer<typeof ChannelPatchSchema>;

export const ChannelSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  isPublic: z.boolean().optional(),
  publicUrl: z.string().optional(),
  deviceIds: z.array(z.string()).optional(),
});

export const PublicChannelSchema = z.looseObject({
  name: z.string(),
  devices: z.array(z.looseObject({ id: z.string(), name: z.string() })),
});
