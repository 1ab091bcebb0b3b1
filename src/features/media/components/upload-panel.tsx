import { Button, buttonClass } from '@/components/ui/button';
import { uploadStore } from '../hooks/upload-store';
import { useUploads } from '../hooks/use-uploads';
import { formatBytes } from '../utils/metadata-format';
import { uploadTotals, type UploadEntry } from '../utils/upload-queue';
import { toast } from '@/components/ui/toast';

const STATUS: Record<UploadEntry['status'], string> = {
  queued: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Failed',
  cancelled: 'Cancelled',
  interrupted: 'Did not finish',
};

const pct = (loaded: number, size: number) => (size > 0 ? Math.round((loaded / size) * 100) : 100);

/** The queue: total and per-file progress, cancel/retry, and after a reload the files to pick again. */
export function UploadPanel() {
  const entries = useUploads();
  if (entries.length === 0) return null;
  const t = uploadTotals(entries);
  const interrupted = entries.filter((e) => e.status === 'interrupted');
  return (
    <section aria-label="Uploads" className="flex max-h-72 flex-col gap-2 border-t border-line bg-surface p-3">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <h2 className="font-semibold">Uploads</h2>
        <span className="text-muted">
          {t.done} of {t.count} files · {formatBytes(t.loaded) ?? '0 B'} of {formatBytes(t.size) ?? '0 B'}
          {t.failed > 0 && <span className="text-danger"> · {t.failed} not uploaded</span>}
        </span>
        <progress aria-label="Total upload progress" className="h-2 w-48" max={100} value={pct(t.loaded, t.size)} />
        {interrupted.length > 0 && (
          <label className={`${buttonClass('primary', 'sm')} cursor-pointer`}>
            Choose the unfinished files again
            <input
              type="file"
              multiple
              className="sr-only"
              onChange={(e) => {
                const unmatched = uploadStore.resume([...(e.target.files ?? [])]);
                if (unmatched.length)
                  toast.info(`${unmatched.length} chosen file(s) match no unfinished upload (name and size must match).`);
                e.target.value = '';
              }}
            />
          </label>
        )}
        <Button size="sm" variant="ghost" className="ml-auto" onClick={() => uploadStore.clear(true)}>
          Clear finished
        </Button>
      </div>
      <ul className="min-h-0 overflow-auto text-sm">
        {entries.map((e) => (
          <li key={e.id} aria-label={`Upload of ${e.name}`} className="flex items-center gap-2 border-b border-line py-1">
            <span className="min-w-0 flex-1 truncate" title={`${e.name} → ${e.folderName}`}>
              {e.name} <span className="text-xs text-muted">→ {e.folderName}</span>
            </span>
            <span className="w-16 text-right text-xs tabular-nums text-muted">{formatBytes(e.size)}</span>
            <progress
              aria-label={`Progress of ${e.name}`}
              className="h-2 w-32"
              max={100}
              value={pct(e.status === 'done' ? e.size : e.loaded, e.size)}
            />
            <span
              className={`w-28 text-xs ${e.status === 'failed' || e.status === 'interrupted' ? 'text-danger' : e.status === 'done' ? 'text-ok' : 'text-muted'}`}
              title={e.error}
            >
              {STATUS[e.status]}
            </span>
            {(e.status === 'queued' || e.status === 'uploading') && (
              <Button size="sm" aria-label={`Cancel ${e.name}`} onClick={() => uploadStore.cancel(e.id)}>
                Cancel
              </Button>
            )}
            {(e.status === 'failed' || e.status === 'cancelled') && (
              <Button size="sm" aria-label={`Retry ${e.name}`} onClick={() => uploadStore.retry(e.id)}>
                Retry
              </Button>
            )}
            {e.error && e.status === 'failed' && <span className="sr-only">{e.error}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
