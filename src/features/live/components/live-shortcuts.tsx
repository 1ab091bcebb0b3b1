import { useEffect, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';

const SHORTCUTS: { keys: string; what: string }[] = [
  { keys: '?', what: 'Show these shortcuts' },
  { keys: 'Ctrl+K', what: 'Find a camera, channel, wall or live action (start, stop, layout)' },
  { keys: 'Enter / double-click', what: 'Focus a tile with its full rendition; again to return' },
  { keys: 'Escape', what: 'Back to the grid' },
  { keys: 'Alt+arrows', what: 'Move the focused tile (multi-view)' },
  { keys: 'Tab', what: 'Move between tiles and their controls' },
];

/** Typing in a field is not a shortcut. */
const typing = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));

/** `?` on every live screen (Live, multi-view, wall, displays) lists the keys. */
export function LiveShortcuts() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '?' || e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      e.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title="Keyboard shortcuts">
      <table className="text-sm" aria-label="Keyboard shortcuts">
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.keys} className="border-b border-line last:border-0">
              <th scope="row" className="whitespace-nowrap py-1 pr-4 text-left font-mono text-xs font-normal text-fg">
                {s.keys}
              </th>
              <td className="py-1 text-muted">{s.what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
