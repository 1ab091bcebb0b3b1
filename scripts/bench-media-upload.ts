/**
 * Upload part of `npm run bench:media`: FILES files of MB MB through the dashboard's upload
 * queue (JS heap sampled over CDP before, during and after) and the same files with curl
 * (`curl -T`, streamed, 4 in parallel like the queue), each into a fresh folder.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';

const FILES = Number(process.env.UPLOAD_FILES ?? 200);
const MB = 5;

interface Session {
  teamId: string;
  credentials: { idToken: string };
}

async function folder(base: string, s: Session, name: string): Promise<string> {
  const r = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: s.credentials.idToken },
    body: JSON.stringify({ query: `mutation { createFolder(name: "${name}", location: "${s.teamId}") { id location } }` }),
  });
  const f = ((await r.json()) as { data: { createFolder: { id: string; location: string } } }).data.createFolder;
  return `${f.location}/${f.id}`;
}

function makeFiles(dir: string): string[] {
  fs.mkdirSync(dir, { recursive: true });
  return Array.from({ length: FILES }, (_v, i) => {
    const file = path.join(dir, `upload-${String(i).padStart(3, '0')}.bin`);
    if (!fs.existsSync(file) || fs.statSync(file).size !== MB * 1024 * 1024) fs.writeFileSync(file, crypto.randomBytes(MB * 1024 * 1024));
    return file;
  });
}

export async function uploadBench(browser: Browser, base: string, session: Session, dir: string) {
  const files = makeFiles(dir);
  const totalMB = FILES * MB;

  const browserLoc = await folder(base, session, `bench upload browser ${Date.now()}`);
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript('window.__name = (f) => f;');
  await context.addInitScript((value) => sessionStorage.setItem('lops.session', value), JSON.stringify({ ...session, username: 'amara' }));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const heap = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN) / 1024 / 1024;
  };
  await page.goto(`${base}/media?view=list&folder=${encodeURIComponent(browserLoc)}`);
  await page.getByText(/is empty\. Drop files here/).waitFor();
  await cdp.send('HeapProfiler.collectGarbage');
  const heapBefore = await heap();
  let heapPeak = heapBefore;
  const t0 = Date.now();
  await page.getByLabel('Upload files').setInputFiles(files);
  const done = page.getByText(`${FILES} of ${FILES} files`);
  while (!(await done.isVisible())) {
    heapPeak = Math.max(heapPeak, await heap());
    await page.waitForTimeout(250);
  }
  const browserS = (Date.now() - t0) / 1000;
  await cdp.send('HeapProfiler.collectGarbage');
  const heapAfter = await heap();
  await context.close();

  const bareMBs = totalMB / (await bareXhrSeconds(browser, base, session, files));

  const curlLoc = await folder(base, session, `bench upload curl ${Date.now()}`);
  const list = path.join(dir, 'files.txt');
  fs.writeFileSync(list, files.join('\n'));
  const c0 = Date.now();
  execFileSync(
    'sh',
    [
      '-c',
      `xargs -P4 -I{} curl -sf -o /dev/null -T {} -H "authorization: $TOK" -H "x-amz-meta-location: $LOC" -H "content-type: application/octet-stream" "$URL/upload/curl/$(date +%s%N)" < "$LIST"`,
    ],
    { env: { ...process.env, TOK: session.credentials.idToken, LOC: curlLoc, URL: base, LIST: list } },
  );
  const curlS = (Date.now() - c0) / 1000;
  return { files: FILES, mb: MB, heapBefore, heapPeak, heapAfter, browserMBs: totalMB / browserS, bareMBs, curlMBs: totalMB / curlS };
}

/**
 * The same files from the same browser with none of our code: a bare page's XHR loop, 4 in
 * parallel, same PUT and headers. What the browser itself reaches on this machine right now, so
 * the gap to curl splits into the page's share (dashboard vs bare) and the browser's (bare vs curl).
 */
async function bareXhrSeconds(browser: Browser, base: string, s: Session, files: string[]): Promise<number> {
  const loc = await folder(base, s, `bench upload bare ${Date.now()}`);
  const context = await browser.newContext();
  await context.addInitScript('window.__name = (f) => f;'); // tsx's keepNames, as in the other contexts
  const page = await context.newPage();
  // A page of the service's origin (its uploads need no CORS) with none of the app's code.
  await page.route(`${base}/bench-bare-upload`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<input type="file" multiple>' }),
  );
  await page.goto(`${base}/bench-bare-upload`);
  const t0 = Date.now();
  await page.locator('input').setInputFiles(files);
  await page.evaluate(
    async ([tok, location]) => {
      const list = [...((document.querySelector('input') as HTMLInputElement).files ?? [])];
      let next = 0;
      const put = (f: File) =>
        new Promise<void>((resolve, reject) => {
          const x = new XMLHttpRequest();
          x.open('PUT', `/upload/bare/${crypto.randomUUID()}/${encodeURIComponent(f.name)}`);
          x.setRequestHeader('authorization', tok);
          x.setRequestHeader('x-amz-meta-location', location);
          x.setRequestHeader('content-type', 'application/octet-stream');
          x.upload.onprogress = () => undefined;
          x.onload = () => (x.status < 300 ? resolve() : reject(new Error(`HTTP ${x.status}`)));
          x.onerror = () => reject(new Error('network'));
          x.send(f);
        });
      const lane = async () => {
        while (next < list.length) await put(list[next++] as File);
      };
      await Promise.all([lane(), lane(), lane(), lane()]);
    },
    [s.credentials.idToken, loc] as const,
  );
  const seconds = (Date.now() - t0) / 1000;
  await context.close();
  return seconds;
}
