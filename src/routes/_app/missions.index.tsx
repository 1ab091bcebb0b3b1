import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RequireArea } from '@/app/not-connected';
import { MissionList } from '@/features/missions/components/mission-list';
import { MISSION_SORT_PATTERN } from '@/features/missions/utils/mission-sort';
import { MissionFileDropZone } from '@/features/missions/components/list-import';

/** Filters are search params, so a URL reproduces the list. */
const SearchSchema = z.object({
  type: z.string().optional().catch(undefined),
  dateFrom: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  dateTo: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  q: z.string().optional().catch(undefined),
  /** Sorted by a column: "name" ascending, "-distance" descending. */
  sort: z.string().regex(MISSION_SORT_PATTERN).optional().catch(undefined),
});

export const Route = createFileRoute('/_app/missions/')({
  validateSearch: SearchSchema,
  component: MissionsRoute,
});

function MissionsRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RequireArea area="flights">
      <MissionFileDropZone>
        <MissionList filters={filters} onFilters={(next) => void navigate({ search: next, replace: true })} />
      </MissionFileDropZone>
    </RequireArea>
  );
}
