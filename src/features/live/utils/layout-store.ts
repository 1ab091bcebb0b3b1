import { z } from 'zod';
import { GridLayoutSchema, type GridLayout } from './grid-layout';

/**
 * Saved multi-view layouts, per user, in localStorage. Holds only layout names and device ids,
 * never a credential; keyed by userId so two people on one browser keep their own.
 */
const SavedSchema = z.object({ layout: GridLayoutSchema, deviceIds: z.array(z.string()).max(64), channelId: z.string().optional() });
export type SavedLayout = z.infer<typeof SavedSchema>;
const StoreSchema = z.record(z.string(), SavedSchema);

const key = (userId: string) => `lops.live.layouts.${userId}`;

export function loadLayouts(userId: string, storage: Storage = localStorage): Record<string, SavedLayout> {
  try {
    const parsed = StoreSchema.safeParse(JSON.parse(storage.getItem(key(userId)) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** false when the browser refused to store it (storage full or blocked): the layout still lives in the URL. */
export function saveLayout(userId: string, name: string, layout: SavedLayout, storage: Storage = localStorage): boolean {
  const all = { ...loadLayouts(userId, storage), [name]: layout };
  try {
    storage.setItem(key(userId), JSON.stringify(all));
    return true;
  } catch {
    return false;
  }
}

/** Same layout, same devices in the same order, same channel. */
export function sameLayout(a: SavedLayout, b: SavedLayout): boolean {
  return a.layout === b.layout && (a.channelId ?? '') === (b.channelId ?? '') && a.deviceIds.join(',') === b.deviceIds.join(',');
}

export function deleteLayout(userId: string, name: string, storage: Storage = localStorage): void {
  const all = loadLayouts(userId, storage);
  delete all[name];
  storage.setItem(key(userId), JSON.stringify(all));
}

export type { GridLayout };
