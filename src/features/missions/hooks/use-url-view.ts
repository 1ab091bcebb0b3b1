import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  cameraFromSearch,
  cameraToSearch,
  selectionFromSearch,
  selectionToSearch,
  type EditorViewSearch,
  type MapCamera,
} from './editor-url-view';

const SELECTION_DEBOUNCE_MS = 300;

/**
 * Keeps the editor's view in its URL: the camera and selection a link names are shown when the
 * editor opens, and later moves and selections are reported (for a replace-state navigation).
 */
export function useUrlView(
  initialView: EditorViewSearch | undefined,
  onViewSearch: ((s: EditorViewSearch) => void) | undefined,
  routeLength: number,
  selection: ReadonlySet<number>,
  setSelection: (s: ReadonlySet<number>) => void,
) {
  const cameraRef = useRef<MapCamera | null>(null);
  const report = useRef(onViewSearch);
  report.current = onViewSearch;
  // Read once: the URL follows the editor afterwards, never the other way round.
  const [initialCamera, initialSel] = useMemo(
    () => [initialView ? cameraFromSearch(initialView) : undefined, selectionFromSearch(initialView?.sel, routeLength)] as const,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  useEffect(() => {
    if (initialSel.length) setSelection(new Set(initialSel));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const t = setTimeout(() => report.current?.({ sel: selectionToSearch(selection) }), SELECTION_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [selection]);

  const onCamera = useCallback((c: MapCamera) => report.current?.(cameraToSearch(c)), []);
  return { cameraRef, initialCamera, onCamera };
}
