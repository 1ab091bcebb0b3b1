import { apiLogin, expect, serviceUrl, signIn, test, uniqueName, type ApiSession } from './fixtures';
import { apiFolder, apiUpload, childLocation, folderUrl, mediaGql, type ApiItem } from './media-helpers';

type Flight = { id: string; version: string; pilotName: string; storagePath: string };
const FULL =
  'id name type location parentId storagePath thumbnailPath metadata { size exifimagewidth exifimageheight gpslat gpslng make model }';

async function fullItem(s: ApiSession, id: string): Promise<Record<string, unknown> | null> {
  const d = await mediaGql<{ get: Record<string, unknown> | null }>(s, `query($id: String!) { get(item: {id: $id}) { ${FULL} } }`, { id });
  return d.get;
}

async function flightsOf(s: ApiSession, query = ''): Promise<Flight[]> {
  const res = await fetch(`${serviceUrl()}/v1/flights${query}`, { headers: { authorization: `Bearer ${s.credentials.authToken}` } });
  expect(res.ok).toBe(true);
  return ((await res.json()) as { items: Flight[] }).items;
}

const cdn = async (area: 'media' | 'flights', p: unknown) => (await fetch(`${serviceUrl()}/cdn/${area}/${String(p)}`)).status;

test('a folder with sub-folders and files: the confirmation counts all of it, the Trash gives it all back with metadata, thumbnails and files', async ({
  page,
}) => {
  const amara = await apiLogin('amara');
  const parent = await apiFolder(amara, uniqueName('Inspections'));
  const survey = await apiFolder(amara, 'Bridge survey', parent);
  const deck = await apiFolder(amara, 'Deck', survey);
  const piers = await apiFolder(amara, 'Piers', deck);
  const files: ApiItem[] = [];
  for (const [folder, name] of [
    [survey, 'overview.jpg'],
    [deck, 'deck-1.jpg'],
    [deck, 'deck-2.jpg'],
    [piers, 'pier-1.jpg'],
  ] as const)
    files.push(await apiUpload(amara, folder, name));
  const before = await Promise.all(files.map((f) => fullItem(amara, f.id)));
  for (const b of before) expect(b?.thumbnailPath).toBeTruthy();

  await signIn(page, 'amara');
  await page.goto(folderUrl(parent));
  const items = page.getByRole('list', { name: /^Items in / });
  await items.getByRole('button', { name: 'Delete Bridge survey' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete folder “Bridge survey”?' });
  // Counted by the service across every level, not the folder's own 2 children.
  await expect(confirm).toContainText('“Bridge survey” and the 4 files and 2 folders in it will be deleted');
  await expect(confirm).toContainText('It goes to the Trash, where it can be restored for 30 days.');
  await confirm.getByRole('button', { name: 'Delete 7 items' }).click();
  await expect(items.getByRole('listitem', { name: 'Bridge survey' })).toHaveCount(0);
  for (const f of before) {
    expect(await fullItem(amara, f?.id as string)).toBeNull();
    expect(await cdn('media', f?.storagePath)).toBe(404);
    expect(await cdn('media', f?.thumbnailPath)).toBe(404);
  }

  await page.goto('/trash');
  const row = page.getByRole('row', { name: /Bridge survey/ });
  await expect(row).toContainText('4 files, 3 folders');
  await expect(row).toContainText(`Drive / ${parent.name}`);
  await expect(row).toContainText('Amara Okafor');
  await row.getByRole('button', { name: 'Restore Bridge survey' }).click();
  await expect(page.getByText('Restored 7 items')).toBeVisible();
  await expect(page.getByRole('row', { name: /Bridge survey/ })).toHaveCount(0);

  // Every file is back where it was, with its metadata, and its thumbnail and file are served again.
  const after = await Promise.all(files.map((f) => fullItem(amara, f.id)));
  expect(after).toEqual(before);
  for (const f of after) {
    expect(await cdn('media', f?.storagePath)).toBe(200);
    expect(await cdn('media', f?.thumbnailPath)).toBe(200);
  }
  await page.goto(`/media?folder=${encodeURIComponent(childLocation(deck))}&view=list`);
  await expect(page.getByRole('list', { name: /^Items in / }).getByRole('listitem', { name: 'deck-1.jpg' })).toBeVisible();
  expect(childLocation(piers)).toBe(after[3]?.location);
});

test('about 200 flight logs selected by filter go to the Trash and come back', async ({ page }) => {
  const hiroshi = await apiLogin('hiroshi');
  const everything = await flightsOf(hiroshi);
  // The (version, pilot) filter whose match count is nearest 200 (another test deletes an "afl" set of this team).
  const combos = new Map<string, Flight[]>();
  for (const f of everything) {
    if (f.version === 'afl') continue;
    const key = `${f.version}|${f.pilotName}`;
    combos.set(key, [...(combos.get(key) ?? []), f]);
  }
  const [key, matching] = [...combos.entries()].sort((a, b) => Math.abs(a[1].length - 200) - Math.abs(b[1].length - 200))[0] as [
    string,
    Flight[],
  ];
  const [version, pilot] = key.split('|') as [string, string];
  expect(matching.length).toBeGreaterThan(100);

  await signIn(page, 'hiroshi');
  await page.goto(`/flights?version=${version}&pilot=${encodeURIComponent(pilot)}`);
  await page.getByRole('button', { name: `Select all ${matching.length} matching` }).click();
  await page.getByRole('button', { name: 'Delete…' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete every matching flight?' });
  await expect(confirm).toContainText(`all ${matching.length} flights`);
  await expect(confirm).toContainText('It goes to the Trash');
  await confirm.getByRole('button', { name: `Delete ${matching.length} flights` }).click();
  await expect(page.getByText(`Deleted ${matching.length} flights — moved to the Trash`)).toBeVisible();
  await expect(page.getByText('No flights match these filters')).toBeVisible();
  expect((await flightsOf(hiroshi)).length).toBe(everything.length - matching.length);
  expect(await cdn('flights', matching[0]?.storagePath)).toBe(404);

  await page.goto('/trash');
  const name = `${matching.length} flight logs`;
  const row = page.getByRole('row', { name: new RegExp(`^${name}`) }).first();
  await expect(row).toContainText('Flight logbook');
  await row.getByRole('button', { name: `Restore ${name}` }).click();
  await expect(page.getByText(`Restored ${matching.length} items`)).toBeVisible();
  const back = await flightsOf(hiroshi);
  expect(new Set(back.map((f) => f.id))).toEqual(new Set(everything.map((f) => f.id)));
  expect(await cdn('flights', matching[0]?.storagePath)).toBe(200);
  await page.goto(`/flights?version=${version}&pilot=${encodeURIComponent(pilot)}`);
  await expect(page.getByRole('button', { name: `Select all ${matching.length} matching` })).toBeVisible();
});

test('Undo on the toast brings a deleted file back in one click', async ({ page }) => {
  const amara = await apiLogin('amara');
  const folder = await apiFolder(amara, uniqueName('Undo'));
  const file = await apiUpload(amara, folder, 'keep-me.jpg');
  await signIn(page, 'amara');
  await page.goto(folderUrl(folder));
  const items = page.getByRole('list', { name: /^Items in / });
  await items.getByRole('button', { name: 'Delete keep-me.jpg' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete “keep-me.jpg”?' });
  await confirm.getByRole('button', { name: 'Delete 1 item' }).click();
  await expect(items.getByRole('listitem', { name: 'keep-me.jpg' })).toHaveCount(0);
  await page.getByRole('status').filter({ hasText: 'Deleted 1 item — moved to the Trash' }).getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Restored')).toBeVisible();
  await expect(items.getByRole('listitem', { name: 'keep-me.jpg' })).toBeVisible();
  expect((await fullItem(amara, file.id))?.location).toBe(childLocation(folder));
});

test('against a service without the trash extension the confirmation says the deletion is permanent', async ({ page }) => {
  const amara = await apiLogin('amara');
  const folder = await apiFolder(amara, uniqueName('No trash'));
  const sub = await apiFolder(amara, 'Old', folder);
  await apiUpload(amara, sub, 'gone.jpg');
  // A deployment without the extension answers 404 for all of it (as one without displays does for /v1/displays).
  await page.route(/\/v1\/trash(\/|\?|$)/, (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Route not found' } }),
    }),
  );
  await signIn(page, 'amara');
  await page.goto(folderUrl(folder));
  const items = page.getByRole('list', { name: /^Items in / });
  await items.getByRole('button', { name: 'Delete Old' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete folder “Old”?' });
  await expect(confirm).toContainText('This service keeps no trash: the deletion is permanent and cannot be undone.');
  await expect(confirm).toContainText('at least 1 item');
  await confirm.getByRole('button', { name: 'Delete 1 item' }).click();
  await expect(items.getByRole('listitem', { name: 'Old' })).toHaveCount(0);
  const toastSaid = page.getByRole('status').filter({ hasText: 'Deleted 1 item' });
  await expect(toastSaid).toBeVisible();
  // Nothing to undo: the toast neither offers it nor speaks of a trash.
  await expect(toastSaid).not.toContainText('Trash');
  await expect(toastSaid.getByRole('button', { name: 'Undo' })).toHaveCount(0);

  await page.goto('/trash');
  await expect(page.getByText('This service keeps no trash: a deletion is permanent')).toBeVisible();
});
