import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { RequireArea } from '@/app/not-connected';
import { useSession } from '@/app/use-session';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/api/api-error';
import { mediaTeamQueryOptions } from '@/lib/resources/media';
import { MediaPage } from '@/features/media/components/media-page';
import { MediaSearchSchema, type MediaSearch } from '@/features/media/utils/media-search';

/** Folder, view, order, filters and the previewed file are search params: a URL reproduces the screen. */
export const Route = createFileRoute('/_app/media')({
  validateSearch: MediaSearchSchema,
  component: MediaRoute,
});

function MediaRoute() {
  return (
    <RequireArea area="media">
      <MediaExplorer />
    </RequireArea>
  );
}

function MediaExplorer() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const sessionTeam = useSession()?.teamId;
  // A pasted ID token may not say the team: learn it from the drive itself.
  const probe = useQuery({ ...mediaTeamQueryOptions(), enabled: !sessionTeam });
  const onSearch = useCallback(
    (patch: Partial<MediaSearch>, opts?: { push?: boolean }) =>
      void navigate({ search: (prev: MediaSearch) => ({ ...prev, ...patch }), replace: !opts?.push }),
    [navigate],
  );
  const teamId = sessionTeam ?? probe.data;
  if (teamId) return <MediaPage search={search} onSearch={onSearch} teamId={teamId} />;
  if (probe.isPending) return <Spinner label="Opening the media drive" />;
  if (probe.isError)
    return <ErrorPanel title="Could not open the media drive" message={describeError(probe.error)} onRetry={() => void probe.refetch()} />;
  return (
    <p className="p-6 text-sm text-muted">
      Your team’s media drive is empty, and your sign-in does not name your team, so there is nowhere to upload yet.
    </p>
  );
}
