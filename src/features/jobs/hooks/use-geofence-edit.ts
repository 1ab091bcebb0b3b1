import { useCallback, useEffect, useRef, useState } from 'react';
import type { GeoFeatureCollection } from '@/lib/contract/geojson';
import { createDraftStore } from '@/lib/drafts/draft-store';
import { useDraftAutosave } from '@/lib/drafts/use-draft-autosave';
import { sameJson } from '@/lib/same-json';
import { canRedo, canUndo, createHistory, push, redo, seal, undo, type History } from '@/lib/history/history';
import { EMPTY_FENCE } from '../utils/geofence-edits';

interface GeofenceDraft {
  /** `task:<id>` */
  key: string;
  value: GeoFeatureCollection;
  savedAt: number;
}

// The database and key names are those of the drafts written before this store was shared.
const geofenceDrafts = createDraftStore<GeofenceDraft>({
  db: 'fleet-ops-drafts',
  store: 'geofences',
  flushPrefix: 'fleet-ops-geofence-draft:',
});

/**
 * The fence being edited: an undo history over FeatureCollections, autosaved as a draft keyed by
 * task (as it is edited, and at once as the page goes), restored after a reload. Edits with a `key`
 * (one drag) coalesce into one undo step until `seal()`.
 */
export function useGeofenceEdit(taskId: string, saved: GeoFeatureCollection | undefined) {
  const [h, setH] = useState<History<GeoFeatureCollection>>(() => createHistory(saved ?? EMPTY_FENCE));
  const [restored, setRestored] = useState(false);
  /** The saved fence (or the restored draft's start): the draft is kept while the fence differs from it. */
  const [clean, setClean] = useState<GeoFeatureCollection>(() => h.present);
  /** Edited since the page opened: a draft read late must not replace those edits. */
  const edited = useRef(false);
  const key = `task:${taskId}`;
  const savedRef = useRef(saved);
  savedRef.current = saved;

  useEffect(() => {
    let alive = true;
    geofenceDrafts.load(key).then(
      (d) => {
        if (!alive || !d || edited.current) return;
        // Flushed by a reload in the instant after a save, before the save's answer: nothing unsaved.
        if (sameJson(d.value, savedRef.current ?? EMPTY_FENCE)) {
          void geofenceDrafts.remove(key).catch(() => undefined);
        } else {
          setH(createHistory(d.value));
          setRestored(true);
          edited.current = true;
        }
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [key]);

  const present = h.present;
  const makeDraft = useCallback((): GeofenceDraft => ({ key, value: present, savedAt: Date.now() }), [key, present]);
  useDraftAutosave(geofenceDrafts, present !== clean ? makeDraft : null);

  const apply = useCallback((next: GeoFeatureCollection, key?: string) => {
    edited.current = true;
    setH((cur) => push(cur, next, { key }));
  }, []);
  const end = useCallback(() => setH(seal), []);
  /** After saving (or to throw the draft away): the saved copy is the new start. */
  const reset = useCallback(
    (to: GeoFeatureCollection) => {
      edited.current = false;
      setRestored(false);
      setClean(to);
      setH(createHistory(to));
      void geofenceDrafts.remove(key).catch(() => undefined);
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
