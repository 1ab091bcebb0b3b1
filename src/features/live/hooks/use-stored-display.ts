import { useSyncExternalStore } from 'react';
import { getStoredDisplay, subscribeStoredDisplay, type StoredDisplay } from '@/lib/api/display-credential';

/** What this browser remembers as a wall display (a display credential or a streams credential). */
export function useStoredDisplay(): StoredDisplay | null {
  return useSyncExternalStore(subscribeStoredDisplay, getStoredDisplay, getStoredDisplay);
}
