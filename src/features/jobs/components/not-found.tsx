import { NotFoundPage } from '@/components/not-found-page';

/** A job or task id that does not exist for this team (deleted, mistyped, or another team's). */
export function NotFound({ what }: { what: 'job' | 'task' }) {
  return (
    <NotFoundPage title={what === 'job' ? 'Job not found' : 'Task not found'} backTo="/jobs" backLabel="Back to Jobs">
      There is no {what} with this id in your team. It may have been deleted, or it belongs to another team. Check the link, or go back to
      the list.
    </NotFoundPage>
  );
}
