import { createFileRoute } from '@tanstack/react-router';
import { RequireArea } from '@/app/not-connected';
import { JobBoard } from '@/features/jobs/components/job-board';

/** A job's board (not nested in the Jobs list: it replaces it). */
export const Route = createFileRoute('/_app/jobs_/$jobId')({
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
