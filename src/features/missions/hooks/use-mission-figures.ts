import { useRef } from 'react';
import type { EditableMission } from '@/lib/mission-model/mission-model';
import { missionFigures, updateFiguresAfterMove, type MissionFigures } from '@/lib/mission-model/mission-figures';

/**
 * Index of the one waypoint that differs between two missions with the same route length and
 * speed (edits share untouched waypoint objects, so a reference scan finds it), -1 when none
 * differs, or undefined when a full recomputation is needed.
 */
export function singleChangedWaypoint(prev: EditableMission, next: EditableMission): number | undefined {
  if (prev.route.length !== next.route.length || prev.speed !== next.speed) return undefined;
  if (prev.route === next.route) return -1;
  let changed = -1;
  for (let i = 0; i < next.route.length; i++) {
    if (prev.route[i] === next.route[i]) continue;
    if (changed !== -1) return undefined;
    changed = i;
  }
  return changed;
}

/**
 * The mission's figures through the library. While a waypoint is dragged or one value is edited,
 * only its adjacent legs are recomputed (updateFiguresAfterMove), which keeps 5,000-point routes fluid.
 */
export function useMissionFigures(mission: EditableMission): MissionFigures {
  const last = useRef<{ mission: EditableMission; figures: MissionFigures } | null>(null);
  const prev = last.current;
  if (prev?.mission === mission) return prev.figures;
  const changed = prev ? singleChangedWaypoint(prev.mission, mission) : undefined;
  const figures =
    prev && changed === -1
      ? prev.figures
      : prev && changed !== undefined
        ? updateFiguresAfterMove(prev.figures, mission, changed)
        : missionFigures(mission);
  last.current = { mission, figures };
  return figures;
}
