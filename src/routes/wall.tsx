import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { requireSession } from '@/app/require-session';
import { useMissingAreas, useSession } from '@/app/use-session';
import { getDisplayCredential, rememberedSession, subscribeStoredDisplay } from '@/lib/api/display-credential';
import { getSession, setSession } from '@/lib/api/session';
import { parseIdList } from '@/lib/contract/wall-address';
import { DisplayWall, SessionWall } from '@/features/live/components/wall-screens';
import { GridLayoutSchema, parseRotate } from '@/features/live/utils/grid-layout';

/**
 * `a,b,c` in the URL; also the older JSON-encoded list, and an array the router already parsed.
 * The validated search stays a string, so the address the router writes back is the short one.
 */
const list = z
  .unknown()
  .optional()
  .transform((v) => parseIdList(v).join(',') || undefined);
const switchValue = z.union([z.string(), z.number(), z.boolean()]).optional().catch(undefined);
/** `0`, `false`, `off`, `no` turn a switch off; absent means `fallback`. */
const switchOn = (v: string | number | boolean | undefined, fallback: boolean) =>
  v === undefined ? fallback : !(v === false || v === 0 || (typeof v === 'string' && /^(0|false|off|no)$/i.test(v.trim())));

// Loaded only when a wall asks for it, so a video-only wall never downloads uPlot.
const AnalyticsWallPanel = lazy(() =>
  import('@/features/analytics/components/analytics-wall-panel').then((m) => ({ default: m.AnalyticsWallPanel })),
);

/**
 * Everything about a wall is in its URL: `/wall?devices=a,b,c&layout=3x3&rotate=30s&title=Gate`,
 * `channel=a,b` to rotate through channels, `&health=1` for large per-tile health figures, and
 * `&panel=analytics&device=<id>&hours=6` for a detections panel beside the tiles.
 */
const SearchSchema = z.object({
  channel: list,
  devices: list,
  /** 3×3 when absent (left out, so the address stays as it was typed). */
  layout: GridLayoutSchema.optional().catch(undefined),
  rotate: z.string().optional().catch(undefined),
  title: z.string().max(120).optional().catch(undefined),
  /** Keep-streaming supervisor: on unless `autostart=0` (or `false`/`off`). */
  autostart: switchValue,
  /** Large per-tile health figures with `health=1`. */
  health: switchValue,
  /** `skip=dead`: rotation leaves out devices whose stream is not running (or that have no source). */
  skip: z.enum(['dead']).optional().catch(undefined),
  /** `sound=1`: a beep when a camera goes dark (the banner shows either way). */
  sound: switchValue,
  panel: z.enum(['analytics']).optional().catch(undefined),
  /** The device the analytics panel follows. */
  device: z.string().min(1).optional().catch(undefined),
  /** Hours of the analytics panel (6 when absent). */
  hours: z.coerce.number().int().min(1).max(168).optional().catch(undefined),
  /** Tiles play the annotated rendition of this AI add-on. */
  ai: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional()
    .catch(undefined),
});

export const Route = createFileRoute('/wall')({
  validateSearch: SearchSchema,
  // Outside the shell, so it guards itself. A paired display plays with its own credential; a
  // remembered display starts with the streams credential it kept; anyone else signs in first.
  beforeLoad: ({ location }) => {
    if (getSession() || getDisplayCredential()) return;
    const remembered = rememberedSession();
    if (remembered) return setSession(remembered);
    requireSession(location.href);
  },
  component: WallRoute,
});

function WallRoute() {
  const s = Route.useSearch();
  const session = useSession();
  const display = useSyncExternalStore(subscribeStoredDisplay, getDisplayCredential, getDisplayCredential);
  const navigate = useNavigate();
  const analyticsConnected = !useMissingAreas().includes('analytics');
  const config = {
    channels: parseIdList(s.channel),
    devices: s.devices ? parseIdList(s.devices) : undefined,
    layout: s.layout ?? '3x3',
    rotateMs: parseRotate(s.rotate),
    autostart: switchOn(s.autostart, true),
    title: s.title,
    health: switchOn(s.health, false),
    ai: s.ai,
    skipDead: s.skip === 'dead',
    sound: switchOn(s.sound, false),
  };
  if (session) {
    const aside =
      s.panel === 'analytics' && s.device ? (
        <Suspense fallback={null}>
          <AnalyticsWallPanel deviceId={s.device} hours={s.hours ?? 6} connected={analyticsConnected} />
        </Suspense>
      ) : undefined;
    return <SessionWall config={config} session={session} aside={aside} />;
  }
  if (display) return <DisplayWall config={config} display={display} onForget={() => void navigate({ to: '/display' })} />;
  // Forgotten while open: pair again.
  return <DisplayWallGone onPair={() => void navigate({ to: '/display' })} />;
}

function DisplayWallGone({ onPair }: { onPair(): void }) {
  return (
    <main className="flex h-screen flex-col items-center justify-center gap-4 bg-black text-white">
      <p className="text-lg">This browser no longer remembers a display.</p>
      <button type="button" className="rounded bg-white px-4 py-2 text-black" onClick={onPair}>
        Pair this display
      </button>
    </main>
  );
}
