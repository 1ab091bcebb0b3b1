import { Dialog } from '@/components/ui/dialog';
import { SHORTCUTS } from '../hooks/use-editor-shortcuts';

/** The editor's keys, opened with `?`. */
export function ShortcutsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Keyboard shortcuts">
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
