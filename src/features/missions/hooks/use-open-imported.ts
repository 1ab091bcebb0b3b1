import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { EditableMission } from '@/lib/mission-model/mission-model';
import type { ImportSummary } from '@/lib/mission-model/import-merge';

// The summary of an import, handed to the editor that opens next.
const handoff = new Map<string, ImportSummary>();

export function takeImportSummary(missionId: string | undefined): ImportSummary | null {
  if (!missionId) return null;
  const s = handoff.get(missionId) ?? null;
  handoff.delete(missionId);
  return s;
}

// An imported file waiting for the new-mission editor: it is NOT on the service until the planner
// saves it there (and saving waits for its problems to be fixed, as for any mission).
type Pending = { mission: EditableMission; summary: ImportSummary };
let pending: Pending | null = null;
const listeners = new Set<(p: Pending) => void>();

/** The new-mission editor takes an import waiting for it, now and whenever one arrives while it is open. */
export function onPendingImport(fn: (p: Pending) => void): () => void {
  listeners.add(fn);
  if (pending) {
    const p = pending;
    pending = null;
    fn(p);
  }
  return () => listeners.delete(fn);
}

/** Opens an imported file in the new-mission editor, unsaved. */
export function useOpenImported() {
  const navigate = useNavigate();
  const open = useCallback(
    async (m: EditableMission, summary: ImportSummary) => {
      const p = { mission: m, summary };
      const [first] = listeners;
      if (first) first(p);
      else {
        pending = p;
        await navigate({ to: '/missions/new' });
      }
    },
    [navigate],
  );
  return { open, creating: false };
}
