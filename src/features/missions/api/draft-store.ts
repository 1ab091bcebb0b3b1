import { createDraftStore } from '@/lib/drafts/draft-store';
import type { EditableMission } from '@/lib/mission-model/mission-model';

/** A draft of the mission editor, keyed by mission id or 'new'. */
export interface MissionDraft {
  key: string;
  mission: EditableMission;
  /** `updatedAt` of the server copy the draft started from; undefined for a new mission. */
  baseUpdatedAt?: number | undefined;
  savedAt: number;
}

// The database and key names are those of the drafts written before this store was shared.
export const missionDrafts = createDraftStore<MissionDraft>({
  db: 'fleet-ops-missions',
  store: 'drafts',
  flushPrefix: 'fleet-ops-mission-draft:',
});
