import { useState } from 'react';
import { loadLayouts, saveLayout, type SavedLayout } from '../utils/layout-store';

/** Named layouts of this user, kept in this browser. */
export function SavedLayouts({
  userId,
  current,
  onLoad,
  onSaved,
}: {
  userId: string;
  current: SavedLayout;
  /** `name`: the saved layout's name, which titles a wall opened from it. */
  onLoad(s: SavedLayout, name: string): void;
  onSaved?: (name: string) => void;
}) {
  const [saved, setSaved] = useState(() => loadLayouts(userId));
  const [name, setName] = useState('');
  const save = () => {
    const n = name.trim();
    if (!n) return;
    saveLayout(userId, n, current);
    setSaved(loadLayouts(userId));
    setName('');
    onSaved?.(n);
  };
  return (
    <div className="flex items-center gap-1 text-xs">
      <select
        aria-label="Saved layouts"
        value=""
        onChange={(e) => {
          const s = saved[e.target.value];
          if (s) onLoad(s, e.target.value);
        }}
        className="rounded border border-line bg-surface px-2 py-1"
      >
        <option value="">Saved layouts…</option>
        {Object.keys(saved).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <input
        aria-label="Layout name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        placeholder="Name"
        maxLength={60}
        className="w-24 rounded border border-line bg-surface px-2 py-1"
      />
      <button
        type="button"
        onClick={save}
        disabled={!name.trim()}
        className="rounded border border-line bg-raised px-2 py-1 disabled:opacity-50"
      >
        Save layout
      </button>
    </div>
  );
}
