import { expect as baseExpect, type Page } from '@playwright/test';
import { apiLogin, expect } from './fixtures';
import { jobsCall, square } from './jobs-helpers';
import { missionsCall } from './missions-helpers';

export const LNG = 8.54,
  LAT = 47.37;

/** A task with a big allowed area and a mission whose one leg runs east-west through its centre. */
export async function taskWithMission() {
  const s = await apiLogin('amara');
  const mission = await missionsCall<{ id: string; name: string }>(s, 'POST', '/v1/mission', {
    name: 'Fence e2e route',
    speed: 5,
    route: [
      { lat: LAT, lng: LNG - 0.005, altitude: 50 },
      { lat: LAT, lng: LNG + 0.005, altitude: 50 },
    ],
  });
  const job = await jobsCall<{ id: string }>(s, 'POST', '/v1/job', { title: 'Fence e2e', description: 'e2e', userIds: [s.userId] });
  const task = await jobsCall<{ id: string }>(s, 'POST', '/v1/task', {
    jobId: job.id,
    type: 'FLIGHT_REQUEST',
    title: 'Fence task',
    context: {
      mission: { id: mission.id, name: mission.name },
      geojson: {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { name: 'Work area', geofence: 'inclusion' },
            geometry: { type: 'Polygon', coordinates: square(LNG, LAT, 0.02) },
          },
        ],
      },
    },
  });
  return { s, task };
}

export async function fenceMap(page: Page) {
  const map = page.getByRole('region', { name: 'Geofence map' });
  await baseExpect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 15_000 });
  const box = await map.boundingBox();
  if (!box) throw new Error('map has no box');
  return { cx: box.x + box.width / 2, cy: box.y + box.height / 2 };
}

/**
 * Draws a no-fly rectangle of 2 × `half` by 2 × `halfY` px around the map centre. The map is fitted
 * to the 0.04° work area: the leg's waypoints are about 25 px either side of the centre, and the
 * centre may sit a few pixels off the leg, so a tall narrow strip is what surely crosses it.
 */
export async function drawExclusion(page: Page, half = 25, halfY = half) {
  const m = await fenceMap(page);
  await page.getByRole('button', { name: 'Draw no-fly zone' }).click();
  for (const [dx, dy] of [
    [-half, -halfY],
    [half, -halfY],
    [half, halfY],
    [-half, halfY],
  ])
    await page.mouse.click(m.cx + dx!, m.cy + dy!);
  await page.getByRole('button', { name: 'Finish shape' }).click();
  await expect(page.getByRole('list', { name: 'Geofence shapes' }).getByRole('listitem')).toHaveCount(2);
}
