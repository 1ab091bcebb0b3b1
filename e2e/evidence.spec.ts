import { apiLogin, expect, serviceUrl, signIn, streamsCall, test, type ApiSession } from './fixtures';
import { mediaGql } from './media-helpers';

/**
 * From a detection to its evidence, against the seeded demo: the analytics records of the busiest
 * sessions name recordings that are in the drive (Detections/<device>), and the annotated photos'
 * detections name those photos. Everything the test expects is read from the service's own API.
 */

interface Label {
  category: string;
  frameNumber?: number;
  bbox?: number[];
}
interface Item {
  id: string;
  name: string;
  deviceId: string | null;
  location: string;
  createdAt: string;
  annotations: string | null;
  metadata: { additionalProperties?: string | null } | null;
}

async function itemsNamed(s: ApiSession, name: string): Promise<Item[]> {
  const d = await mediaGql<{ list: { items: Item[] } }>(
    s,
    'query($n: String) { list(name: $n, limit: 500) { items { id name deviceId location createdAt annotations metadata { additionalProperties } } } }',
    { n: name },
  );
  return d.list.items;
}

async function deviceName(s: ApiSession, id: string): Promise<string> {
  const devices = await streamsCall<Array<{ id: string; name: string }>>(s, 'GET', '/v1/devices');
  const d = devices.find((x) => x.id === id);
  if (!d) throw new Error(`device ${id} not listed`);
  return d.name;
}

const labelsOf = (item: Item): Label[] =>
  Object.values(JSON.parse(item.annotations ?? '{}') as Record<string, { labels?: Record<string, Label> }>).flatMap((a) =>
    Object.values(a.labels ?? {}),
  );

test('analytics → a device by name → a class → a frame row → the recording opens at that frame with its boxes', async ({ page }) => {
  test.setTimeout(90_000);
  const amara = await apiLogin('amara');
  // A seeded recording the analytics name (under Detections/<device>), with a frame that has boxes.
  const recording = (await itemsNamed(amara, '_V.MP4')).find((i) => i.deviceId && labelsOf(i).some((l) => l.frameNumber !== undefined));
  if (!recording?.deviceId) throw new Error('the seed put no analytics recording in the drive');
  const start = Date.parse(recording.createdAt);
  const name = await deviceName(amara, recording.deviceId);

  await signIn(page, 'amara');
  // The recording's five minutes, as a pinned window (the spike's window, as an operator would zoom to it).
  await page.goto(`/analytics?range=custom&from=${start}&to=${start + 300_000}`);
  await page.getByLabel('Device', { exact: true }).selectOption({ label: name });
  await expect(page.getByText(/^Loaded .* records$/)).toBeVisible({ timeout: 20_000 });
  const table = page.getByRole('table', { name: 'Top classes' });
  const cls = (await table.getByRole('button').first().textContent())?.trim() ?? '';
  await table.getByRole('button', { name: cls, exact: true }).click();
  const frames = page.getByRole('table', { name: `Frames with ${cls}` });
  const row = frames.getByRole('row').nth(1);
  await expect(row).toContainText(recording.name);
  const frameNumber = Number((await row.getByRole('cell').nth(4).textContent())?.trim());
  expect(Number.isInteger(frameNumber)).toBe(true);
  await row.getByRole('button', { name: /^Open / }).click();

  await expect(page).toHaveURL(new RegExp(`/media\\?.*item=${recording.id}`));
  await expect(page).toHaveURL(new RegExp(`frame=${frameNumber}`));
  const fps = (JSON.parse(recording.metadata?.additionalProperties ?? '{}') as { fps?: number }).fps;
  if (!fps) throw new Error('the recording states no frame rate');
  const video = page.getByLabel(`Video ${recording.name}`);
  await expect(video).toBeVisible();
  // currentTime within one frame interval of frame_number / fps, once seeked.
  await expect
    .poll(async () => Math.abs((await video.evaluate((v: HTMLVideoElement) => v.currentTime)) - frameNumber / fps), { timeout: 15_000 })
    .toBeLessThanOrEqual(1 / fps);
  // The boxes of that frame, as the service stores them for this recording and frame.
  const expected = labelsOf(recording).filter((l) => l.frameNumber === frameNumber).length;
  expect(expected).toBeGreaterThan(0);
  await expect(page.getByRole('img', { name: `${expected} annotation shapes` })).toBeVisible();
  await expect(page.getByTestId('annotation-labels')).toContainText(cls);
  // The breadcrumb is the recording's folder: Detections / <device name>.
  await expect(page.getByRole('navigation', { name: 'Folder path' })).toContainText(name);
});

test('a photo detection opens the photo with its labelled boxes; a file not in the drive is named', async ({ page }) => {
  const amara = await apiLogin('amara');
  const photo = (await itemsNamed(amara, 'DJI_0001.JPG')).find((i) => i.name === 'DJI_0001.JPG' && i.annotations && i.deviceId);
  if (!photo?.deviceId) throw new Error('no annotated DJI_0001.JPG in the seed');
  const at = Date.parse(photo.createdAt);
  const labels = labelsOf(photo);
  const name = await deviceName(amara, photo.deviceId);
  await signIn(page, 'amara');
  await page.goto(`/analytics?range=custom&from=${at - 60_000}&to=${at + 60_000}`);
  await page.getByLabel('Device', { exact: true }).selectOption({ label: name });
  await expect(page.getByText(/^Loaded .* records$/)).toBeVisible({ timeout: 20_000 });
  const cls = labels[0]?.category ?? '';
  await page.getByRole('table', { name: 'Top classes' }).getByRole('button', { name: cls, exact: true }).click();
  const row = page
    .getByRole('table', { name: `Frames with ${cls}` })
    .getByRole('row')
    .nth(1);
  await expect(row).toContainText('DJI_0001.JPG');
  await row.getByRole('button', { name: /^Open / }).click();
  await expect(page).toHaveURL(new RegExp(`item=${photo.id}`));
  await expect(page.getByRole('img', { name: `${labels.length} annotation shapes` })).toBeVisible();
  await expect(page.getByTestId('annotation-labels')).toContainText(cls);
  // Labels can be hidden.
  await page.getByLabel('Show labels and confidence on the picture').uncheck();
  await expect(page.getByTestId('annotation-labels')).toHaveCount(0);
});

test('a detection whose file is not in the drive says so and names the file', async ({ page }) => {
  const amara = await apiLogin('amara');
  const inDrive = new Set((await itemsNamed(amara, '_V.MP4')).map((i) => i.name));
  const devices = (await (
    await fetch(`${serviceUrl()}/v1/analytics/devices`, { headers: { 'x-api-key': amara.credentials.apiKey } })
  ).json()) as string[];
  let missing: { device_id: string; source_file_name: string; class_name: string; timestamp: string } | undefined;
  for (const d of devices) {
    const res = await fetch(`${serviceUrl()}/v1/analytics/bi/${d}/0/9999999999999/1`, {
      headers: { 'x-api-key': amara.credentials.apiKey },
    });
    const page1 = (await res.json()) as {
      data: Array<{ device_id: string; source_file_name: string; class_name: string; timestamp: string }>;
    };
    missing = page1.data.find((r) => r.source_file_name.endsWith('.MP4') && !inDrive.has(r.source_file_name));
    if (missing) break;
  }
  if (!missing) throw new Error('every recording is in the drive: nothing to test');
  const ts = Date.parse(missing.timestamp);
  await signIn(page, 'amara');
  await page.goto(`/analytics?range=custom&from=${ts}&to=${ts + 1000}&device=${missing.device_id}&cls=${missing.class_name}`);
  const row = page
    .getByRole('table', { name: `Frames with ${missing.class_name}` })
    .getByRole('row')
    .nth(1);
  await expect(row).toContainText(missing.source_file_name, { timeout: 20_000 });
  await row.getByRole('button', { name: /^Open / }).click();
  await expect(page.getByRole('alert')).toContainText(`${missing.source_file_name} is not in the media drive`);
});
