import { Link } from '@tanstack/react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/api/api-error';
import type { AuthArea } from '@/lib/contract/auth';

export interface PanelProps {
  title: string;
  /** The module this panel summarises. */
  to: string;
  linkLabel: string;
  /** The auth area the panel's data needs; without its credential the panel says so. */
  area: AuthArea;
  connected: boolean;
  className?: string;
  children: ReactNode;
}

/** One overview panel: a titled region that links to its module and stands or falls on its own. */
export function OverviewPanel({ title, to, linkLabel, connected, className, children }: PanelProps) {
  return (
    <section aria-label={title} className={`flex min-h-0 flex-col gap-2 rounded-lg border border-line bg-surface p-3 ${className ?? ''}`}>
      <header className="flex items-baseline justify-between gap-2">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">{title}</h2>
        <Link to={to} className="text-xs text-accent hover:underline">
          {linkLabel} →
        </Link>
      </header>
      {connected ? (
        children
      ) : (
        <p className="flex items-center gap-2 text-sm text-warn">
          <span aria-hidden>⊘</span>
          <span>
            Not connected.{' '}
            <Link to="/sign-in" search={{ mode: 'own' }} className="underline">
              Sign in with its credential
            </Link>{' '}
            to see this.
          </span>
        </p>
      )}
    </section>
  );
}

/** A panel's headline number, named so a screen reader (and a test) can find it. */
export function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className="flex flex-col">
      <output aria-live="off" aria-label={label} className="text-3xl font-semibold tabular-nums">
        {value}
      </output>
      <span className="text-xs text-muted">{hint ?? label}</span>
    </div>
  );
}

/** Loading and failure of one panel's query; the data once it is there. */
export function QueryBody<T>({ query, what, children }: { query: UseQueryResult<T>; what: string; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <ErrorPanel
        title={`Could not load ${what}`}
        message={describeError(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <Spinner label={`Loading ${what}`} />;
}
