import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditableMission } from '@/lib/mission-model/mission-model';
import { useDraftAutosave } from '@/lib/drafts/use-draft-autosave';
import { missionDrafts, type MissionDraft } from '../api/draft-store';
import { useHistory } from './use-history';

/**
 * The editor's state: the mission under undo/redo, the selection, the saved copy it is compared
 * with (and that copy's `updatedAt`, for conflict checks), and its IndexedDB draft (written as the
 * user edits; offered back on reopen).
 */
export function useMissionEditor(draftKey: string, initial: EditableMission, initialUpdatedAt: number | undefined) {
  const history = useHistory(initial);
  const [selection, setSelection] = useState<ReadonlySet<number>>(() => new Set());
  const [clean, setClean] = useState<EditableMission>(initial);
  const [baseUpdatedAt, setBaseUpdatedAt] = useState(initialUpdatedAt);
  const [draftOffer, setDraftOffer] = useState<MissionDraft | null>(null);
  const base = useRef(baseUpdatedAt);
  base.current = baseUpdatedAt;
  const present = history.present;
  const dirty = present !== clean;

  // Offer a draft left by a reload, crash or lost session, if it differs from what loaded.
  useEffect(() => {
    let alive = true;
    void missionDrafts.load(draftKey).then((d) => {
      if (alive && d && JSON.stringify(d.mission) !== JSON.stringify(initial)) setDraftOffer(d);
    });
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey]);

  // Written as the user edits, and at once as the page goes: a reload loses nothing.
  const makeDraft = useCallback(
    (): MissionDraft => ({ key: draftKey, mission: present, baseUpdatedAt: base.current, savedAt: Date.now() }),
    [draftKey, present],
  );
  useDraftAutosave(missionDrafts, dirty ? makeDraft : null);

  const restoreDraft = useCallback(() => {
    if (!draftOffer) return;
    // Restoring is itself undoable: the loaded mission stays one Ctrl+Z away.
    history.apply(() => draftOffer.mission);
    setDraftOffer(null);
  }, [draftOffer, history]);

  const discardDraft = useCallback(() => {
    setDraftOffer(null);
    void missionDrafts.remove(draftKey).catch(() => undefined);
  }, [draftKey]);

  /** After a successful save: the saved state becomes the clean one and the draft goes. */
  const markSaved = useCallback(
    (saved: EditableMission, updatedAt: number | undefined) => {
      setClean(saved);
      setBaseUpdatedAt(updatedAt);
      void missionDrafts.remove(draftKey).catch(() => undefined);
    },
    [draftKey],
  );

  /** Replace everything (e.g. take the server's copy after a conflict). */
  const load = useCallback(
    (m: EditableMission, updatedAt: number | undefined) => {
      history.reset(m);
      setClean(m);
      setBaseUpdatedAt(updatedAt);
      setSelection(new Set());
    },
    [history],
  );

  return {
    ...history,
    mission: present,
    clean,
    baseUpdatedAt,
    selection,
    setSelection,
    dirty,
    draftOffer,
    restoreDraft,
    discardDraft,
    markSaved,
    load,
  };
}

export type MissionEditorState = ReturnType<typeof useMissionEditor>;
