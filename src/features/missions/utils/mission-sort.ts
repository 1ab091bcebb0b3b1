// Sorting the missions list. The service returns missions newest first and cannot sort by other
// columns, so a sort other than the default is applied to the whole list once every page is in.
import type { MissionRecord } from '@/lib/resources/missions';
import { missionTypeLabel } from '@/lib/mission-model/labels';

export const MISSION_SORT_KEYS = ['name', 'type', 'waypoints', 'distance', 'time', 'lastFlight', 'updated'] as const;
export type MissionSortKey = (typeof MISSION_SORT_KEYS)[number];

/** The URL form: "name" ascending, "-name" descending. */
export const MISSION_SORT_PATTERN = new RegExp(`^-?(${MISSION_SORT_KEYS.join('|')})$`);

export interface MissionSort {
  key: MissionSortKey;
  desc: boolean;
}

export function parseSort(value: string | undefined): MissionSort | undefined {
  if (!value || !MISSION_SORT_PATTERN.test(value)) return undefined;
  const desc = value.startsWith('-');
  return { key: (desc ? value.slice(1) : value) as MissionSortKey, desc };
}

/** Clicking a column: ascending first (numbers and dates: largest first), then the other way, then back to the default. */
export function nextSort(current: string | undefined, key: MissionSortKey): string | undefined {
  const now = parseSort(current);
  const firstDesc = key !== 'name' && key !== 'type';
  if (now?.key !== key) return firstDesc ? `-${key}` : key;
  if (now.desc === firstDesc) return firstDesc ? key : `-${key}`;
  return undefined;
}

function value(m: MissionRecord, key: MissionSortKey): string | number | undefined {
  switch (key) {
    case 'name':
      return m.name;
    case 'type':
      return missionTypeLabel(m.type ?? 'waypoint');
    case 'waypoints':
      return m.route?.length ?? 0;
    case 'distance':
      return m.distance;
    case 'time':
      return m.time;
    case 'lastFlight':
      return typeof m.lastFlight === 'number' ? m.lastFlight : undefined;
    case 'updated':
      return m.updatedAt ?? m.createdAt;
  }
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** A stable sort; missions without the value (no distance, never flown) go last either way. */
export function sortMissions(items: readonly MissionRecord[], sort: MissionSort | undefined): MissionRecord[] {
  if (!sort) return [...items];
  const sign = sort.desc ? -1 : 1;
  return items
    .map((m, i) => ({ m, i, v: value(m, sort.key) }))
    .sort((a, b) => {
      if (a.v === undefined || b.v === undefined) return a.v === b.v ? a.i - b.i : a.v === undefined ? 1 : -1;
      const c = typeof a.v === 'string' && typeof b.v === 'string' ? collator.compare(a.v, b.v) : Number(a.v) - Number(b.v);
      return c === 0 ? a.i - b.i : sign * c;
    })
    .map((x) => x.m);
}

/** The aircraft or camera a mission was planned for, where it says: a generator's camera, or a model an import carried. */
export function missionEquipment(m: MissionRecord): string | undefined {
  const rec = m as Record<string, unknown>;
  const survey = rec.survey as { camera?: { name?: unknown } } | undefined;
  const parts = [rec.aircraft, rec.droneModel, survey?.camera?.name, rec.payload].filter(
    (x): x is string => typeof x === 'string' && x.trim() !== '',
  );
  return parts.length ? [...new Set(parts)].join(' · ') : undefined;
}
