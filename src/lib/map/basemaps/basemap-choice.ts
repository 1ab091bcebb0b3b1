import { getSession } from '@/lib/api/session';

/**
 * The chosen basemap: `?basemap=` in the URL wins (a wall or a shared link shows the same map),
 * then the user's last choice (localStorage, per user), then the default.
 */
const PARAM = 'basemap';
const storageKey = () => `lops.basemap.${getSession()?.userId ?? 'anonymous'}`;

export function readBasemapChoice(): string | undefined {
  const fromUrl = new URLSearchParams(window.location.search).get(PARAM);
  if (fromUrl) return fromUrl;
  try {
    return localStorage.getItem(storageKey()) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeBasemapChoice(id: string): void {
  try {
    localStorage.setItem(storageKey(), id);
  } catch {
    // Storage may be off (private mode); the URL still carries the choice.
  }
  const url = new URL(window.location.href);
  url.searchParams.set(PARAM, id);
  // Replace, not push: switching the map is not a navigation the Back button should undo.
  window.history.replaceState(window.history.state, '', url);
}
