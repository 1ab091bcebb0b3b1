import { z } from 'zod';

/** Lifetime of a public watch page's viewer tokens: short, because the link is public. */
export const PUBLIC_VIEWER_TOKEN_S = 600;

/**
 * Extension `POST /v1/public/channels/{token}/viewer-tokens`: one device-scoped viewer token per
 * device of a shared channel that is streaming now. Devices not streaming come back with `live: false`.
 */
export const PublicViewerTokensSchema = z.looseObject({
  name: z.string(),
  /** Who shares it (extension field; absent from services that do not send it). */
  organisation: z.string().optional(),
  expiresIn: z.number(),
  expiresAt: z.number(),
  devices: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      live: z.boolean(),
      streamUrls: z.looseObject({ hls: z.string(), dash: z.string(), hlsSub: z.string().optional() }).optional(),
    }),
  ),
});
export type PublicViewerTokens = z.infer<typeof PublicViewerTokensSchema>;
