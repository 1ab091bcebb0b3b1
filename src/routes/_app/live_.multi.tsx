import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RequireArea } from '@/app/not-connected';
import { useSession } from '@/app/use-session';
import { parseIdList, wallPath } from '@/lib/contract/wall-address';
import { MultiViewPage, type MultiViewSelection } from '@/features/live/components/multi-view-page';
import { GridLayoutSchema } from '@/features/live/utils/grid-layout';

const SearchSchema = z.object({
  layout: GridLayoutSchema.default('2x2').catch('2x2'),
  channel: z.string().optional().catch(undefined),
  /** Comma-separated device ids in tile order (the older JSON-encoded list is read too). */
  devices: z
    .unknown()
    .optional()
    .transform((d) => parseIdList(d).join(',') || undefined),
  /** The saved layout the tiles came from: titles the wall. */
  title: z.string().max(120).optional().catch(undefined),
  /** `autostart=0`: do not start streams that ended by themselves again (the supervisor is on otherwise). */
  autostart: z.union([z.string(), z.number(), z.boolean()]).optional().catch(undefined),
  /** Tiles play the annotated rendition of this AI add-on. */
  ai: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional()
    .catch(undefined),
});

/** `0`, `false`, `off`, `no` (as the wall reads its switches). */
const isOff = (v: string | number | boolean | undefined) =>
  v === false || v === 0 || (typeof v === 'string' && /^(0|false|off|no)$/i.test(v.trim()));

export const Route = createFileRoute('/_app/live_/multi')({
  validateSearch: SearchSchema,
  component: MultiRoute,
});

function MultiRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const session = useSession();
  const selection: MultiViewSelection = {
    layout: search.layout,
    channel: search.channel,
    devices: search.devices ? search.devices.split(',').filter(Boolean) : undefined,
    title: search.title,
    autostart: isOff(search.autostart) ? false : undefined,
  };
  const onChange = (next: MultiViewSelection) =>
    void navigate({
      search: {
        layout: next.layout,
        channel: next.channel,
        devices: next.devices?.join(',') || undefined,
        title: next.title,
        ai: search.ai,
        autostart: next.autostart === false ? 0 : undefined,
      },
      replace: true,
    });
  // Short and readable: /wall?devices=a,b,c&layout=3x3&title=Night%20shift (a channel wall is titled by the channel).
  const wallHref = wallPath({
    // Picked devices win over the channel, as in the grid.
    channels: search.channel && !selection.devices ? [search.channel] : undefined,
    devices: selection.devices,
    layout: search.layout === '1x1' ? '2x2' : search.layout,
    title: search.title,
    extra: { ai: search.ai },
  });
  return (
    <RequireArea area="streams">
      <MultiViewPage
        selection={selection}
        onChange={onChange}
        teamId={session?.teamId}
        userId={session?.userId}
        wallHref={wallHref}
        ai={search.ai}
        onAi={(ai) => void navigate({ search: (s) => ({ ...s, ai }), replace: true })}
      />
    </RequireArea>
  );
}
