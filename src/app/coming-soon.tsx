import { Link } from '@tanstack/react-router';

/** An honest page for a module that is not built yet: it exists, and says so. */
export function ComingSoon({ module, summary }: { module: string; summary: string }) {
  return (
    <section aria-labelledby="coming-title" className="mx-auto mt-12 flex max-w-xl flex-col gap-3 p-6">
      <h1 id="coming-title" className="text-2xl font-semibold">
        {module}
      </h1>
      <p className="text-muted">{summary}</p>
      <p className="rounded-md border border-line bg-surface p-4 text-sm">
        <strong>Coming.</strong> This module is not built yet in this dashboard. The service already offers its API; nothing here pretends
        otherwise.
      </p>
      <p className="text-sm">
        Meanwhile, go to{' '}
        <Link to="/channels" className="text-accent underline">
          Channels
        </Link>
        .
      </p>
    </section>
  );
}
