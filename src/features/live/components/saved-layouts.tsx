import { useState } from 'react';
import { loadLayouts, sameLayout, saveLayout, type SavedLayout } from '../utils/layout-store';

/**
 * Named layouts of this user, kept in this browser. Saving says so and names the active layout;
 * a failed save shows an error that the next successful save or load clears.
 */
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
  const [active, setActive] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const activeLayout = active ? saved[active] : undefined;
  const changed = activeLayout ? !sameLayout(activeLayout, current) : false;

  const save = () => {
    const n = name.trim();
    if (!n) return;
    if (!saveLayout(userId, n, current)) {
      setMessage({ kind: 'error', text: `Could not save “${n}”: this browser refused to store it.` });
      return;
    }
    setSaved(loadLayouts(userId));
    setActive(n);
    setName('');
    setMessage({ kind: 'ok', text: `Layout “${n}” saved.` });
    onSaved?.(n);
  };
  const load = (n: string) => {
    const s = saved[n];
    if (!s) return;
    onLoad(s, n);
    setActive(n);
    setMessage(null);
  };

  return (
    <div className="flex flex-wrap items-center gap-1 text-xs">
      <select
        aria-label="Saved layouts"
        value={active && !changed ? active : ''}
        onChange={(e) => load(e.target.value)}
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
      {active ? (
        <span data-testid="active-layout" className="text-muted">
          Active layout: <strong className="text-fg">{active}</strong>
          {changed ? ' (changed)' : ''}
        </span>
      ) : null}
      {message?.kind === 'ok' ? (
        <span role="status" className="text-emerald-500">
          {message.text}
        </span>
      ) : null}
      {message?.kind === 'error' ? (
        <span role="alert" className="text-danger">
          {message.text}
        </span>
      ) : null}
    </div>
  );
}
