import { memo, useCallback, useRef } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RequireArea } from '@/app/not-connected';
import { MissionEditor } from '@/features/missions/components/mission-editor';
import { NotFoundPage } from '@/components/not-found-page';
import { orNotFound } from '@/lib/api/not-found';
import { editorViewSearch, type EditorViewSearch } from '@/features/missions/hooks/editor-url-view';
import { credentialFor } from '@/lib/api/session';
import { missionQueryOptions } from '@/lib/resources/missions';
import { WithTaskBar } from './-mission-task-bar';
import { useMissionTask } from './-use-mission-task';

const SearchSchema = z.object({
  /** A task whose geofence the mission is checked against (and published to). */
  taskId: z.string().optional().catch(undefined),
  ...editorViewSearch.shape,
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

// Memoised: the view in the URL changes while panning, and the editor must not re-render for it.
const Editor = memo(function Editor({
  missionId,
  taskId,
  initialView,
}: {
  missionId: string;
  taskId: string | undefined;
  initialView: EditorViewSearch;
}) {
  const { data } = useSuspenseQuery(missionQueryOptions(missionId));
  const task = useMissionTask(taskId);
  const navigate = Route.useNavigate();
  const onViewSearch = useCallback(
    (v: EditorViewSearch) => void navigate({ search: (prev) => ({ ...prev, ...v }), replace: true }),
    [navigate],
  );
  return (
    <WithTaskBar missionId={missionId} taskId={taskId} taskTitle={task.title}>
      <MissionEditor
        key={missionId}
        missionId={missionId}
        record={data}
        fence={task.fence}
        saveLabel={task.saveLabel}
        onSaved={task.publish}
        initialView={initialView}
        onViewSearch={onViewSearch}
      />
    </WithTaskBar>
  );
});

function MissionEditorRoute() {
  const { missionId } = Route.useParams();
  const search = Route.useSearch();
  // The view the link asked for, read when this mission opens (the URL follows the editor after).
  const opened = useRef({ missionId, view: search });
  if (opened.current.missionId !== missionId) opened.current = { missionId, view: search };
  return (
    <RequireArea area="flights">
      <Editor missionId={missionId} taskId={search.taskId} initialView={opened.current.view} />
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
