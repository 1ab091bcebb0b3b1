import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RequireArea } from '@/app/not-connected';
import { MissionEditor } from '@/features/missions/components/mission-editor';

const SearchSchema = z.object({
  taskId: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/_app/missions/new')({
  validateSearch: SearchSchema,
  component: NewMissionRoute,
});

function NewMissionRoute() {
  const { taskId } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RequireArea area="flights">
      <MissionEditor
        taskId={taskId}
        onSaved={(id) => void navigate({ to: '/missions/$missionId', params: { missionId: id }, search: { taskId }, replace: true })}
      />
    </RequireArea>
  );
}
