import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RequireArea } from '@/app/not-connected';
import { AuditPage } from '@/features/audit/components/audit-page';
import { usePermission } from '@/lib/api/use-permission';
import { AUDIT_ACTIONS } from '@/lib/contract/audit';
import { teamMembersQueryOptions } from '@/lib/resources/users';

const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

const SearchSchema = z.object({
  action: z.enum(AUDIT_ACTIONS).optional().catch(undefined),
  user: z.string().max(200).optional().catch(undefined),
  from: Day,
  to: Day,
});

export const Route = createFileRoute('/_app/audit')({
  validateSearch: SearchSchema,
  component: AuditRoute,
});

function AuditRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const may = usePermission('audit.read');
  const members = useQuery({ ...teamMembersQueryOptions(), enabled: may.allowed });
  if (!may.allowed) {
    return (
      <section role="note" aria-label="Audit log unavailable" className="m-6 rounded-lg border border-line bg-surface p-4 text-sm">
        {may.message}
      </section>
    );
  }
  return (
    <RequireArea area="jobs">
      <AuditPage search={search} onSearch={(next) => void navigate({ search: next })} members={members.data ?? []} />
    </RequireArea>
  );
}
