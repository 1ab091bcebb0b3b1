import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireSession } from '@/app/require-session';
import { RouteError } from '@/app/route-error';
import { AppShell } from '@/app/shell/app-shell';
import type { PaletteSource } from '@/app/shell/modules';
import { channelPaletteSource } from '@/features/channels/api/channel-palette';

/** Entities the command palette can jump to; each module adds its source here. */
const PALETTE_SOURCES: readonly PaletteSource[] = [channelPaletteSource];

/** The signed-in layout (pathless): auth guard + shell around every module. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => requireSession(location.href),
  component: AppLayout,
  errorComponent: RouteError,
});

function AppLayout() {
  return (
    <AppShell paletteSources={PALETTE_SOURCES}>
      <Outlet />
    </AppShell>
  );
}
