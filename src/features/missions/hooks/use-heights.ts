import { useMemo, useRef } from 'react';
import { toast } from '@/components/ui/toast';
import { withGeoid } from '@/lib/geo/geoid';
import { changeHeightMode } from '@/lib/mission-model/mission-edits';
import { knownTakeoffElevation, syncAltitudes, terrainRequired } from '@/lib/geo/height-modes';
import { convertWithGround, MissingGroundError } from '@/lib/geo/terrain-heights';
import { heightModeLabel } from '@/lib/mission-model/labels';
import type { EditableMission } from '@/lib/mission-model/mission-model';
import type { TakeoffSource } from '../components/height-fields';
import { useGeoid } from './use-geoid';
import { useGround } from './use-ground';

/**
 * Heights in the editor: the take-off ground elevation (entered, implied by the mission, or the
 * elevation model's ground under waypoint 1 — never a guessed 0), the ground for the profile,
 * height-mode changes (through the ground for terrain modes), and what export may write.
 */
export function useHeights(mission: EditableMission, apply: (edit: (m: EditableMission) => EditableMission) => void) {
  const latest = useRef(mission);
  latest.current = mission;
  // Take-off ground elevation: entered or implied by the mission, else the elevation model's
  // ground under waypoint 1; otherwise unknown (absolute heights are then not shown or exported).
  const ground = useGround(mission.route);
  const knownTakeoff = knownTakeoffElevation(mission);
  const groundTakeoff = ground.elevations?.[0] ?? undefined;
  const takeoff = knownTakeoff ?? groundTakeoff;
  const takeoffSource: TakeoffSource =
    knownTakeoff !== undefined
      ? { kind: 'entered' }
      : groundTakeoff !== undefined
        ? { kind: 'model', model: ground.model ?? '' }
        : { kind: 'unknown' };
  // The profile plots heights relative to take-off over the ground (when the model has it).
  const profileGround = useMemo(
    () => (ground.elevations && takeoff !== undefined ? ground.elevations.map((g) => (g === null ? null : g - takeoff)) : null),
    [ground.elevations, takeoff],
  );
  const profileOffsets = useMemo(
    () => (terrainRequired(mission.heightMode) && profileGround ? profileGround.map((g) => g ?? 0) : undefined),
    [mission.heightMode, profileGround],
  );
  const takeoffRef = useRef(takeoff);
  takeoffRef.current = takeoff;
  const groundRef = useRef(ground.elevations);
  groundRef.current = ground.elevations;
  // Load the geoid when the browser is idle; conversions wait for it if needed sooner.
  const geoidReady = useGeoid();
  // Exports carry absolute heights in sync with the take-off elevation (entered, implied or the
  // model's); without one the exporters refuse the formats that need it, with the reason.
  const exportable = useMemo(() => {
    if (takeoff === undefined || !geoidReady || terrainRequired(mission.heightMode)) return mission;
    return { ...syncAltitudes(mission, takeoff), takeoffElevationEGM: takeoff };
  }, [mission, takeoff, geoidReady]);
  const exportBlocked = {};
  const onHeightMode = (to: EditableMission['heightMode']) =>
    withGeoid(() => {
      const cur = latest.current;
      const t = takeoffRef.current;
      const g = groundRef.current;
      const terrain = terrainRequired(to) || terrainRequired(cur.heightMode);
      if (terrain && g && t !== undefined) {
        // Converted here, not inside apply's updater: React runs that later, outside this try.
        let next: EditableMission;
        try {
          next = convertWithGround(cur, to, t, g);
        } catch (e) {
          if (!(e instanceof MissingGroundError)) throw e;
          toast.info(`The elevation model has no ground under waypoint ${e.index + 1}: heights are kept as entered, not converted.`);
          next = { ...cur, heightMode: to };
        }
        apply(() => next);
        return;
      }
      if (!terrain && t === undefined && to !== 'relativeToStartPoint') {
        toast.info('Enter the take-off ground elevation first: without it, heights above sea level cannot be computed.');
        return;
      }
      const r = changeHeightMode(cur, to, t ?? 0);
      apply(() => r.mission);
      if (!r.converted)
        toast.info(`${heightModeLabel(to)} needs terrain data, which is not available: heights are kept as entered, not converted.`);
    });
  return { ground, takeoff, takeoffSource, takeoffRef, profileGround, profileOffsets, exportable, exportBlocked, onHeightMode };
}
