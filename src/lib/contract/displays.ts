import { z } from 'zod';
import { DISPLAY_NAME_MAX } from './limits';

export { DISPLAY_NAME_MAX };

/**
 * Display sign-in for unattended walls (extension of the reference service, `x-extension` in the
 * OpenAPI document). An admin creates a display from a wall URL and gets a one-time pairing code;
 * the wall PC exchanges it for a display credential that can only view the streams of that wall's
 * channels or devices, until it is revoked.
 */

/** How long a pairing code can be exchanged. */
export const DISPLAY_PAIRING_S = 15 * 60;
/** Lifetime of the viewer tokens a display gets (renewed by the player before they end). */
export const DISPLAY_VIEWER_TOKEN_S = 600;

export const DisplayCreateSchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(DISPLAY_NAME_MAX, `name must be at most ${DISPLAY_NAME_MAX} characters`),
  /** The wall's address inside the dashboard, `/wall?channel=…` or `/wall?devices=…`. */
  wallPath: z
    .string()
    .max(2000, 'wallPath is too long')
    .refine((p) => /^\/wall(\?|$)/.test(p), 'wallPath must be a wall address such as /wall?devices=a,b'),
});
export type DisplayCreate = z.infer<typeof DisplayCreateSchema>;

export const DisplaySchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  wallPath: z.string(),
  channelIds: z.array(z.string()),
  deviceIds: z.array(z.string()),
  /** `pending` until the code is exchanged, then `paired`, `revoked` once revoked. */
  status: z.enum(['pending', 'paired', 'revoked']),
  createdAt: z.number(),
  pairingExpiresAt: z.number().nullable(),
  pairedAt: z.number().nullable(),
  lastSeenAt: z.number().nullable(),
  revokedAt: z.number().nullable(),
});
export type Display = z.infer<typeof DisplaySchema>;

/** The answer to a create: the code is shown once and never stored in clear. */
export const DisplayCreatedSchema = z.looseObject({
  display: DisplaySchema,
  pairingCode: z.string(),
});
export type DisplayCreated = z.infer<typeof DisplayCreatedSchema>;

export const DisplayPairSchema = z.object({ code: z.string().min(1, 'code is required').max(40) });

export const DisplayPairedSchema = z.looseObject({
  credential: z.string(),
  display: z.looseObject({ id: z.string(), name: z.string(), wallPath: z.string() }),
});
export type DisplayPaired = z.infer<typeof DisplayPairedSchema>;

/** What a paired display reads: its wall's channels and devices, with playback URLs of those live. */
export const DisplayWallSchema = z.looseObject({
  display: z.looseObject({ id: z.string(), name: z.string(), wallPath: z.string() }),
  expiresIn: z.number(),
  expiresAt: z.number(),
  channels: z.array(z.looseObject({ id: z.string(), name: z.string(), deviceIds: z.array(z.string()) })),
  devices: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      live: z.boolean(),
      streamUrls: z.looseObject({ hls: z.string(), dash: z.string(), hlsSub: z.string().optional() }).optional(),
    }),
  ),
});
export type DisplayWall = z.infer<typeof DisplayWallSchema>;
