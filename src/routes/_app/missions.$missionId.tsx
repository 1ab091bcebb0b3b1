import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RequireArea } from '@/app/not-connected';
import { MissionEditor } from '@/features/missions/components/mission-editor';
import { NotFoundPage } from '@/components/not-found-page';
import { orNotFound } from '@/lib/api/not-found';
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
    if (credentialFor('flights')) return orNotFound(context.queryClient.ensureQueryData(missionQueryOptions(params.missionId)));
  },
  staticData: { compactNav: true },
  component: MissionEditorRoute,
  notFoundComponent: MissionNotFound,
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

/** Another team's mission, a deleted one or a mistyped id: inside the shell, with the way back. */
function MissionNotFound() {
  return (
    <NotFoundPage title="Mission not found" backTo="/missions" backLabel="Back to missions">
      There is no mission with this id in your team. It may have been deleted, or it belongs to another team.
    </NotFoundPage>
  );
}
