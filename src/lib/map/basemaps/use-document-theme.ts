import { useSyncExternalStore } from 'react';
import type { MapTheme } from './default-style';

/**
 * The app's theme as the document carries it (`<html data-theme>`). Read from the document, not
 * from the app shell's store: shared map code may not import `src/app`, and the attribute is what
 * every screen's colours follow anyway.
 */
export const documentTheme = (): MapTheme => (document.documentElement.dataset.theme === 'light' ? 'light' : 'dark');

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** Re-renders when the theme is toggled, so every open map restyles its basemap. */
export function useDocumentTheme(): MapTheme {
  return useSyncExternalStore(subscribe, documentTheme, () => 'dark');
}
