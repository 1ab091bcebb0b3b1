import { memo, useCallback, useRef } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RequireArea } from '@/app/not-connected';
import { MissionEditor } from '@/features/missions/components/mission-editor';
import { editorViewSearch, type EditorViewSearch } from '@/features/missions/hooks/editor-url-view';
import { WithTaskBar } from './-mission-task-bar';
import { useMissionTask } from './-use-mission-task';

const SearchSchema = z.object({
  taskId: z.string().optional().catch(undefined),
  ...editorViewSearch.shape,
});

export const Route = createFileRoute('/_app/missions/new')({
  validateSearch: SearchSchema,
  staticData: { compactNav: true },
  component: NewMissionRoute,
});

// Memoised: the view in the URL changes while panning, and the editor must not re-render for it.
const NewMission = memo(function NewMission({ taskId, initialView }: { taskId: string | undefined; initialView: EditorViewSearch }) {
  const navigate = Route.useNavigate();
  const task = useMissionTask(taskId);
  const onViewSearch = useCallback(
    (v: EditorViewSearch) => void navigate({ search: (prev) => ({ ...prev, ...v }), replace: true }),
    [navigate],
  );
  return (
    <WithTaskBar taskId={taskId} taskTitle={task.title}>
      <MissionEditor
        fence={task.fence}
        saveLabel={task.saveLabel}
        onSaved={(record) => {
          task.publish(record);
          void navigate({ to: '/missions/$missionId', params: { missionId: record.id }, search: { taskId }, replace: true });
        }}
        initialView={initialView}
        onViewSearch={onViewSearch}
      />
    </WithTaskBar>
  );
});

function NewMissionRoute() {
  const search = Route.useSearch();
  const initialView = useRef(search).current;
  return (
    <RequireArea area="flights">
      <NewMission taskId={search.taskId} initialView={initialView} />
    </RequireArea>
  );
}
