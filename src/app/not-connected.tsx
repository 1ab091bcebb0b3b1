import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import type { AuthArea } from '@/lib/contract/auth';
import { AREA_INFO, credentialLabel } from './auth/areas';
import { useMissingAreas } from './use-session';

/** Shown by a module whose auth area has no credential in this session, in its place (so its heading is the page's h1). */
export function NotConnected({ area }: { area: AuthArea }) {
  const info = AREA_INFO[area];
  return (
    <section
      aria-labelledby="not-connected-title"
      className="mx-auto mt-10 flex max-w-lg flex-col gap-3 rounded-lg border border-warn/60 bg-surface p-6"
    >
      <h1 id="not-connected-title" className="flex items-center gap-2 text-lg font-semibold text-warn">
        <span aria-hidden>⊘</span> Not connected: {info.label}
      </h1>
      <p className="text-sm">
        This module needs a <strong>{credentialLabel(area)}</strong>, and this session has none. Sign in again and paste it to use{' '}
        {info.modules}.
      </p>
      <div>
        <Link to="/sign-in" search={{ mode: 'own' }} className={buttonClass('primary')}>
          Sign in with credentials
        </Link>
      </div>
    </section>
  );
}

/** Renders children only when the session has the area's credential. */
export function RequireArea({ area, children }: { area: AuthArea; children: ReactNode }) {
  const missing = useMissingAreas();
  return missing.includes(area) ? <NotConnected area={area} /> : <>{children}</>;
}
