import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RequireArea } from '@/app/not-connected';
import { channelsQueryOptions } from '@/lib/resources/channels';
import { ChannelsPage } from '@/features/channels/components/channels-page';
import { credentialFor } from '@/lib/api/session';

const SearchSchema = z.object({
  /** The selected channel: a URL reproduces the screen. */
  id: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/_app/channels')({
  validateSearch: SearchSchema,
  // Start the list request while the route's code loads; the page shows its own states.
  loader: ({ context }) => {
    if (credentialFor('streams')) void context.queryClient.prefetchQuery(channelsQueryOptions());
  },
  component: ChannelsRoute,
});

function ChannelsRoute() {
  const { id } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RequireArea area="streams">
      <ChannelsPage selectedId={id} onSelect={(next) => void navigate({ search: { id: next } })} />
    </RequireArea>
  );
}
