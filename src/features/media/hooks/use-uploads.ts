import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { invalidateMediaLists } from '@/lib/resources/media-upload';
import { storageUsageKey } from '@/lib/resources/media-storage';
import type { UploadEntry } from '../utils/upload-queue';
import { uploadStore } from './upload-store';

/** The queue's entries; while mounted, finished uploads refresh the folder lists (debounced). */
export function useUploads(): readonly UploadEntry[] {
  const qc = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // One refetch for a burst of finished files, not one per file.
    uploadStore.setOnUploaded(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void invalidateMediaLists(qc);
        void qc.invalidateQueries({ queryKey: storageUsageKey() });
      }, 400);
    });
    return () => {
      clearTimeout(timer);
      uploadStore.setOnUploaded(null);
    };
  }, [qc]);
  return useSyncExternalStore(uploadStore.subscribe, uploadStore.getSnapshot, uploadStore.getSnapshot);
}
