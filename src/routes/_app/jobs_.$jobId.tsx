import { createFileRoute, useRouter } from '@tanstack/react-router';
import { RequireArea } from '@/app/not-connected';
import { prefetchInBackground, preloadRouteCode } from '@/app/prefetch-in-background';
import { useWhenSettled } from '@/app/use-when-settled';
import { JobBoard } from '@/features/jobs/components/job-board';
import { credentialFor } from '@/lib/api/session';

/** A job's board (not nested in the Jobs list: it replaces it). */
export const Route = createFileRoute('/_app/jobs_/$jobId')({
  // Split: the page. Not split: the loader, so the job and its first 1,000 tasks are requested while
  // the page's chunks load, not after them.
  codeSplitGroupings: [['component']],
  loader: ({ context, params }) => {
    if (!credentialFor('jobs')) return;
    prefetchInBackground(
      () => import('@/features/jobs/hooks/use-board-tasks'),
      (m) => m.prefetchBoard(context.queryClient, params.jobId),
    );
  },
  component: JobBoardRoute,
});

function JobBoardRoute() {
  const { jobId } = Route.useParams();
  // Opening a task is what a dispatcher does next: its page's code (the geofence map, maplibre) loads
  // and compiles once the board has its tasks and the browser is idle, not at the click.
  const router = useRouter();
  useWhenSettled(() => preloadRouteCode(router, router.routesById['/_app/tasks/$taskId']));
  return (
    <RequireArea area="jobs">
      <JobBoard key={jobId} jobId={jobId} />
    </RequireArea>
  );
}
