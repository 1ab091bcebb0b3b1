import { createFileRoute } from '@tanstack/react-router';
import { RequireArea } from '@/app/not-connected';
import { JobBoard } from '@/features/jobs/components/job-board';
import { credentialFor } from '@/lib/api/session';

/** A job's board (not nested in the Jobs list: it replaces it). */
export const Route = createFileRoute('/_app/jobs_/$jobId')({
  // Split: the page. Not split: the loader, so the job and its first 1,000 tasks are requested while
  // the page's chunks load, not after them.
  codeSplitGroupings: [['component']],
  loader: ({ context, params }) => {
    if (!credentialFor('jobs')) return;
    void import('@/features/jobs/hooks/use-board-tasks').then((m) => m.prefetchBoard(context.queryClient, params.jobId));
  },
  component: JobBoardRoute,
});

function JobBoardRoute() {
  const { jobId } = Route.useParams();
  return (
    <RequireArea area="jobs">
      <JobBoard key={jobId} jobId={jobId} />
    </RequireArea>
  );
}
