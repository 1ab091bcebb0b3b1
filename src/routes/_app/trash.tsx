import { createFileRoute } from '@tanstack/react-router';
import { RequireArea } from '@/app/not-connected';
import { useSession } from '@/app/use-session';
import { TrashPage } from '@/features/trash/components/trash-page';

export const Route = createFileRoute('/_app/trash')({
  component: TrashRoute,
});

function TrashRoute() {
  const session = useSession();
  // The trash extension takes the identity token (the jobs area's credential).
  return (
    <RequireArea area="jobs">
      <TrashPage teamId={session?.teamId} />
    </RequireArea>
  );
}
