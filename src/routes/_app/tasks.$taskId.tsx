import { createFileRoute } from '@tanstack/react-router';
import { RequireArea } from '@/app/not-connected';
import { prefetchInBackground } from '@/app/prefetch-in-background';
import { TaskDetail } from '@/features/jobs/components/task-detail';
import { credentialFor } from '@/lib/api/session';

export const Route = createFileRoute('/_app/tasks/$taskId')({
  // Split: the page (its map is most of the download). Not split: the loader, which imports only the
  // tasks resource module, so the task is requested while the page's chunks load, not after them.
  codeSplitGroupings: [['component']],
  loader: ({ context, params }) => {
    if (!credentialFor('jobs')) return;
    prefetchInBackground(
      () => import('@/lib/resources/tasks'),
      (m) => context.queryClient.prefetchQuery(m.taskQueryOptions(params.taskId)),
    );
  },
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
