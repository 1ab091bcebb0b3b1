import { useMatches } from '@tanstack/react-router';
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
  // A screen that needs the width (the mission editor) asks for the icon-only sidebar.
  const compact = useMatches({ select: (ms) => ms.some((m) => m.staticData.compactNav === true) });

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
        <aside
          aria-label="Sidebar"
          data-compact={compact || undefined}
          className={`${compact ? 'w-12' : 'w-48'} shrink-0 border-r border-line bg-surface`}
        >
          <Nav compact={compact} />
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 overflow-auto">
          {children}
        </main>
      </div>
      <CommandPalette open={paletteOpen} onClose={() => setPaletteOpen(false)} sources={paletteSources} />
    </div>
  );
}
