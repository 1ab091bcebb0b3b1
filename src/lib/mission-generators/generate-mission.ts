// Runs any generator from its stored parameters and builds the mission fields that go with it,
// so "edit survey settings" can regenerate from mission.generator.
import { type MissionType } from '@/lib/contract/missions';
import { generateCorridor } from './generate-corridor';
import type { CorridorSummary } from './generate-corridor';
import { generateMapping2d, generateMapping3d } from './generate-mapping';
import type { MappingSummary } from './generate-mapping';
import { generateSmartInspect } from './generate-smart-inspect';
import { generateMappingStrip, type StripSummary } from './generate-strip';
import type { SmartInspectSummary } from './generate-smart-inspect';
import type { GeneratorParams } from './generator-params';
import { emptyMission } from '@/lib/mission-model/mission-model';
import type { EditableMission, Waypoint } from '@/lib/mission-model/mission-model';

export type GeneratorSummary = MappingSummary | CorridorSummary | StripSummary | SmartInspectSummary;

export interface GeneratedRoute {
  route: Waypoint[];
  summary: GeneratorSummary;
  warnings: string[];
  type: MissionType;
}

export function runGenerator(p: GeneratorParams): GeneratedRoute {
  switch (p.kind) {
    case 'mapping2d':
      return { ...generateMapping2d(p), type: 'mapping2d' };
    case 'mapping3d':
      return { ...generateMapping3d(p), type: 'mapping3d' };
    case 'corridor':
      return { ...generateCorridor(p), type: p.missionType ?? 'corridor' };
    case 'mappingStrip':
      return { ...generateMappingStrip(p), type: 'mappingStrip' };
    case 'smart-inspect':
      return { ...generateSmartInspect(p), type: 'smart-inspect' };
  }
}

/** Applies a generator to a mission (new or existing), replacing its route. */
export function applyGenerator(
  p: GeneratorParams,
  base: EditableMission = emptyMission(),
): { mission: EditableMission; summary: GeneratorSummary; warnings: string[] } {
  const g = runGenerator(p);
  const mission: EditableMission = {
    ...base,
    type: g.type,
    route: g.route,
    generator: structuredClone(p),
    heightMode: 'relativeToStartPoint',
  };
  if (p.speed !== undefined) mission.speed = p.speed;
  if (p.kind === 'smart-inspect') mission.isSmartInspect = true;
  else delete mission.isSmartInspect;
  return { mission, summary: g.summary, warnings: g.warnings };
}
