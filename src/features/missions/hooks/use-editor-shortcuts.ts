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
}

const isTyping = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));

/**
 * Editor keys: Ctrl+Z undo, Ctrl+Shift+Z / Ctrl+Y redo, Delete remove selected, Escape clear,
 * A add mode, Ctrl+A select all, Ctrl+S save. While typing in a field the browser's own
 * text undo and keys win, except Ctrl+S.
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
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
