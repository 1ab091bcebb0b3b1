import type { Browser, Page } from '@playwright/test';

/** The team's four devices with simulated cameras (seeded, team-inspection). */
export const DEVICES = ['dev-insp-axis-1', 'dev-insp-axis-2', 'dev-insp-m350-1', 'dev-insp-dock2-1'];

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? NaN) : ((s[m - 1] ?? NaN) + (s[m] ?? NaN)) / 2;
};

export async function api<T>(base: string, pat: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(pat ? { authorization: `Bearer ${pat}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function startIngests(base: string, pat: string) {
  for (const id of DEVICES) {
    await api(base, pat, 'POST', `/v1/streams/api/${id}/start`).catch(() => undefined);
  }
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const states = await api<Array<{ streamId: string; state: string }>>(base, pat, 'GET', '/v1/streams/api/states');
    if (DEVICES.every((d) => states.some((s) => s.streamId === `${d}-FROM` && s.state === 'STREAMING'))) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('ingests did not reach STREAMING within 60 s');
}

export async function newPage(browser: Browser, base: string, session: unknown): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 }, baseURL: base });
  await ctx.addInitScript((v) => sessionStorage.setItem('lops.session', v), JSON.stringify(session));
  return ctx.newPage();
}
