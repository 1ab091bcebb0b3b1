import { missionFromWire, missionToWire, type EditableMission } from '../utils/mission-model';
import type { GeneratorParams } from '../utils/generator-params';

/**
 * The request body for a mission. Generator parameters ride in `survey` (the service accepts a
 * survey object and keeps it), so a generated mission can be reopened with its parameters.
 */
export function missionBody(m: EditableMission, figures: { distance: number; time: number }): Record<string, unknown> {
  const body: Record<string, unknown> = { ...missionToWire(m), distance: Math.round(figures.distance), time: Math.round(figures.time) };
  if (m.generator) body.survey = { generator: m.generator };
  return body;
}

/** Only the top-level fields whose JSON differs: what a PATCH sends. */
export function changedFields(base: Record<string, unknown>, next: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(next)) if (JSON.stringify(base[k]) !== JSON.stringify(v)) out[k] = v;
  return out;
}

export function editableFromRecord(record: Record<string, unknown>): EditableMission {
  const m = missionFromWire(record, 'Untitled mission');
  const survey = record.survey as { generator?: GeneratorParams } | undefined;
  if (survey?.generator && typeof survey.generator === 'object') m.generator = survey.generator;
  return m;
}
