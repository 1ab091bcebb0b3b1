import { createFileRoute } from '@tanstack/react-router';
import { RequireArea } from '@/app/not-connected';
import { TaskDetail } from '@/features/jobs/components/task-detail';

export const Route = createFileRoute('/_app/tasks/$taskId')({
  component: TaskRoute,
});

function TaskRoute() {
  const { taskId } = Route.useParams();
  return (
    <RequireArea area="jobs">
      <TaskDetail key={taskId} taskId={taskId} />
    </RequireArea>
  );
}
