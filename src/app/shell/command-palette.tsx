import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { getSession } from '@/lib/api/session';
import { mayShow } from '@/lib/contract/permissions';
import { MODULES, type PaletteItem, type PaletteSource } from './modules';

/** The modules the caller may open, as the nav shows them (the audit log only where `audit.read` is allowed). */
const moduleItems = (): PaletteItem[] =>
  MODULES.filter((m) => !m.permission || mayShow(getSession()?.role, m.permission).allowed).map((m) => ({
    id: `module:${m.to}`,
    label: m.label,
    group: 'Modules',
    to: m.to,
  }));

export interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
  sources: readonly PaletteSource[];
}

/** Ctrl/Cmd+K: type to filter modules and entities, arrows to move, Enter to go. */
export function CommandPalette({ open, onClose, sources }: CommandPaletteProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [entities, setEntities] = useState<PaletteItem[]>([]);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setQuery('');
    setActive(0);
    setEntities([]);
    // Each source adds its entries as soon as it answers: the always-offered actions ("New
    // mission") do not wait for the slowest list. Added below what is shown, so the picked entry
    // never moves under the keyboard. Sources that fail (not connected, offline) add nothing.
    for (const source of sources) {
      source(queryClient).then(
        (found) => {
          if (!cancelled) setEntities((shown) => [...shown, ...found]);
        },
        () => undefined,
      );
    }
    return () => {
      cancelled = true;
    };
  }, [open, sources, queryClient]);

  const items = useMemo(() => {
    const q = query.trim().toLowerCase();
    // Read when the palette opens (`entities` is reset then): a sign-in as another role is seen.
    const all = [...moduleItems(), ...entities];
    return q ? all.filter((i) => i.label.toLowerCase().includes(q) || i.group.toLowerCase().includes(q)) : all;
  }, [query, entities]);

  const go = (item: PaletteItem | undefined) => {
    if (!item) return;
    onClose();
    item.run?.();
    void navigate({ to: item.to as '/', search: item.search as never });
  };

  return (
    <Dialog open={open} onClose={onClose} title="Jump to" className="self-start mt-[12vh]">
      <input
        autoFocus
        role="combobox"
        aria-label="Search modules and channels"
        aria-expanded
        aria-controls={listId}
        aria-activedescendant={items[active] ? `${listId}-${active}` : undefined}
        value={query}
        placeholder="Type a module or channel name"
        className="rounded-md border border-line bg-canvas px-3 py-2 text-sm"
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, items.length - 1));
          else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0));
          else if (e.key === 'Enter') go(items[active]);
          else return;
          e.preventDefault();
        }}
      />
      <ul id={listId} role="listbox" aria-label="Results" className="max-h-80 overflow-auto">
        {items.length === 0 && <li className="p-2 text-sm text-muted">Nothing matches.</li>}
        {items.map((item, i) => (
          <li
            key={item.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={`flex cursor-pointer justify-between rounded px-3 py-2 text-sm ${i === active ? 'bg-raised text-fg' : 'text-muted'}`}
            onMouseEnter={() => setActive(i)}
            onClick={() => go(item)}
          >
            <span>{item.label}</span>
            <span className="text-xs">{item.group}</span>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

/** Opens the palette on Ctrl+K / Cmd+K anywhere in the app. */
export function usePaletteShortcut(open: () => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}
