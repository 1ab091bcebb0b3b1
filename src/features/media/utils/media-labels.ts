import { MEDIA_TYPES, type MediaItem } from '@/lib/contract/media';
import { formatDateTime } from '@/lib/format/format';

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

/** "3 items" / "1 item". */
export const countLabel = (n: number, noun = 'item'): string => `${n} ${noun}${n === 1 ? '' : 's'}`;
