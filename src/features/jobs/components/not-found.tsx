import { Link } from '@tanstack/react-router';

/** A job or task id that does not exist for this team (deleted, mistyped, or another team's). */
export function NotFound({ what }: { what: 'job' | 'task' }) {
  return (
    <section
      role="alert"
      aria-label={`${what === 'job' ? 'Job' : 'Task'} not found`}
      className="m-6 flex flex-col gap-2 rounded-lg border border-line bg-surface p-4"
    >
      <h1 className="text-xl font-semibold">{what === 'job' ? 'Job' : 'Task'} not found</h1>
      <p className="text-sm">
        There is no {what} with this id in your team. It may have been deleted, or it belongs to another team. Check the link, or go back to
        the list.
      </p>
      <Link to="/jobs" className="text-sm text-accent hover:underline">
        Back to Jobs
      </Link>
    </section>
  );
}
