import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RequireArea } from '@/app/not-connected';
import { useSession } from '@/app/use-session';
import { JobsPage } from '@/features/jobs/components/jobs-page';

/** The view and the filters are search params, so a URL reproduces the list. */
const SearchSchema = z.object({
  view: z.enum(['mine', 'team', 'company']).optional().catch(undefined),
  q: z.string().optional().catch(undefined),
  status: z.string().optional().catch(undefined),
  assignee: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/_app/jobs')({
  validateSearch: SearchSchema,
  component: JobsRoute,
});

function JobsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const session = useSession();
  return (
    <RequireArea area="jobs">
      <JobsPage
        search={search}
        role={session?.role}
        onSearch={(next) => void navigate({ search: next, replace: true })}
        onCreated={(job) => void navigate({ to: '/jobs/$jobId', params: { jobId: job.id } })}
      />
    </RequireArea>
  );
}
