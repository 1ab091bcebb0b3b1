import { beforeAll, describe, expect, it } from 'vitest';
import type { FlightLogFile } from '../../src/lib/contract/flights';
import { authHeaders, call, login, serviceUrl } from '../api-client';

let log: FlightLogFile;
let url: string;
let full: string;

beforeAll(async () => {
  const s = await login('sofia');
  const res = await call<{ items: FlightLogFile[] }>('GET', '/v1/flights/team?limit=1&version=droneV5', {
    headers: authHeaders.flights(s),
  });
  log = res.body.items[0] as FlightLogFile;
  url = `${serviceUrl()}/cdn/flights/${log.storagePath}`;
});

describe('flight CDN file serving', () => {
  it('serves the whole file publicly with type, length, ETag and a 128-bit random path', async () => {
    expect(log.storagePath).toMatch(/(^|\/)[0-9a-f]{32}\//);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    // A log is not shown inline, so it is a download (served-type.ts).
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toBe('attachment');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/);
    full = await res.text();
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(full));
    const lines = full.trim().split('\n');
    expect(lines[0]).toBe('time_ms,lat,lng,alt_m,speed_ms,heading_deg,battery_pct');
    // A drawable track: many rows, the first one at the take-off point.
    expect(lines.length).toBeGreaterThan(10);
    const [, lat, lng] = (lines[1] as string).split(',').map(Number);
    expect(lat).toBeCloseTo(log.takeOffLocation?.lat ?? 0, 4);
    expect(lng).toBeCloseTo(log.takeOffLocation?.long ?? 0, 4);
  });

  it('answers a byte Range with 206 and exactly those bytes', async () => {
    const res = await fetch(url, { headers: { range: 'bytes=10-59' } });
    expect(res.status).toBe(206);
    const size = Buffer.byteLength(full);
    expect(res.headers.get('content-range')).toBe(`bytes 10-59/${size}`);
    expect(await res.text()).toBe(Buffer.from(full).subarray(10, 60).toString());
    const suffix = await fetch(url, { headers: { range: 'bytes=-20' } });
    expect(suffix.status).toBe(206);
    expect(await suffix.text()).toBe(
      Buffer.from(full)
        .subarray(size - 20)
        .toString(),
    );
    const open = await fetch(url, { headers: { range: `bytes=${size - 5}-` } });
    expect(await open.text()).toBe(
      Buffer.from(full)
        .subarray(size - 5)
        .toString(),
    );
  });

  it('answers 416 for a range past the end', async () => {
    const res = await fetch(url, { headers: { range: 'bytes=99999999-' } });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${Buffer.byteLength(full)}`);
  });

  it('answers If-None-Match with 304, and ignores a Range whose If-Range is stale', async () => {
    const etag = (await fetch(url, { method: 'HEAD' })).headers.get('etag') as string;
    const cached = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe('');
    const stale = await fetch(url, { headers: { range: 'bytes=0-9', 'if-range': '"stale"' } });
    expect(stale.status).toBe(200);
    const fresh = await fetch(url, { headers: { range: 'bytes=0-9', 'if-range': etag } });
    expect(fresh.status).toBe(206);
  });

  it('answers HEAD with the length and no body', async () => {
    const res = await fetch(url, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(full));
  });

  it('answers 404 for an unknown path and for a path escaping the folder', async () => {
    const unknown = await fetch(`${serviceUrl()}/cdn/flights/team-inspection/00000000000000000000000000000000/x.csv`);
    expect(unknown.status).toBe(404);
    const escape = await fetch(`${serviceUrl()}/cdn/flights/..%2F..%2Fservice.sqlite`);
    expect(escape.status).toBe(404);
    const dir = await fetch(`${serviceUrl()}/cdn/flights/${log.storagePath.split('/').slice(0, 2).join('/')}`);
    expect(dir.status).toBe(404);
  });
});
