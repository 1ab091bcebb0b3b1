import { missionFromWire, missionToWire, type EditableMission } from './mission-model';

/**
 * The request body for a mission, through the library's wire conversion: generator parameters
 * ride in `survey`, so a generated mission can be reopened with its parameters.
 */
export function missionBody(m: EditableMission, figures: { distance: number; time: number }): Record<string, unknown> {
  return { ...missionToWire(m, figures) };
}

/** Only the top-level fields whose JSON differs: what a PATCH sends. */
export function changedFields(base: Record<string, unknown>, next: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(next)) if (JSON.stringify(base[k]) !== JSON.stringify(v)) out[k] = v;
  return out;
}

export function editableFromRecord(record: Record<string, unknown>): EditableMission {
  return missionFromWire(record, 'Untitled mission');
}
