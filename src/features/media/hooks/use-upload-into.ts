import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '@/components/ui/toast';
import { describeError } from '@/lib/api/api-error';
import { createMediaFolder } from '@/lib/resources/media-mutations';
import { invalidateMediaLists } from '@/lib/resources/media-upload';
import type { FolderRef } from '../components/media-context';
import type { PickedFile } from '../utils/dropped-files';
import { uploadStore } from './upload-store';

/**
 * Queues picked or dropped files into a folder. A dropped folder is recreated first (one
 * createFolder per directory, parents before children), then its files are queued into it.
 */
export function useUploadInto() {
  const qc = useQueryClient();
  return useCallback(
    async (files: readonly PickedFile[], to: FolderRef) => {
      if (files.length === 0) return;
      const made = new Map<string, FolderRef>([['', to]]);
      try {
        for (const { dirs } of files) {
          for (let i = 1; i <= dirs.length; i++) {
            const key = dirs.slice(0, i).join('/');
            if (made.has(key)) continue;
            const parent = made.get(dirs.slice(0, i - 1).join('/')) ?? to;
            const name = dirs[i - 1] as string;
            const f = await createMediaFolder({ name, location: parent.location });
            made.set(key, { id: f.id, location: f.location, name });
          }
        }
      } catch (err) {
        toast.error(`Could not create the folders to upload into: ${describeError(err)}`);
        return;
      } finally {
        if (made.size > 1) void invalidateMediaLists(qc);
      }
      uploadStore.enqueue(
        files.map(({ file, dirs }) => {
          const target = made.get(dirs.join('/')) ?? to;
          return { file, location: target.location, folderName: target.name };
        }),
      );
    },
    [qc],
  );
}
