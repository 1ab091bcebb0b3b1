import { z } from 'zod';

/**
 * A team's media drive space (extension: GraphQL `storageUsage`). The service refuses an upload
 * that would take the team past `quotaBytes` (TEAM_STORAGE_QUOTA_GB) with 507 and a sentence
 * saying how much is left; the drive shows the same figures.
 */
export const StorageUsageSchema = z.object({ usedBytes: z.number(), quotaBytes: z.number() });
export type StorageUsage = z.infer<typeof StorageUsageSchema>;

/** A size in binary units with at most one decimal ("49.8 GB", "50 GB", "312 KB"): the words of the refusal and the drive. */
export function formatStorage(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let v = Math.max(0, bytes);
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  const shown = u === 0 ? String(Math.round(v)) : v.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${units[u]}`;
}

/** The refusal sentence of an upload that does not fit; `fileBytes` unknown for a body sent without a length. */
export function quotaRefusal(usage: StorageUsage, fileBytes?: number): string {
  const holds = `The team's drive holds ${formatStorage(usage.usedBytes)} of ${formatStorage(usage.quotaBytes)}`;
  const left = formatStorage(Math.max(0, usage.quotaBytes - usage.usedBytes));
  return fileBytes === undefined
    ? `${holds}; this file is larger than the ${left} left`
    : `${holds}; this ${formatStorage(fileBytes)} file does not fit`;
}
