import { Lock } from 'lucide-react';

/** What a member sees instead of the Team view (the service allows it to admins only; never a raw 403). */
export function TeamViewUnavailable() {
  return (
    <section role="note" aria-label="Team view unavailable" className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4">
      <h2 className="font-semibold">
        <Lock aria-hidden className="mr-1 inline h-4 w-4 align-[-2px]" />
        The Team view is for team admins
      </h2>
      <p className="text-sm">
        It lists every job of your team, and the service shows that list to admins only. You are signed in as a member: your jobs are under
        “Assigned to me”, and the whole company&apos;s tasks under “Company tasks”. Ask an admin of your team if you need a job that is not
        assigned to you.
      </p>
    </section>
  );
}
