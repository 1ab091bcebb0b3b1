import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { formatStorage } from '@/lib/contract/storage';
import { storageUsageQueryOptions } from '@/lib/resources/media-storage';
import { uploadStore } from '../hooks/upload-store';

/**
 * The team drive's space: used of quota and what is left, beside the upload buttons, so a
 * refusal (507, "this file does not fit") is never the first a user hears of a full drive.
 * Renders nothing while loading or when the service does not say.
 */
export function StorageMeter() {
  const { data } = useQuery(storageUsageQueryOptions());
  // The queue refuses a file that cannot fit before sending it (the service would refuse it too).
  useEffect(() => uploadStore.setStorageUsage(data ?? null), [data]);
  if (!data) return null;
  const left = Math.max(0, data.quotaBytes - data.usedBytes);
  const text = `${formatStorage(data.usedBytes)} of ${formatStorage(data.quotaBytes)} used · ${formatStorage(left)} left`;
  return (
    <span className="flex items-center gap-2 text-xs text-muted">
      <meter
        aria-label="Drive space used"
        className="h-2 w-24"
        min={0}
        max={data.quotaBytes}
        high={data.quotaBytes * 0.9}
        value={data.usedBytes}
      />
      <span>{text}</span>
    </span>
  );
}
