import type { EditableMission } from '../utils/mission-model';
import type { GeneratorParams } from '../utils/generator-params';

export interface GeneratorStats {
  gsdCm?: number;
  photoCount?: number;
  lineSpacing?: number;
  distance?: number;
}

/** Runs a generator from the missions library; filled in when the library's generators land. */
export async function runGenerator(base: EditableMission, params: GeneratorParams): Promise<{ mission: EditableMission; stats: GeneratorStats }> {
  void base;
  throw new Error(`The ${params.kind} generator is not available in this build yet.`);
}
