import { z } from 'zod';

/** Device registry (extension: the spec names devices but shows no listing). */
export const DEVICE_TYPES = ['drone', 'dock', 'camera'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** A device as the reference service stores and answers it. */
export const DeviceRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(DEVICE_TYPES),
  model: z.string(),
  serial: z.string(),
  /** The stream key of the device's team. */
  streamKey: z.string(),
  /** RTMP/RTSP source, or `sim://<deviceId>` for a simulated camera; absent when none is configured. */
  sourceUrl: z.string().optional(),
});
export type Device = z.infer<typeof DeviceRecordSchema>;

/** What a client relies on: id, name and a type string (another service may know more kinds). */
export const DeviceSchema = DeviceRecordSchema.partial().required({ id: true, name: true }).extend({ type: z.string() }).loose();
export type DeviceRead = z.infer<typeof DeviceSchema>;
