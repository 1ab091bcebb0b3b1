// Test-only helper: reads the real fixture files (the unit project runs in node).
import { readFileSync } from 'node:fs';
import type { EditableMission } from '@/lib/mission-model/mission-model';
import { realFixture } from '../../../tests/fixtures/real-fixtures';

/** One real third-party file (tests/fixtures/real/SOURCES.md) as bytes. */
export function fixture(rel: string): Uint8Array {
  return new Uint8Array(readFileSync(realFixture(rel)));
}

/** A fixture file as UTF-8 text. */
export const fixtureText = (rel: string): string => new TextDecoder().decode(fixture(rel));

/** A synthetic n-waypoint grid mission with actions on every other point. */
export function bigMission(n: number): EditableMission {
  return {
    name: 'big',
    description: '',
    type: 'waypoint',
    heightMode: 'relativeToStartPoint',
    speed: 8,
    route: Array.from({ length: n }, (_, i) => ({
      lat: 47.3 + (i % 100) * 1e-4,
      lng: 8.5 + Math.floor(i / 100) * 1e-4,
      altitude: 60 + (i % 7),
      heading: i % 360,
      actions: i % 2 ? [{ type: 'takePhoto' as const }, { type: 'gimbalPitch' as const, pitch: -90 }] : [],
    })),
  };
}
