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
  sort: z.enum(['newest', 'oldest', 'name']).optional().catch(undefined),
  type: z.enum(['F', 'I', 'V', 'M', 'R', 'FL', 'D', 'U']).optional().catch(undefined),
  device: text,
  tags: text,
  q: text,
  from: day,
  to: day,
  /** Filter the whole drive instead of the open folder. */
  scope: z.enum(['folder', 'drive']).optional().catch(undefined),
  /** The map of the listing's geotagged files beside the grid or preview. */
  map: z.boolean().optional().catch(undefined),
  /** The item shown in the preview. */
  item: text,
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
  if (s.from) f.dateFrom = `${s.from}T00:00:00.000Z`;
  if (s.to) f.dateTo = `${s.to}T23:59:59.999Z`;
  return f;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Folders first (a file manager's habit), then by name when asked, else in the service's date order. */
export function orderItems(items: readonly MediaItem[], sort: MediaSearch['sort']): MediaItem[] {
  const isFolder = (i: MediaItem) => (i.type === 'F' ? 0 : 1);
  const copy = [...items];
  if (sort === 'name') copy.sort((a, b) => isFolder(a) - isFolder(b) || collator.compare(a.name ?? '', b.name ?? ''));
  else copy.sort((a, b) => isFolder(a) - isFolder(b)); // stable: keeps the date order within each group
  return copy;
}

/** Ancestor folder ids of a child location, outermost first (the team root is not one). */
export function ancestorIds(location: string | undefined): string[] {
  return (location ?? '').split(/[#/]/).filter(Boolean).slice(1);
}
