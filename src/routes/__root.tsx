import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context';
import { RouteError } from '@/app/route-error';
import { ReauthDialog } from '@/app/shell/reauth-dialog';
import { Toaster } from '@/app/toaster';

/** The root: toasts and the re-sign-in dialog exist on every screen, including full-screen ones. */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  errorComponent: RouteError,
  notFoundComponent: NotFound,
});

function Root() {
  return (
    <>
      <Outlet />
      <Toaster />
      <ReauthDialog />
    </>
  );
}

function NotFound() {
  return (
    <main className="p-8">
      <h1 className="text-xl font-semibold">Page not found</h1>
      <p className="mt-2 text-muted">
        There is nothing at this address.{' '}
        <a className="text-accent underline" href="/">
          Go to the dashboard
        </a>
        .
      </p>
    </main>
  );
}
