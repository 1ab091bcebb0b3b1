import { MEDIA_TYPES, type MediaItem } from '@/lib/contract/media';
import { formatDateTime } from '@/lib/format/format';
import { plural } from '@/lib/format/plural';

export const typeLabel = (type: string | null | undefined): string =>
  type && type in MEDIA_TYPES ? MEDIA_TYPES[type as keyof typeof MEDIA_TYPES] : 'file';

export const isFolder = (item: Pick<MediaItem, 'type'>): boolean => item.type === 'F';

export const displayName = (item: Pick<MediaItem, 'name' | 'id'>): string => item.name?.trim() || item.id;

/** ISO or epoch-ms date as local date and time; nothing when absent or unreadable. */
export function formatDate(v: string | number | null | undefined): string | undefined {
  if (v === null || v === undefined || v === '') return undefined;
  const d = new Date(typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v);
  return Number.isNaN(d.getTime()) ? undefined : formatDateTime(d);
}

/** "3 items" / "1 item" (the one plural helper). */
export const countLabel = (n: number, noun = 'item'): string => plural(n, noun);

/**
 * The picture's text alternative: its file name, and the caption or comment the file carries
 * (additionalProperties `caption`/`description`), so a screen reader hears more than "image".
 */
export function imageAlt(item: Pick<MediaItem, 'name' | 'id' | 'metadata'>): string {
  let caption: string | undefined;
  try {
    const extra: unknown = JSON.parse(item.metadata?.additionalProperties ?? '{}');
    if (extra && typeof extra === 'object') {
      const c = (extra as Record<string, unknown>).caption ?? (extra as Record<string, unknown>).description;
      caption = typeof c === 'string' && c.trim() ? c.trim() : undefined;
    }
  } catch {
    caption = undefined; // not JSON: no caption
  }
  return caption ? `${displayName(item)}: ${caption}` : displayName(item);
}
