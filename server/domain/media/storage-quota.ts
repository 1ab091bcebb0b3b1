import type { StorageUsage } from '../../../src/lib/contract/storage';
import { quotaRefusal } from '../../../src/lib/contract/storage';
import { DomainError } from '../errors';
import type { Db } from '../../store/db';
import type { MediaService } from './media-service';

export type StorageQuota = ReturnType<typeof createStorageQuota>;

/** Space an upload holds while its bytes arrive. */
export interface StorageHold {
  /** Takes `bytes` more; false (taking nothing) when they would cross the quota. */
  take(bytes: number): boolean;
  /** Ends the hold: the file is stored (its size now counts from the drive) or refused. */
  release(): void;
}

/**
 * A team's storage quota (TEAM_STORAGE_QUOTA_GB). Uploads used to take 2 GiB each with no bound
 * per team. The bytes an upload is still receiving count as used, so two uploads at once cannot
 * both take the last free space.
 */
function createStorageQuota(media: MediaService, quotaBytes: number) {
  const held = new Map<string, number>();
  const heldBy = (teamId: string) => held.get(teamId) ?? 0;

  function usage(teamId: string): StorageUsage {
    return { usedBytes: media.store.usedBytes(teamId) + heldBy(teamId), quotaBytes };
  }

  function hold(teamId: string): StorageHold {
    let mine = 0;
    let stored = media.store.usedBytes(teamId); // read once: a chunk must not cost a SUM over the drive
    return {
      take(bytes) {
        if (stored + heldBy(teamId) + bytes > quotaBytes) {
          stored = media.store.usedBytes(teamId); // deletes since the start may have made room
          if (stored + heldBy(teamId) + bytes > quotaBytes) return false;
        }
        mine += bytes;
        held.set(teamId, heldBy(teamId) + bytes);
        return true;
      },
      release() {
        const left = heldBy(teamId) - mine;
        mine = 0;
        if (left > 0) held.set(teamId, left);
        else held.delete(teamId);
      },
    };
  }

  return { usage, hold };
}

/** The 507 of an upload that does not fit; `bytes` unknown when the body came without a length. */
export const quotaExceeded = (usage: StorageUsage, bytes?: number) => new DomainError('INSUFFICIENT_STORAGE', quotaRefusal(usage, bytes));

const byDb = new WeakMap<Db, StorageQuota>();

/** The one quota of a service (uploads hold space, the drive's storageUsage reads it): one per database. */
export function storageQuotaFor(db: Db, media: MediaService, quotaBytes: number): StorageQuota {
  let quota = byDb.get(db);
  if (!quota) byDb.set(db, (quota = createStorageQuota(media, quotaBytes)));
  return quota;
}
