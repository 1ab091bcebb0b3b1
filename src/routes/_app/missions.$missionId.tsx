import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RequireArea } from '@/app/not-connected';
import { MissionEditor } from '@/features/missions/components/mission-editor';
import { credentialFor } from '@/lib/api/session';
import { missionQueryOptions } from '@/lib/resources/missions';
import { WithTaskBar } from './-mission-task-bar';
import { useMissionTask } from './-use-mission-task';

const SearchSchema = z.object({
  /** A task whose geofence the mission is checked against (and published to). */
  taskId: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/_app/missions/$missionId')({
  validateSearch: SearchSchema,
  loader: ({ context, params }) => {
    if (credentialFor('flights')) return context.queryClient.ensureQueryData(missionQueryOptions(params.missionId));
  },
  component: MissionEditorRoute,
});

function Editor({ missionId, taskId }: { missionId: string; taskId: string | undefined }) {
  const { data } = useSuspenseQuery(missionQueryOptions(missionId));
  const task = useMissionTask(taskId);
  return (
    <WithTaskBar missionId={missionId} taskId={taskId} taskTitle={task.title}>
      <MissionEditor
        key={missionId}
        missionId={missionId}
        record={data}
        fence={task.fence}
        saveLabel={task.saveLabel}
        onSaved={task.publish}
      />
    </WithTaskBar>
  );
}

function MissionEditorRoute() {
  const { missionId } = Route.useParams();
  const { taskId } = Route.useSearch();
  return (
    <RequireArea area="flights">
      <Editor missionId={missionId} taskId={taskId} />
    </RequireArea>
  );
}
