import { useState } from 'react';
import type { MediaItem } from '@/lib/contract/media';
import { displayName } from '../utils/media-labels';
import { useMediaExplorer } from './media-context';
import { MEDIA_NAME_MAX } from '@/lib/contract/limits';

/** Rename in place: Enter saves, Esc (or leaving the field unchanged) cancels; a failure keeps the field open. */
export function InlineRename({ item, onDone }: { item: MediaItem; onDone: () => void }) {
  const actions = useMediaExplorer();
  const [value, setValue] = useState(displayName(item));
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const next = value.trim();
    if (!next || next === displayName(item)) return onDone();
    setBusy(true);
    const ok = await actions.rename(item, next);
    setBusy(false);
    if (ok) onDone();
  };
  return (
    <form
      className="min-w-0 flex-1"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <input
        autoFocus
        aria-label={`New name for ${displayName(item)}`}
        className="w-full rounded border border-accent bg-canvas px-1.5 py-0.5 text-sm"
        value={value}
        maxLength={MEDIA_NAME_MAX}
        disabled={busy}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            onDone();
          }
        }}
        onBlur={() => !busy && value.trim() === displayName(item) && onDone()}
      />
    </form>
  );
}
