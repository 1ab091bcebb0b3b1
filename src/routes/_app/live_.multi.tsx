import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RequireArea } from '@/app/not-connected';
import { useSession } from '@/app/use-session';
import { MultiViewPage, type MultiViewSelection } from '@/features/live/components/multi-view-page';
import { GridLayoutSchema } from '@/features/live/utils/grid-layout';

const SearchSchema = z.object({
  layout: GridLayoutSchema.default('2x2').catch('2x2'),
  channel: z.string().optional().catch(undefined),
  /** Comma-separated device ids in tile order. */
  devices: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .catch(undefined)
    .transform((d) => (Array.isArray(d) ? d.join(',') : d)),
  /** Tiles play the annotated rendition of this AI add-on. */
  ai: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional()
    .catch(undefined),
});

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
  };
  const onChange = (next: MultiViewSelection) =>
    void navigate({
      search: { layout: next.layout, channel: next.channel, devices: next.devices?.join(',') || undefined, ai: search.ai },
      replace: true,
    });
  const wall = new URLSearchParams({ layout: search.layout === '1x1' ? '2x2' : search.layout });
  if (search.channel) wall.set('channel', search.channel);
  if (search.devices) wall.set('devices', search.devices);
  if (search.ai) wall.set('ai', search.ai);
  return (
    <RequireArea area="streams">
      <MultiViewPage
        selection={selection}
        onChange={onChange}
        teamId={session?.teamId}
        userId={session?.userId}
        wallHref={`/wall?${wall.toString()}`}
        ai={search.ai}
        onAi={(ai) => void navigate({ search: (s) => ({ ...s, ai }), replace: true })}
      />
    </RequireArea>
  );
}
