import type { Dispatch } from 'react';
import { nudgeWaypoints } from '@/lib/mission-model/mission-edits';
import { escapeLeavesView, type EditorView, type EditorViewAction } from './editor-view';
import { metresPerPixel, type MapCamera } from './editor-url-view';
import type { MissionEditorState } from './use-mission-editor';
import { useEditorShortcuts } from './use-editor-shortcuts';

/** Screen pixels one arrow press moves the selection: the step in metres follows the zoom. */
export const NUDGE_PIXELS = 20;

interface Options {
  ed: MissionEditorState;
  view: EditorView;
  dispatch: Dispatch<EditorViewAction>;
  cameraRef: { current: MapCamera | null };
  deleteSelected: () => void;
  save: () => void;
  /** Adds a waypoint (after the last one) and selects it. */
  addAt: (lng: number, lat: number) => void;
  openHelp: () => void;
}

/** The editor's keyboard commands, bound to its state. */
export function useEditorCommands({ ed, view, dispatch, cameraRef, deleteSelected, save, addAt, openHelp }: Options) {
  const { mission, selection, setSelection, apply } = ed;
  const { draft } = view;
  useEditorShortcuts({
    undo: ed.undo,
    redo: ed.redo,
    deleteSelected,
    escape: () => {
      if (escapeLeavesView(view)) setSelection(new Set());
      else dispatch({ type: 'escape' });
    },
    toggleAdd: () => dispatch({ type: 'toggleAdd' }),
    enter: () => {
      // Enter closes what can be closed; an area needs 3 corners, a line 2.
      if (draft && !draft.closed && draft.vertices.length >= (draft.kind === 'polygon' ? 3 : 2)) dispatch({ type: 'drawFinish' });
    },
    selectAll: () => setSelection(new Set(mission.route.map((_, i) => i))),
    save,
    nudge: (x, y) => {
      const cam = cameraRef.current;
      if (selection.size === 0 || !cam) return false;
      const step = NUDGE_PIXELS * metresPerPixel(cam.zoom, cam.lat);
      // Presses in a row on the same selection are one undo step, like a drag.
      apply((m) => nudgeWaypoints(m, selection, x * step, y * step), `nudge:${[...selection].join(',')}`);
      return true;
    },
    step: (by) => {
      const n = mission.route.length;
      if (n === 0) return;
      const from = selection.size ? (by > 0 ? Math.max(...selection) : Math.min(...selection)) : by > 0 ? -1 : n;
      const i = Math.min(n - 1, Math.max(0, from + by));
      setSelection(new Set([i]));
      dispatch({ type: 'focus', index: i });
    },
    addAtCentre: () => {
      const cam = cameraRef.current;
      if (cam) addAt(cam.lng, cam.lat);
    },
    help: openHelp,
  });
}
