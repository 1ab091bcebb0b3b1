import { z } from 'zod';
import type { MediaListFilters } from '@/lib/resources/media';
import type { MediaItem } from '@/lib/contract/media';

/** The explorer's state in the URL: a link reproduces the folder, view, order, filters and preview. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);
const text = z.string().trim().min(1).max(200).optional().catch(undefined);

export const MediaSearchSchema = z.object({
  /** Child location of the open folder (`team/a/b`); absent: the team's root. */
  folder: text,
  view: z.enum(['grid', 'list']).optional().catch(undefined),
  sort: z.enum(['newest', 'oldest', 'name', 'taken-newest', 'taken-oldest']).optional().catch(undefined),
  type: z.enum(['F', 'I', 'V', 'M', 'R', 'FL', 'D', 'U']).optional().catch(undefined),
  device: text,
  tags: text,
  q: text,
  from: day,
  to: day,
  /** Which time From/To filter: upload (the service's dateFrom/dateTo, creation time) or capture (EXIF, on the loaded items). */
  dates: z.enum(['uploaded', 'taken']).optional().catch(undefined),
  /** Filter the whole drive instead of the open folder. */
  scope: z.enum(['folder', 'drive']).optional().catch(undefined),
  /** The map of the listing's geotagged files beside the grid or preview. */
  map: z.boolean().optional().catch(undefined),
  /** The item shown in the preview. */
  item: text,
  /** A video's frame to open at (an analytics detection's frame_number). */
  frame: z.number().int().min(0).max(100_000_000).optional().catch(undefined),
});
export type MediaSearch = z.infer<typeof MediaSearchSchema>;

export const FILTER_KEYS = ['type', 'device', 'tags', 'q', 'from', 'to'] as const;

export const hasFilters = (s: MediaSearch): boolean => FILTER_KEYS.some((k) => s[k] !== undefined);

/** The service's list arguments for the screen. Name order is applied to what is loaded (the service orders by date). */
export function listFiltersOf(s: MediaSearch, rootLocation: string): MediaListFilters {
  const f: MediaListFilters = { sort: s.sort === 'oldest' ? 'asc' : 'desc' };
  if (!(s.scope === 'drive' && hasFilters(s))) f.location = s.folder ?? rootLocation;
  if (s.type) f.type = s.type;
  if (s.device) f.deviceId = s.device;
  if (s.tags) f.tags = s.tags;
  if (s.q) f.name = s.q;
  // Taken-time bounds are applied to what is loaded (takenFilter): the service's dates are upload times.
  if (s.from && s.dates !== 'taken') f.dateFrom = `${s.from}T00:00:00.000Z`;
  if (s.to && s.dates !== 'taken') f.dateTo = `${s.to}T23:59:59.999Z`;
  return f;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * When the photo was taken, as sortable text: the camera's wall clock (`2021-05-28T10:33:46`) the
 * service read from EXIF, else the UTC instant it knows (GPS time or an EXIF offset); undefined for a
 * file that states none. Wall clocks of different zones compare as written (DJI writes no zone).
 */
export function takenAt(item: Pick<MediaItem, 'metadata'>): string | undefined {
  try {
    const extra: unknown = JSON.parse(item.metadata?.additionalProperties ?? '{}');
    if (extra && typeof extra === 'object') {
      const e = extra as Record<string, unknown>;
      const v = e.captureTime ?? e.captureTimeUtc;
      if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v)) return v.replace(/Z$/, '');
    }
  } catch {
    // not JSON: no capture time
  }
  return undefined;
}

/** Folders first (a file manager's habit), then by name or taken time when asked, else in the service's date order. */
export function orderItems(items: readonly MediaItem[], sort: MediaSearch['sort']): MediaItem[] {
  const isFolder = (i: MediaItem) => (i.type === 'F' ? 0 : 1);
  const copy = [...items];
  if (sort === 'name') copy.sort((a, b) => isFolder(a) - isFolder(b) || collator.compare(a.name ?? '', b.name ?? ''));
  else if (sort === 'taken-newest' || sort === 'taken-oldest') {
    const dir = sort === 'taken-newest' ? -1 : 1;
    copy.sort((a, b) => {
      const [ta, tb] = [takenAt(a), takenAt(b)];
      // Files with no capture time go last either way.
      const rank = isFolder(a) - isFolder(b) || (ta === undefined ? 1 : 0) - (tb === undefined ? 1 : 0);
      return rank || (ta && tb ? dir * (ta < tb ? -1 : ta > tb ? 1 : 0) : 0);
    });
  } else copy.sort((a, b) => isFolder(a) - isFolder(b)); // stable: keeps the date order within each group
  return copy;
}

/** With "taken" dates, the From/To days as bounds on the capture time of the loaded items (folders stay). */
export function takenFilter(items: readonly MediaItem[], s: Pick<MediaSearch, 'from' | 'to' | 'dates'>): MediaItem[] {
  if (s.dates !== 'taken' || (!s.from && !s.to)) return [...items];
  return items.filter((i) => {
    if (i.type === 'F') return true;
    const t = takenAt(i);
    if (!t) return false;
    const d = t.slice(0, 10);
    return (!s.from || d >= s.from) && (!s.to || d <= s.to);
  });
}

/** Ancestor folder ids of a child location, outermost first (the team root is not one). */
export function ancestorIds(location: string | undefined): string[] {
  return (location ?? '').split(/[#/]/).filter(Boolean).slice(1);
}
