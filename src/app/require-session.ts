import { redirect } from '@tanstack/react-router';
import { getSession } from '@/lib/api/session';

/**
 * For `beforeLoad` of any route that needs a signed-in user (the `_app` layout, and
 * full-screen routes outside it such as `/wall`):
 *
 *   beforeLoad: ({ location }) => requireSession(location.href)
 *
 * Without a session it redirects to /sign-in, which comes back to `returnTo` afterwards.
 */
export function requireSession(returnTo?: string): void {
  if (getSession()) return;
  throw redirect({ to: '/sign-in', search: { redirect: safeReturnTo(returnTo) } });
}

/** Only same-app paths, so a crafted link cannot send the user elsewhere after sign-in. */
export function safeReturnTo(target: string | undefined): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/sign-in')) return undefined;
  return target;
}
