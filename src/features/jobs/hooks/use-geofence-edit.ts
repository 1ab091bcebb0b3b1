import { useCallback, useEffect, useRef, useState } from 'react';
import type { GeoFeatureCollection } from '@/lib/contract/geojson';
import { deleteDraft, readDraft, writeDraft } from '@/lib/drafts/idb-drafts';
import { canRedo, canUndo, createHistory, push, redo, seal, undo, type History } from '@/lib/history/history';
import { EMPTY_FENCE } from '../utils/geofence-edits';

/**
 * The fence being edited: an undo history over FeatureCollections, autosaved to IndexedDB as a
 * draft keyed by task, restored after a reload. Edits with a `key` (one drag) coalesce into one undo
 * step until `seal()`.
 */
export function useGeofenceEdit(taskId: string, saved: GeoFeatureCollection | undefined) {
  const [h, setH] = useState<History<GeoFeatureCollection>>(() => createHistory(saved ?? EMPTY_FENCE));
  const [restored, setRestored] = useState(false);
  const dirty = useRef(false);
  const key = `task:${taskId}`;

  useEffect(() => {
    let alive = true;
    readDraft<GeoFeatureCollection>('geofences', key).then(
      (d) => {
        if (alive && d && !dirty.current) {
          setH(createHistory(d.value));
          setRestored(true);
          dirty.current = true;
        }
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [key]);

  const present = h.present;
  useEffect(() => {
    if (!dirty.current) return;
    const t = setTimeout(() => void writeDraft('geofences', key, present).catch(() => undefined), 250);
    return () => clearTimeout(t);
  }, [key, present]);

  const apply = useCallback((next: GeoFeatureCollection, key?: string) => {
    dirty.current = true;
    setH((cur) => push(cur, next, { key }));
  }, []);
  const end = useCallback(() => setH(seal), []);
  /** After saving (or to throw the draft away): the saved copy is the new start. */
  const reset = useCallback(
    (to: GeoFeatureCollection) => {
      dirty.current = false;
      setRestored(false);
      setH(createHistory(to));
      void deleteDraft('geofences', key).catch(() => undefined);
    },
    [key],
  );

  return {
    fence: present,
    apply,
    seal: end,
    reset,
    restored,
    undo: () => setH(undo),
    redo: () => setH(redo),
    canUndo: canUndo(h),
    canRedo: canRedo(h),
  };
}
