import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireSession } from '@/app/require-session';
import { RouteError } from '@/app/route-error';
import { AppShell } from '@/app/shell/app-shell';
import { PALETTE_SOURCES } from '@/app/shell/palette-sources';
import type { QueryClient } from '@tanstack/react-query';

// The modules' entries (missions, cameras, live actions, walls) load with the palette's first
// search, not with the shell: they bring their resource clients, which the initial bundle has no room for.
const missionsPalette = () => import('@/features/missions/components/palette-missions');
const missionActionsSource = async () => (await missionsPalette()).missionActionsSource();
const missionsPaletteSource = async (qc: QueryClient) => (await missionsPalette()).missionsPaletteSource(qc);
const livePalette = () => import('@/features/live/components/palette-live');
const livePaletteSource = async (qc: QueryClient) => (await livePalette()).livePaletteSource(qc);
const wallsPaletteSource = async (qc: QueryClient) => (await livePalette()).wallsPaletteSource(qc);

const SOURCES = [...PALETTE_SOURCES, missionActionsSource, missionsPaletteSource, livePaletteSource, wallsPaletteSource];

/** The signed-in layout (pathless): auth guard + shell around every module. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => requireSession(location.href),
  component: AppLayout,
  errorComponent: RouteError,
});

function AppLayout() {
  return (
    <AppShell paletteSources={SOURCES}>
      <Outlet />
    </AppShell>
  );
}
