import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { apiLogin, expect, signIn, test, uniqueName, type ApiSession } from './fixtures';
import { apiFolder, apiGet, apiList, apiUpload, childLocation, folderUrl } from './media-helpers';

/** The seeded file of that exact name, opened in the preview. */
async function openSeeded(page: Page, session: ApiSession, name: string) {
  const [item] = (await apiList(session, { name })).filter((i) => i.name === name);
  if (!item) throw new Error(`the seed has no ${name}`);
  await signIn(page, 'amara');
  await page.goto(`/media?folder=${encodeURIComponent(item.location)}&item=${item.id}`);
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  return item;
}

test('a video plays from the CDN, which answers byte ranges, and seeks', async ({ page }) => {
  const amara = await apiLogin('amara');
  // The video element asks for ranges from the start; the CDN must answer 206 with a Content-Range.
  const ranged = page.waitForResponse((r) => r.url().includes('substation-orbit') && r.status() === 206);
  await openSeeded(page, amara, 'substation-orbit.mp4');
  const res = await ranged;
  expect(res.request().headers().range).toMatch(/^bytes=\d+-/);
  expect(res.headers()['content-range']).toMatch(/^bytes \d+-\d+\/\d+$/);
  const video = page.getByLabel('Video substation-orbit.mp4');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(3.5);
  await expect(page.getByRole('region', { name: 'Metadata' })).toContainText('0:04');
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 3;
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThanOrEqual(2.9);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.seeking)).toBe(false);
});

test('a PDF report is shown in the page from its CDN file', async ({ page }) => {
  const amara = await apiLogin('amara');
  await openSeeded(page, amara, '2026-10 Substation report.pdf');
  const report = page.getByLabel('Report 2026-10 Substation report.pdf');
  await expect(report).toBeVisible();
  const src = await report.getAttribute('data');
  if (!src) throw new Error('the report has no source');
  const res = await page.request.get(src);
  expect(res.headers()['content-type']).toContain('application/pdf');
  expect((await res.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute('href', src);
});

test('a point-cloud model shows its metadata and downloads whole', async ({ page }) => {
  const amara = await apiLogin('amara');
  await openSeeded(page, amara, 'Zürich substation point cloud.ply');
  await expect(page.getByText(/No preview for a model \(application\/vnd\.service\.model\.pc\)/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Metadata' })).toContainText('File size');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download' }).click();
  const file = await (await download).path();
  expect(fs.readFileSync(file, 'latin1').slice(0, 60)).toMatch(/^ply\nformat ascii 1\.0\nelement vertex 2000/);
});

test('bulk: move two selected files into a folder, then delete a file and a folder with its child', async ({ page }) => {
  const amara = await apiLogin('amara');
  const parent = await apiFolder(amara, uniqueName('Bulk'));
  const a = await apiUpload(amara, parent, 'a.jpg');
  const b = await apiUpload(amara, parent, 'b.jpg');
  const c = await apiUpload(amara, parent, 'c.jpg');
  const dest = await apiFolder(amara, 'Dest', parent);
  const old = await apiFolder(amara, 'Old', parent);
  const inside = await apiUpload(amara, old, 'd.jpg');
  await signIn(page, 'amara');
  await page.goto(folderUrl(parent));
  const items = page.getByRole('list', { name: /^Items in / });

  await items.getByLabel('Select a.jpg').check();
  await items.getByLabel('Select b.jpg').check();
  await expect(page.getByRole('region', { name: 'Selection' })).toContainText('2 items selected');
  await page.getByRole('button', { name: 'Move selected…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move 2 items' });
  await dialog.getByRole('button', { name: 'Dest', exact: true }).click();
  await expect(dialog).toContainText('Into “Dest”.');
  await dialog.getByRole('button', { name: 'Move here' }).click();
  await expect(page.getByText('Moved 2 items')).toBeVisible();
  await expect(items.getByRole('listitem', { name: 'a.jpg' })).toHaveCount(0);
  await expect(items.getByRole('listitem', { name: 'b.jpg' })).toHaveCount(0);
  expect((await apiList(amara, { location: childLocation(dest) })).map((i) => i.id).sort()).toEqual([a.id, b.id].sort());

  await items.getByLabel('Select c.jpg').check();
  await items.getByLabel('Select Old').check();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete 2 items?' });
  // The service counts what goes, down the tree: the two chosen and the file inside the folder.
  await expect(confirm).toContainText('the 1 file in it');
  await confirm.getByRole('button', { name: 'Delete 3 items' }).click();
  await expect(items.getByRole('listitem', { name: 'Old' })).toHaveCount(0);
  await expect(items.getByRole('listitem', { name: 'c.jpg' })).toHaveCount(0);
  await expect(items.getByRole('listitem', { name: 'Dest' })).toBeVisible();
  for (const gone of [c, old, inside]) expect(await apiGet(amara, gone.id)).toBeNull();
  expect(await apiGet(amara, a.id)).not.toBeNull();
});

test('a new folder appears in the list and the tree without a reload', async ({ page }) => {
  const amara = await apiLogin('amara');
  const parent = await apiFolder(amara, uniqueName('Fresh'));
  await signIn(page, 'amara');
  await page.goto(folderUrl(parent));
  await page.getByRole('button', { name: 'New folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'New folder' });
  await dialog.getByLabel('Folder name').fill('2026-11-23 Pylons');
  await dialog.getByRole('button', { name: 'Create folder' }).click();
  await expect(page.getByRole('list', { name: /^Items in / }).getByRole('listitem', { name: '2026-11-23 Pylons' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: `Folders in ${parent.name}` }).getByRole('button', { name: '2026-11-23 Pylons', exact: true }),
  ).toBeVisible();
  expect((await apiList(amara, { location: childLocation(parent) })).map((i) => i.name)).toEqual(['2026-11-23 Pylons']);
});
