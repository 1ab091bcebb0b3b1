import type { EditableMission } from '@/lib/mission-model/mission-model';
import type { GeneratorParams } from '@/lib/mission-generators/generator-params';
import { applyGenerator } from '@/lib/mission-generators/generate-mission';

export interface GeneratorStats {
  gsdCm?: number;
  photoCount?: number;
  lineSpacing?: number;
  distance?: number;
}

/** Runs a generator from the missions library and picks the figures the panel shows. */
export async function runGenerator(
  base: EditableMission,
  params: GeneratorParams,
): Promise<{ mission: EditableMission; stats: GeneratorStats; warnings: string[] }> {
  const { mission, summary, warnings } = applyGenerator(params, base);
  const s = summary as Partial<Record<'gsdCm' | 'photoCount' | 'lineSpacing' | 'distance', number>>;
  return { mission, stats: { gsdCm: s.gsdCm, photoCount: s.photoCount, lineSpacing: s.lineSpacing, distance: s.distance }, warnings };
}
