import { z } from 'zod';

/** Device registry (extension: the spec names devices but shows no listing). */
export const DEVICE_TYPES = ['drone', 'dock', 'camera'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export interface Device {
  id: string;
  name: string;
  type: DeviceType;
  model: string;
  serial: string;
  /** The stream key of the device's team. */
  streamKey: string;
  /** RTMP/RTSP source, or `sim://<deviceId>` for a simulated camera; absent when none is configured. */
  sourceUrl?: string;
}

export const DeviceSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  model: z.string().optional(),
  serial: z.string().optional(),
  streamKey: z.string().optional(),
  sourceUrl: z.string().optional(),
});
