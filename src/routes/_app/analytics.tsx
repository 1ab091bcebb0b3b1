import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { RequireArea } from '@/app/not-connected';
import { AnalyticsPage } from '@/features/analytics/components/analytics-page';
import { AnalyticsSearchSchema, type AnalyticsSearchPatch } from '@/features/analytics/utils/analytics-search';

export const Route = createFileRoute('/_app/analytics')({
  validateSearch: AnalyticsSearchSchema,
  component: AnalyticsRoute,
});

function AnalyticsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (patch: AnalyticsSearchPatch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  return (
    <RequireArea area="analytics">
      <AnalyticsPage search={search} onChange={onChange} />
    </RequireArea>
  );
}
