import type { MediaItem } from '@/lib/contract/media';
import { fetchMediaPage } from '@/lib/resources/media';
import type { Detection } from './detection';

/** Files of one name a search looks through at most (the drive-wide list is paged; one page is plenty for one name). */
const LIMIT = 100;

/**
 * The media item a detection names: the drive-wide list filtered by the record's `source_file_name`
 * and device (the spec's list arguments), the exact name only, and of those the one whose creation
 * time is nearest the detection (a recording starts before its frames; a photo is its detection).
 * Without a match on the device, the name alone (a file uploaded without its device). Undefined: not in the drive.
 */
export async function findEvidence(d: Pick<Detection, 'sourceFileName' | 'deviceId' | 'ts'>): Promise<MediaItem | undefined> {
  const pick = (items: readonly MediaItem[]) => {
    const named = items.filter((i) => i.name === d.sourceFileName && i.type !== 'F');
    const at = (i: MediaItem) =>
      typeof i.createdAt === 'number'
        ? i.createdAt
        : i.createdAt
          ? /^\d+$/.test(i.createdAt)
            ? Number(i.createdAt)
            : Date.parse(i.createdAt)
          : Number.NaN;
    // Recordings begin at or before their detections: prefer those, nearest first.
    const score = (i: MediaItem) => {
      const t = at(i);
      if (!Number.isFinite(t)) return Number.MAX_SAFE_INTEGER;
      return t <= d.ts ? d.ts - t : (t - d.ts) * 10;
    };
    return [...named].sort((a, b) => score(a) - score(b))[0];
  };
  const onDevice = await fetchMediaPage({ name: d.sourceFileName, deviceId: d.deviceId }, null, LIMIT);
  const found = pick(onDevice.items);
  if (found) return found;
  const anywhere = await fetchMediaPage({ name: d.sourceFileName }, null, LIMIT);
  return pick(anywhere.items);
}
