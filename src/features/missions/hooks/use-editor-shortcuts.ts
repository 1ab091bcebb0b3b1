import { useEffect, useRef } from 'react';

export interface ShortcutHandlers {
  undo: () => void;
  redo: () => void;
  deleteSelected: () => void;
  escape: () => void;
  toggleAdd: () => void;
  selectAll: () => void;
  save: () => void;
  /** Enter: close the area (or finish the line) being drawn. */
  enter: () => void;
  /** Arrows: move the selection by screen steps (x east, y north); false when nothing is selected. */
  nudge: (x: number, y: number) => boolean;
  /** ] and [: select the next or previous waypoint. */
  step: (by: 1 | -1) => void;
  /** I: insert a waypoint at the map's centre. */
  addAtCentre: () => void;
  /** ?: the list of shortcuts. */
  help: () => void;
}

/** Every key, as the shortcuts panel lists it. */
export const SHORTCUTS: readonly { keys: string; what: string }[] = [
  { keys: 'A', what: 'Add waypoints by clicking the map (on / off)' },
  { keys: 'I', what: 'Insert a waypoint at the map centre' },
  { keys: '← ↑ → ↓', what: 'Move the selected waypoints (about 20 screen pixels)' },
  { keys: 'Shift + arrows', what: 'Move the selected waypoints five times further' },
  { keys: ']', what: 'Select the next waypoint' },
  { keys: '[', what: 'Select the previous waypoint' },
  { keys: 'Delete', what: 'Delete the selected waypoints' },
  { keys: 'Ctrl + A', what: 'Select all waypoints' },
  { keys: 'Esc', what: 'Stop drawing, leave add mode, then clear the selection' },
  { keys: 'Enter', what: 'Close the area being drawn' },
  { keys: 'Ctrl + Z', what: 'Undo' },
  { keys: 'Ctrl + Shift + Z, Ctrl + Y', what: 'Redo' },
  { keys: 'Ctrl + S', what: 'Save' },
  { keys: 'Ctrl + K', what: 'Command palette: open, create or import missions' },
  { keys: '?', what: 'This list' },
];

const ARROWS: Record<string, [number, number]> = { arrowleft: [-1, 0], arrowright: [1, 0], arrowup: [0, 1], arrowdown: [0, -1] };

const isTyping = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));

/**
 * Editor keys (listed in SHORTCUTS). While typing in a field the browser's own text undo and keys
 * win, except Ctrl+S; none act while a dialog is open.
 */
export function useEditorShortcuts(h: ShortcutHandlers) {
  const ref = useRef(h);
  ref.current = h;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const k = e.key.toLowerCase();
      const mod = e.ctrlKey || e.metaKey;
      const cur = ref.current;
      if (mod && k === 's') {
        e.preventDefault();
        return cur.save();
      }
      if (isTyping(e.target) || document.querySelector('dialog[open]')) return;
      if (mod && k === 'z') {
        e.preventDefault();
        return e.shiftKey ? cur.redo() : cur.undo();
      }
      if (mod && k === 'y') {
        e.preventDefault();
        return cur.redo();
      }
      if (mod && k === 'a') {
        e.preventDefault();
        return cur.selectAll();
      }
      if (mod || e.altKey) return;
      if (k === 'delete' || k === 'backspace') {
        e.preventDefault();
        cur.deleteSelected();
      } else if (k === 'escape') cur.escape();
      else if (k === 'enter' && !(e.target instanceof HTMLButtonElement || e.target instanceof HTMLAnchorElement)) cur.enter();
      else if (k === 'a') cur.toggleAdd();
      else if (k === 'i') cur.addAtCentre();
      else if (k === ']') cur.step(1);
      else if (k === '[') cur.step(-1);
      else if (e.key === '?') cur.help();
    };
    // Arrows are taken before the map sees them (it pans on arrows) when there is a selection to move.
    const onArrow = (e: KeyboardEvent) => {
      const dir = ARROWS[e.key.toLowerCase()];
      if (!dir || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target) || document.querySelector('dialog[open]')) return;
      const f = e.shiftKey ? 5 : 1;
      if (ref.current.nudge(dir[0] * f, dir[1] * f)) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('keydown', onArrow, { capture: true });
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keydown', onArrow, { capture: true });
    };
  }, []);
}
