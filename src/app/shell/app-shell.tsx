import { useCallback, useState, type ReactNode } from 'react';
import { CommandPalette, usePaletteShortcut } from './command-palette';
import { Header } from './header';
import type { PaletteSource } from './modules';
import { Nav } from './nav';
import { OfflineBanner } from './offline-banner';
import { usePreloadLightRoutes } from './use-preload-light-routes';
import { useRecoverConnection } from './use-recover-connection';

/** The signed-in layout: header, side navigation, offline banner, and the route's content. */
export function AppShell({ children, paletteSources }: { children: ReactNode; paletteSources: readonly PaletteSource[] }) {
  const [paletteOpen, setPaletteOpen] = useState(false);
  const openPalette = useCallback(() => setPaletteOpen(true), []);
  usePaletteShortcut(openPalette);
  useRecoverConnection();
  usePreloadLightRoutes();

  return (
    <div className="flex h-full flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-accent focus:px-3 focus:py-1 focus:text-accent-fg"
      >
        Skip to content
      </a>
      <Header onOpenPalette={openPalette} />
      <OfflineBanner />
      <div className="flex min-h-0 flex-1">
        <aside aria-label="Sidebar" className="w-48 shrink-0 border-r border-line bg-surface">
          <Nav />
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 overflow-auto">
          {children}
        </main>
      </div>
      <CommandPalette open={paletteOpen} onClose={() => setPaletteOpen(false)} sources={paletteSources} />
    </div>
  );
}
