import path from 'node:path';
import { apiLogin, expect, signIn, test, uniqueName } from './fixtures';
import { apiFolder, apiGet, apiList, apiUpload, childLocation, folderUrl, PHOTOS } from './media-helpers';
import { routeUntilOff } from './helpers/route-until-off';

const XT2 = path.join(PHOTOS, 'DJI_Zenmuse_XT2_640_R_13mm.jpg');
const H20T = path.join(PHOTOS, 'rjpeg/DJI_H20T.jpg');

test('upload two real DJI photos through the UI and read their GPS and gimbal values', async ({ page }) => {
  const amara = await apiLogin('amara');
  const folder = await apiFolder(amara, uniqueName('Card import'));
  await signIn(page, 'amara');
  await page.goto(folderUrl(folder));
  await expect(page.getByText(/is empty\. Drop files here/)).toBeVisible();

  await page.getByLabel('Upload files').setInputFiles([XT2, H20T]);
  const uploads = page.getByRole('region', { name: 'Uploads' });
  await expect(uploads.getByText('Uploaded')).toHaveCount(2, { timeout: 20_000 });
  await expect(uploads).toContainText('2 of 2 files');
  const list = page.getByRole('list', { name: /^Items in / });
  await expect(list.getByRole('listitem')).toHaveCount(2);

  await list.getByRole('button', { name: 'DJI_Zenmuse_XT2_640_R_13mm.jpg', exact: true }).click();
  const meta = page.getByRole('region', { name: 'Metadata' });
  await expect(meta).toContainText('39.917637° N');
  await expect(meta).toContainText('2.822976° W');
  await expect(meta).toContainText('881.6 m above sea level');
  await expect(meta).toContainText('−89.9°');
  await expect(meta).toContainText('4000 × 3000 px');
  await expect(meta).not.toContainText('undefined');

  // The arrow key steps to the other photo of the folder.
  const hasNext = await page.getByRole('button', { name: 'Next file' }).isEnabled();
  await page.keyboard.press(hasNext ? 'ArrowRight' : 'ArrowLeft');
  await expect(page.getByRole('heading', { name: 'DJI_H20T.jpg' })).toBeVisible();
  await expect(meta).toContainText('40.563');
  await expect(meta).toContainText('−10.5°');
  await expect(meta).toContainText('Thermal');
});

test('the grid shows each photo as its thumbnail, each requested once', async ({ page }) => {
  const amara = await apiLogin('amara');
  const folder = await apiFolder(amara, uniqueName('Thumbnails'));
  const names = ['north-pylon.jpg', 'south-pylon.jpg', 'thermal-pylon.jpg'];
  for (const name of names) await apiUpload(amara, folder, name, name.startsWith('thermal') ? H20T : XT2);
  const thumbnails: string[] = [];
  page.on('request', (r) => void (r.url().includes('/cdn/media/') && thumbnails.push(r.url())));
  await signIn(page, 'amara');
  await page.goto(folderUrl(folder, 'grid'));
  const list = page.getByRole('list', { name: /^Items in / });
  for (const name of names) {
    // The tile's picture is decorative (alt=""; the tile is named by the file), so not a role to find it by.
    const image = list.getByRole('listitem', { name }).locator('img');
    // Decoded and shown, not just requested: the tile's image has the photo's pixels.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  expect(thumbnails).toHaveLength(3);
  expect(new Set(thumbnails).size).toBe(3);
});

test('cancel an upload, then retry it', async ({ page }) => {
  const amara = await apiLogin('amara');
  const folder = await apiFolder(amara, uniqueName('Cancel me'));
  await signIn(page, 'amara');
  await page.goto(folderUrl(folder));
  // Hold the upload request until it is cancelled, so the cancel happens mid-upload.
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  const stopRoute = await routeUntilOff(page, '**/upload/**', async (route) => {
    await held;
    await route.abort().catch(() => undefined);
  });
  await page.getByLabel('Upload files').setInputFiles([XT2]);
  const row = page.getByRole('listitem', { name: 'Upload of DJI_Zenmuse_XT2_640_R_13mm.jpg' });
  await expect(row).toContainText('Uploading');
  await row.getByRole('button', { name: /^Cancel / }).click();
  await expect(row).toContainText('Cancelled');
  release();
  stopRoute();
  await row.getByRole('button', { name: /^Retry / }).click();
  await expect(row).toContainText('Uploaded', { timeout: 15_000 });
  await expect(page.getByRole('list', { name: /^Items in / }).getByRole('listitem')).toHaveCount(1);
});

test('drag a folder with children onto another: the children’s location follows', async ({ page }) => {
  const amara = await apiLogin('amara');
  const parent = await apiFolder(amara, uniqueName('Move test'));
  const moving = await apiFolder(amara, 'Bridge 2026-10', parent);
  const sub = await apiFolder(amara, 'RGB', moving);
  const photo = await apiUpload(amara, sub, 'DJI_0100.JPG');
  const dest = await apiFolder(amara, 'Archive', parent);
  await signIn(page, 'amara');
  await page.goto(folderUrl(parent, 'grid'));
  const items = page.getByRole('list', { name: /^Items in / });
  await items.getByRole('listitem', { name: 'Bridge 2026-10' }).dragTo(items.getByRole('listitem', { name: 'Archive' }));
  await expect(page.getByText('Moved 1 item')).toBeVisible();
  await expect(items.getByRole('listitem', { name: 'Bridge 2026-10' })).toHaveCount(0);

  const movedSub = await apiGet(amara, sub.id);
  const movedPhoto = await apiGet(amara, photo.id);
  expect(movedSub?.location).toBe(`${childLocation(dest)}/${moving.id}`);
  expect(movedPhoto?.location).toBe(`${childLocation(dest)}/${moving.id}/${sub.id}`);

  // The tree shows it under Archive without a reload.
  await items.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Items in Archive' }).getByRole('listitem', { name: 'Bridge 2026-10' })).toBeVisible();
});

test('rename inline, and delete a folder after a confirmation that counts what goes with it', async ({ page }) => {
  const amara = await apiLogin('amara');
  const parent = await apiFolder(amara, uniqueName('Tidy'));
  const doomed = await apiFolder(amara, 'Old flights', parent);
  await apiUpload(amara, doomed, 'a.jpg');
  await apiUpload(amara, doomed, 'b.jpg');
  await apiFolder(amara, 'Nested', doomed);
  await apiUpload(amara, parent, 'IMG_1.JPG');
  await signIn(page, 'amara');
  await page.goto(folderUrl(parent));
  const items = page.getByRole('list', { name: /^Items in / });

  await items.getByRole('button', { name: 'Rename IMG_1.JPG' }).click();
  const field = items.getByLabel('New name for IMG_1.JPG');
  await field.fill('Pylon 7 north.jpg');
  await field.press('Enter');
  await expect(items.getByRole('listitem', { name: 'Pylon 7 north.jpg' })).toBeVisible();
  expect((await apiList(amara, { location: childLocation(parent) })).map((i) => i.name).sort()).toEqual([
    'Old flights',
    'Pylon 7 north.jpg',
  ]);

  await items.getByRole('button', { name: 'Delete Old flights' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete folder “Old flights”?' });
  await expect(confirm).toContainText('“Old flights” and the 2 files and 1 folder in it will be deleted');
  await confirm.getByRole('button', { name: 'Delete 4 items' }).click();
  await expect(items.getByRole('listitem', { name: 'Old flights' })).toHaveCount(0);
  expect(await apiGet(amara, doomed.id)).toBeNull();
});

test('an annotated image: shapes over the image, filtered by category', async ({ page }) => {
  const amara = await apiLogin('amara');
  const [annotated] = (await apiList(amara, { name: 'DJI_0001.JPG' })).filter((i) => i.type === 'I');
  if (!annotated) throw new Error('the seed has no DJI_0001.JPG');
  await signIn(page, 'amara');
  await page.goto(`/media?folder=${encodeURIComponent(annotated.location)}&view=list&item=${annotated.id}`);
  const section = page.getByRole('region', { name: 'AI annotations' });
  const heading = section.getByRole('heading', { name: /AI annotations \((\d+) of \1 shown\)/ });
  await expect(heading).toBeVisible();
  const list = section.getByRole('list', { name: 'Annotations' });
  const total = Number(/\((\d+) of/.exec((await heading.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(0);
  // The list is virtualised; this image has few enough shapes for every row to be in it.
  await expect(list.getByRole('listitem')).toHaveCount(total);
  const overlay = page.getByRole('img', { name: `${total} annotation shapes` });
  await expect(overlay).toBeVisible();

  // Hovering a row draws its shape on top; the cursor over that shape marks a row as the one under it.
  const row = list.getByRole('listitem').first();
  // (The event, not a mouse move: the side column's sections overlap the list's first rows for Playwright's hit test.)
  await row.dispatchEvent('pointerover');
  const key = await row.getAttribute('data-key');
  const drawn = overlay.locator(`g[data-key="${key}"]`);
  await expect(drawn).toBeVisible();
  const box = await drawn.locator('polygon, circle').first().boundingBox();
  if (!box) throw new Error('the hovered shape has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(list.locator('li[aria-current="true"]')).toHaveCount(1);

  const first = section.getByRole('group', { name: 'Categories' }).getByRole('checkbox').first();
  const label = (await first.locator('..').textContent()) ?? '';
  const hiddenCount = Number(/\((\d+)\)$/.exec(label.trim())?.[1]);
  await first.uncheck();
  await expect(list.getByRole('listitem')).toHaveCount(total - hiddenCount);
  await expect(section.getByRole('heading')).toHaveText(`AI annotations (${total - hiddenCount} of ${total} shown)`);
  await expect(page.getByRole('region', { name: 'Metadata' })).toContainText('Gimbal');
});

test('a member of another team sees none of it', async ({ page }) => {
  const amara = await apiLogin('amara');
  const secret = await apiFolder(amara, uniqueName('Inspection only'));
  await apiUpload(amara, secret, 'secret-pylon.jpg');
  const hiroshi = await apiLogin('hiroshi');
  expect(await apiList(hiroshi, { name: 'secret-pylon' })).toEqual([]);
  expect(await apiList(hiroshi, { name: secret.name })).toEqual([]);

  await signIn(page, 'hiroshi');
  await page.goto('/media?view=list');
  await expect(page.getByRole('list', { name: 'Folders', exact: true })).toContainText('Surveys');
  await expect(page.getByRole('list', { name: 'Folders', exact: true })).not.toContainText('Site inspections');
  await page.goto(folderUrl(secret));
  await expect(page.getByRole('alert')).toContainText('Could not load this folder');
  await expect(page.getByText('secret-pylon.jpg')).toHaveCount(0);
});

test('a reload mid-upload lists the files that did not finish; choosing them again uploads them', async ({ page }) => {
  const amara = await apiLogin('amara');
  const folder = await apiFolder(amara, uniqueName('Reload'));
  await signIn(page, 'amara');
  await page.goto(folderUrl(folder));
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  const stopRoute = await routeUntilOff(page, '**/upload/**', async (route) => {
    await held;
    await route.abort().catch(() => undefined);
  });
  await page.getByLabel('Upload files').setInputFiles([XT2, H20T]);
  await expect(page.getByRole('listitem', { name: 'Upload of DJI_H20T.jpg' })).toContainText('Uploading');
  await page.reload();
  release();
  stopRoute();

  const uploads = page.getByRole('region', { name: 'Uploads' });
  await expect(uploads.getByText('Did not finish')).toHaveCount(2);
  await uploads.getByLabel('Choose the unfinished files again').setInputFiles([XT2, H20T]);
  await expect(uploads.getByText('Uploaded')).toHaveCount(2, { timeout: 20_000 });
  expect((await apiList(amara, { location: childLocation(folder) })).map((i) => i.name).sort()).toEqual([
    'DJI_H20T.jpg',
    'DJI_Zenmuse_XT2_640_R_13mm.jpg',
  ]);
});

test('a refused change says why and leaves the view as it was', async ({ page }) => {
  const amara = await apiLogin('amara');
  const folder = await apiFolder(amara, uniqueName('Refused'));
  await apiUpload(amara, folder, 'keep-me.jpg');
  await signIn(page, 'amara');
  await page.goto(folderUrl(folder));
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('MediaRename')) return route.continue();
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        data: null,
        errors: [{ message: 'Names with “#” are refused here', extensions: { code: 'BAD_USER_INPUT' } }],
      }),
    });
  });
  const items = page.getByRole('list', { name: /^Items in / });
  await items.getByRole('button', { name: 'Rename keep-me.jpg' }).click();
  await items.getByLabel('New name for keep-me.jpg').fill('bad#name.jpg');
  await items.getByLabel('New name for keep-me.jpg').press('Enter');
  await expect(page.getByText('Could not rename: Names with “#” are refused here')).toBeVisible();
  await expect(items.getByLabel('New name for keep-me.jpg')).toHaveValue('bad#name.jpg');
  await items.getByLabel('New name for keep-me.jpg').press('Escape');
  await expect(items.getByRole('listitem', { name: 'keep-me.jpg' })).toBeVisible();
  expect((await apiList(amara, { location: childLocation(folder) })).map((i) => i.name)).toEqual(['keep-me.jpg']);
});
