import { useMemo } from 'react';
import type { GeneratorParams } from '@/lib/mission-generators/generator-params';
import { applyGenerator } from '@/lib/mission-generators/generate-mission';
import { batteriesNeeded, lineLength, ringArea } from '@/lib/mission-generators/estimates';
import { missionFigures } from '@/lib/mission-model/mission-figures';
import { emptyMission, type EditableMission, type Waypoint } from '@/lib/mission-model/mission-model';
import { describeError } from '@/lib/api/api-error';

export interface GeneratorPreview {
  /** A mission made by the current settings alone (for its figures). */
  mission: EditableMission | null;
  error: string | null;
  warnings: string[];
  area?: number | undefined;
  length?: number | undefined;
  photos: number;
  seconds: number;
  batteries: number;
  gsdCm?: number | undefined;
}

const photosOf = (route: readonly Waypoint[]) => route.reduce((n, w) => n + w.actions.filter((a) => a.type === 'takePhoto').length, 0);

/**
 * Runs the generator on every change of its settings or shape (milliseconds, even for 1 km²), so
 * the panel can show area, photos, flight time and batteries before anything is replaced.
 */
export function useGeneratorPreview(speed: number, params: GeneratorParams | null): GeneratorPreview {
  const key = params ? JSON.stringify(params) : '';
  return useMemo(() => {
    const empty: GeneratorPreview = { mission: null, error: null, warnings: [], photos: 0, seconds: 0, batteries: 0 };
    if (!params) return empty;
    const shapeSize =
      params.kind === 'mapping2d' || params.kind === 'mapping3d'
        ? { area: ringArea(params.polygon) }
        : params.kind === 'corridor' || params.kind === 'mappingStrip'
          ? { length: lineLength(params.line) }
          : {};
    try {
      const r = applyGenerator(params, emptyMission({ speed }));
      const seconds = missionFigures(r.mission).time;
      const s = r.summary as { gsdCm?: number; photoCount?: number };
      return {
        ...shapeSize,
        mission: r.mission,
        error: null,
        warnings: r.warnings,
        photos: s.photoCount ?? photosOf(r.mission.route),
        seconds,
        batteries: batteriesNeeded(seconds),
        gsdCm: s.gsdCm,
      };
    } catch (e) {
      return { ...empty, ...shapeSize, error: describeError(e, 'These settings do not make a route: check the area and the settings.') };
    }
    // `key` stands for params.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, speed]);
}
