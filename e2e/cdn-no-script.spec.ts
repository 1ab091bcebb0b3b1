import { apiLogin, expect, serviceUrl, signIn, test } from './fixtures';
import { apiFolder, childLocation, type ApiItem } from './media-helpers';

// A member plants a page in the team's drive and leads the admin to it (a link in a task, a
// message). Were it to run on the dashboard's origin, it would read the admin's session from
// sessionStorage. It must not run anywhere: not opened, not framed by the app.
const marker = (kind: string) =>
  `try { localStorage.setItem('pwned', '${kind}'); } catch (e) {} fetch('/pwned/${kind}?' + encodeURIComponent(JSON.stringify(sessionStorage)));`;
const FILES = [
  { name: 'evil.html', type: 'text/html', body: `<!doctype html><p>hi</p><script>${marker('html')}</script>` },
  { name: 'evil.svg', type: 'image/svg+xml', body: `<svg xmlns="http://www.w3.org/2000/svg"><script>${marker('svg')}</script></svg>` },
];

async function plant(folder: ApiItem, file: (typeof FILES)[number], idToken: string): Promise<string> {
  const res = await fetch(`${serviceUrl()}/upload/e2e/${file.name}`, {
    method: 'PUT',
    headers: { authorization: idToken, 'content-type': file.type, 'x-amz-meta-location': childLocation(folder) },
    body: file.body,
  });
  if (res.status !== 201) throw new Error(`upload ${file.name}: HTTP ${res.status}`);
  const item = (await res.json()) as { storagePath: string };
  return `/cdn/media/${item.storagePath.split('/').map(encodeURIComponent).join('/')}`;
}

test('an HTML or SVG upload opened or framed by the admin runs no script on the app origin', async ({ page, context }) => {
  const lukas = await apiLogin('lukas');
  const folder = await apiFolder(lukas, `planted-${Date.now()}`);
  const addresses = await Promise.all(FILES.map((f) => plant(folder, f, lukas.credentials.idToken)));

  const stolen: string[] = [];
  await context.route('**/pwned/**', (route) => {
    stolen.push(route.request().url());
    return route.fulfill({ status: 204 });
  });
  await signIn(page, 'amara');

  for (const address of addresses) {
    // Opened as a link: the browser saves it; no page of ours is replaced by it.
    const download = page.waitForEvent('download');
    const opened = await page.goto(address).then(
      () => 'navigated',
      (err: Error) => err.message,
    );
    expect(opened).toMatch(/Download is starting|ERR_ABORTED/);
    await download;
    // Framed by a page of the app (same origin): still only a download, nothing renders.
    await page.goto('/channels');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    const framed = page.waitForEvent('download');
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.title = 'planted file';
      frame.src = src;
      document.body.append(frame);
    }, address);
    await framed;
  }
  // Each script, had it run, would have left its mark in storage or asked for /pwned.
  expect(await page.evaluate(() => localStorage.getItem('pwned'))).toBeNull();
  expect(stolen).toEqual([]);
  // The session the script was after is still only in this tab.
  expect(await page.evaluate(() => sessionStorage.getItem('lops.session'))).toContain('usr-amara-okafor');
});

test('the app is revalidated on every load and isolated from other windows', async ({ page }) => {
  const res = await page.request.get('/');
  expect(res.headers()['cache-control']).toBe('no-cache');
  expect(res.headers()['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers()['content-security-policy']).toContain("script-src 'self'");
});
