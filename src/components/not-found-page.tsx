import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';

export interface NotFoundPageProps {
  /** "Mission not found", "Flight not found"… */
  title: string;
  /** What may have happened, in words. */
  children?: ReactNode;
  /** Where the way back leads ("/missions") and what it says ("Back to missions"). */
  backTo: LinkProps['to'];
  backLabel: string;
}

/**
 * A record that does not exist for this team (deleted, mistyped, or another team's). Rendered inside
 * the shell, in place of the screen only: the sidebar stays, and there is no Retry that cannot succeed.
 */
export function NotFoundPage({ title, children, backTo, backLabel }: NotFoundPageProps) {
  return (
    <section
      role="alert"
      aria-label={title}
      className="mx-auto mt-10 flex max-w-lg flex-col gap-3 rounded-lg border border-line bg-surface p-6"
    >
      <h1 className="text-lg font-semibold">{title}</h1>
      <p className="text-sm">
        {children ??
          'There is nothing with this id in your team. It may have been deleted, or it belongs to another team. Check the link, or go back to the list.'}
      </p>
      <div>
        <Link to={backTo} className={buttonClass('primary')}>
          {backLabel}
        </Link>
      </div>
    </section>
  );
}
