import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { z } from 'zod';
import { requireSession } from '@/app/require-session';
import { useMissingAreas, useSession } from '@/app/use-session';
import { WallView } from '@/features/live/components/wall-view';
import { GridLayoutSchema, parseRotate } from '@/features/live/utils/grid-layout';

/** `a,b,c` in the URL; the router may hand back an already-split array, so both are read. */
const list = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .catch(undefined)
  .transform((s) => (Array.isArray(s) ? s : s ? s.split(',') : []).map((x) => x.trim()).filter(Boolean));

// Loaded only when a wall asks for it, so a video-only wall never downloads uPlot.
const AnalyticsWallPanel = lazy(() =>
  import('@/features/analytics/components/analytics-wall-panel').then((m) => ({ default: m.AnalyticsWallPanel })),
);

/**
 * Everything about a wall is in its URL: `/wall?channel=a,b&layout=3x3&rotate=30s`, and
 * `&panel=analytics&device=<id>&hours=6` for a detections panel beside the tiles.
 */
const SearchSchema = z.object({
  channel: list,
  devices: list,
  layout: GridLayoutSchema.default('3x3').catch('3x3'),
  rotate: z.string().optional().catch(undefined),
  /** Keep-streaming supervisor: on unless `autostart=0` (or `false`/`off`). */
  autostart: z
    .union([z.string(), z.number(), z.boolean()])
    .optional()
    .catch(undefined)
    .transform((v) => !(v === false || v === 0 || (typeof v === 'string' && /^(0|false|off|no)$/i.test(v.trim())))),
  panel: z.enum(['analytics']).optional().catch(undefined),
  /** The device the analytics panel follows. */
  device: z.string().min(1).optional().catch(undefined),
  hours: z.coerce.number().int().min(1).max(168).default(6).catch(6),
  /** Tiles play the annotated rendition of this AI add-on. */
  ai: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional()
    .catch(undefined),
});

export const Route = createFileRoute('/wall')({
  validateSearch: SearchSchema,
  // Outside the shell, so it guards itself: sign in, then come back to this exact wall.
  beforeLoad: ({ location }) => requireSession(location.href),
  component: WallRoute,
});

function WallRoute() {
  const s = Route.useSearch();
  const session = useSession();
  const analyticsConnected = !useMissingAreas().includes('analytics');
  const aside =
    s.panel === 'analytics' && s.device ? (
      <Suspense fallback={null}>
        <AnalyticsWallPanel deviceId={s.device} hours={s.hours} connected={analyticsConnected} />
      </Suspense>
    ) : undefined;
  return (
    <WallView
      aside={aside}
      teamId={session?.teamId}
      config={{
        channels: s.channel,
        devices: s.devices.length ? s.devices : undefined,
        layout: s.layout,
        rotateMs: parseRotate(s.rotate),
        autostart: s.autostart,
        ai: s.ai,
      }}
    />
  );
}
