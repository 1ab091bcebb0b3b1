import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RequireArea } from '@/app/not-connected';
import { MissionEditor } from '@/features/missions/components/mission-editor';
import { WithTaskBar } from './-mission-task-bar';
import { useMissionTask } from './-use-mission-task';

const SearchSchema = z.object({
  taskId: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/_app/missions/new')({
  validateSearch: SearchSchema,
  staticData: { compactNav: true },
  component: NewMissionRoute,
});

function NewMission({ taskId }: { taskId: string | undefined }) {
  const navigate = Route.useNavigate();
  const task = useMissionTask(taskId);
  return (
    <WithTaskBar taskId={taskId} taskTitle={task.title}>
      <MissionEditor
        fence={task.fence}
        saveLabel={task.saveLabel}
        onSaved={(record) => {
          task.publish(record);
          void navigate({ to: '/missions/$missionId', params: { missionId: record.id }, search: { taskId }, replace: true });
        }}
      />
    </WithTaskBar>
  );
}

function NewMissionRoute() {
  const { taskId } = Route.useSearch();
  return (
    <RequireArea area="flights">
      <NewMission taskId={taskId} />
    </RequireArea>
  );
}
