import { createFileRoute, useRouter } from '@tanstack/react-router';
import { DisplayPairPage } from '@/features/live/components/display-pair-page';

/** Public: the wall PC pairs here with a one-time code (from a link's fragment or typed). */
export const Route = createFileRoute('/display')({
  component: DisplayRoute,
});

function DisplayRoute() {
  const router = useRouter();
  // The wall address comes from the service's display record: a same-app `/wall?…` path.
  return <DisplayPairPage onPaired={(wallPath) => router.history.replace(wallPath.startsWith('/wall') ? wallPath : '/wall')} />;
}
