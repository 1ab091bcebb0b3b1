import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RequireArea } from '@/app/not-connected';
import { LivePage } from '@/features/live/components/live-page';
import { devicesQueryOptions } from '@/lib/resources/devices';
import { credentialFor } from '@/lib/api/session';

const SearchSchema = z.object({
  /** The device being watched. */
  device: z.string().optional().catch(undefined),
  /** Viewer token lifetime in seconds (the spec's bounds); short values make renewal observable. */
  ttl: z.coerce.number().int().min(60).max(43200).optional().catch(undefined),
  /** Play DASH with dash.js instead of HLS. */
  format: z.enum(['hls', 'dash']).optional().catch(undefined),
  /** Show only this channel's devices. */
  channel: z.string().min(1).optional().catch(undefined),
  /** `autostart=0`: do not start the watched stream again when it ends by itself. */
  autostart: z.union([z.string(), z.number(), z.boolean()]).optional().catch(undefined),
  /** Show the annotated rendition of this AI add-on. */
  ai: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional()
    .catch(undefined),
});

export const Route = createFileRoute('/_app/live')({
  validateSearch: SearchSchema,
  loader: ({ context }) => {
    if (credentialFor('streams')) void context.queryClient.prefetchQuery(devicesQueryOptions());
  },
  component: LiveRoute,
});

function LiveRoute() {
  const { device, ttl, format, ai, channel, autostart } = Route.useSearch();
  const off = autostart === false || autostart === 0 || (typeof autostart === 'string' && /^(0|false|off|no)$/i.test(autostart.trim()));
  const navigate = Route.useNavigate();
  return (
    <RequireArea area="streams">
      <LivePage
        selectedId={device}
        tokenTtl={ttl}
        format={format ?? 'hls'}
        onSelect={(id) => void navigate({ search: (s) => ({ ...s, device: id }), replace: !device })}
        onFormat={(f) => void navigate({ search: (s) => ({ ...s, format: f === 'hls' ? undefined : f }) })}
        ai={ai}
        onAi={(next) => void navigate({ search: (s) => ({ ...s, ai: next }) })}
        channel={channel}
        autostart={!off}
        onChannel={(next) => void navigate({ search: (s) => ({ ...s, channel: next }) })}
      />
    </RequireArea>
  );
}
