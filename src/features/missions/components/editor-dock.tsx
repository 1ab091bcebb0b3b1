import { useState, type ReactNode } from 'react';

/** Below this window height the table and profile start folded, so the map keeps most of the screen. */
const FOLDED_BELOW_PX = 800;
/** The user's choice is kept on this device. */
const KEY = 'missions.editor.dock';

function initiallyOpen(): boolean {
  try {
    const kept = localStorage.getItem(KEY);
    if (kept) return kept === 'open';
  } catch {
    // Storage may be blocked: fall back to the screen size.
  }
  return window.innerHeight >= FOLDED_BELOW_PX;
}

/**
 * The waypoint table and altitude profile under the map. They fold to one line (the map gets the
 * room) and open again with one click; on a short screen (1280×720) they start folded.
 */
export function EditorDock({ children, summary }: { children: ReactNode; summary: string }) {
  const [open, setOpen] = useState(initiallyOpen);
  const toggle = () =>
    setOpen((o) => {
      try {
        localStorage.setItem(KEY, o ? 'folded' : 'open');
      } catch {
        // Not kept: the choice lasts for this screen only.
      }
      return !o;
    });
  return (
    <section aria-label="Waypoints and profile" className="flex flex-col border-t border-line">
      <div className="flex items-center gap-2 bg-surface px-2 py-0.5 text-xs text-muted">
        <button type="button" aria-expanded={open} className="rounded px-1 py-0.5 hover:bg-raised hover:text-fg" onClick={toggle}>
          {open ? '▾ Hide table and profile' : '▸ Show table and profile'}
        </button>
        {!open && <span>{summary}</span>}
      </div>
      {open && <div className="flex h-56">{children}</div>}
    </section>
  );
}
