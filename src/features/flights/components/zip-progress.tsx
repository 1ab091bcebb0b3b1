import { Button } from '@/components/ui/button';
import { formatBytes } from '@/lib/format/bytes';
import { MEMORY_LIMIT_BYTES, type ZipState } from '../hooks/use-zip-download';

const size = (b: number) => formatBytes(b) ?? '0 B';

/** Progress of a ZIP download in words: bytes so far, where it goes, and a way to stop it. */
export function ZipProgress({ state, onCancel, onDismiss }: { state: ZipState; onCancel: () => void; onDismiss: () => void }) {
  if (state.status === 'idle') return null;
  if (state.status === 'running') {
    const where =
      state.mode === 'disk'
        ? 'writing to the file you chose'
        : `held in memory until saved (this browser cannot stream to disk; limit ${size(MEMORY_LIMIT_BYTES)})`;
    return (
      <span role="status" className="flex items-center gap-2">
        <progress aria-label="ZIP download" />
        ZIP of {state.count.toLocaleString()} logs: {size(state.bytes)} received, {where}
        <Button size="sm" onClick={onCancel}>
          Cancel download
        </Button>
      </span>
    );
  }
  const text =
    state.status === 'done'
      ? `ZIP saved (${size(state.bytes)}).`
      : state.status === 'cancelled'
        ? 'ZIP download cancelled.'
        : `ZIP download failed: ${state.message}`;
  return (
    <span role="status" className={`flex items-center gap-2 ${state.status === 'error' ? 'text-danger' : ''}`}>
      {text}
      <Button size="sm" variant="ghost" onClick={onDismiss}>
        Dismiss
      </Button>
    </span>
  );
}
