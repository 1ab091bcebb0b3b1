import { useReducer } from 'react';
import { DEFAULT_LIMITS, type MissionLimits as Limits } from '@/lib/geo/validate-mission';
import type { LngLat } from '@/lib/geo/local-geometry';
import type { EditorMode } from '../components/use-editor-interactions';

/** An area (survey polygon, corridor line, inspection point) being drawn for a generator. */
export interface DraftShape {
  kind: 'polygon' | 'line' | 'point';
  vertices: LngLat[];
  closed: boolean;
}

export function addDraftVertex(d: DraftShape, lng: number, lat: number): DraftShape {
  if (d.closed) return d;
  if (d.kind === 'point') return { ...d, vertices: [[lng, lat]], closed: true };
  return { ...d, vertices: [...d.vertices, [lng, lat]] };
}

/**
 * The editor's view state beside the mission (which `useMissionEditor` owns with its history):
 * the pointer mode, the route limits, the waypoint to bring into view, when to fit the map, and
 * the generator area being drawn. One reducer, so each user action is one transition.
 */
export interface EditorView {
  mode: EditorMode;
  limits: Limits;
  /** `seq` changes on every request, so focusing the same waypoint twice still pans to it. */
  focus: { index: number; seq: number } | null;
  /** Changes whenever the map should fit the route (import, generation, restored draft). */
  fitKey: string;
  draft: DraftShape | null;
  seq: number;
}

export type EditorViewAction =
  | { type: 'mode'; mode: EditorMode }
  | { type: 'toggleAdd' }
  | { type: 'limits'; limits: Limits }
  | { type: 'focus'; index: number }
  | { type: 'fit'; reason: string }
  | { type: 'draft'; draft: DraftShape | null }
  | { type: 'drawVertex'; lng: number; lat: number }
  | { type: 'drawFinish' }
  /** Esc: drop the area being drawn, else leave add mode. */
  | { type: 'escape' };

export function initialEditorView(mode: EditorMode): EditorView {
  return { mode, limits: DEFAULT_LIMITS, focus: null, fitKey: 'initial', draft: null, seq: 0 };
}

export function editorViewReducer(view: EditorView, action: EditorViewAction): EditorView {
  const seq = view.seq + 1;
  switch (action.type) {
    case 'mode':
      return { ...view, mode: action.mode };
    case 'toggleAdd':
      return { ...view, mode: view.mode === 'add' ? 'select' : 'add' };
    case 'limits':
      return { ...view, limits: action.limits };
    case 'focus':
      return { ...view, seq, focus: { index: action.index, seq } };
    case 'fit':
      return { ...view, seq, fitKey: `${action.reason}-${seq}` };
    case 'draft':
      return { ...view, draft: action.draft };
    case 'drawVertex':
      return view.draft ? { ...view, draft: addDraftVertex(view.draft, action.lng, action.lat) } : view;
    case 'drawFinish':
      return view.draft ? { ...view, draft: { ...view.draft, closed: true } } : view;
    case 'escape':
      if (view.draft) return { ...view, draft: null };
      return view.mode !== 'select' ? { ...view, mode: 'select' } : view;
  }
}

/** True when Esc has nothing of the view left to undo (the selection is cleared next). */
export const escapeLeavesView = (view: EditorView) => !view.draft && view.mode === 'select';

export function useEditorView(initialMode: EditorMode) {
  return useReducer(editorViewReducer, initialMode, initialEditorView);
}
