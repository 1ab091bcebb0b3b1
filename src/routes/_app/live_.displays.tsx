import { usePermission } from '@/lib/api/use-permission';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RequireArea } from '@/app/not-connected';
import { DisplaysPage } from '@/features/live/components/displays-page';

const SearchSchema = z.object({
  /** The wall address to create a display for (from multi-view). */
  wall: z.string().max(2000).optional().catch(undefined),
  name: z.string().max(80).optional().catch(undefined),
});

export const Route = createFileRoute('/_app/live_/displays')({
  validateSearch: SearchSchema,
  component: DisplaysRoute,
});

function DisplaysRoute() {
  const { wall, name } = Route.useSearch();
  const mayManage = usePermission('displays.manage');
  return (
    <RequireArea area="streams">
      <DisplaysPage initialWall={wall} initialName={name} isAdmin={mayManage.allowed} />
    </RequireArea>
  );
}
