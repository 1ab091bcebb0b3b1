import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, call, login, serviceUrl, type Session } from '../api-client';
import type { Device } from '../../src/lib/contract/devices';
import type { StreamInfo, ViewerTokenResponse } from '../../src/lib/contract/streams';
import { playlistInfo, servicePid, sleep, waitNoProcess, waitState } from './streams-helpers';

// Devices used only by this file (seeded): a simulated camera, a device without a source, another team's.
const SIM = 'dev-insp-axis-2';
const NO_SOURCE = 'dev-insp-m30t-1';
const OTHER_TEAM = 'dev-surv-m350-1';
const STREAM = `${SIM}-FROM`;

let amara: Session;
let hiroshi: Session;
let streamKey: string;
const h = () => authHeaders.streams(amara);

beforeAll(async () => {
  [amara, hiroshi] = await Promise.all([login('amara'), login('hiroshi')]);
  const devices = await call<Device[]>('GET', '/v1/devices', { headers: h() });
  streamKey = devices.body[0]?.streamKey ?? '';
});

afterAll(async () => {
  await call('POST', '/v1/streams/api/stop', { headers: h(), body: { streamId: STREAM } });
});

const token = (body: Record<string, unknown>, s = amara) =>
  call<ViewerTokenResponse>('POST', '/v1/streams/external/token', { headers: authHeaders.streams(s), body });
const cdn = (url: string) => fetch(url).then(async (r) => ({ status: r.status, headers: r.headers, text: await r.text() }));

describe('device-scoped stream start: error statuses', () => {
  it('needs a PAT', async () => {
    expect((await call('POST', `/v1/streams/api/${SIM}/start`)).status).toBe(401);
  });
  it('404 for an unknown device, 403 for another team’s device, 412 without a sourceUrl', async () => {
    expect((await call('POST', '/v1/streams/api/no-such-device/start', { headers: h() })).status).toBe(404);
    expect((await call('POST', `/v1/streams/api/${OTHER_TEAM}/start`, { headers: h() })).status).toBe(403);
    const r = await call<{ error: { code: string } }>('POST', `/v1/streams/api/${NO_SOURCE}/start`, { headers: h() });
    expect(r.status).toBe(412);
    expect(r.body.error.code).toBeTruthy();
  });
  it('streamid is 400 for a device that is not streaming', async () => {
    expect((await call('GET', `/v1/streams/api/${NO_SOURCE}/streamid`, { headers: h() })).status).toBe(400);
  });
  it('status of an unknown or another team’s stream is 404', async () => {
    expect((await call('POST', '/v1/streams/api/status', { headers: h(), body: { streamId: 'nope-FROM' } })).status).toBe(404);
    expect((await call('POST', '/v1/streams/api/status', { headers: h(), body: {} })).status).toBe(400);
  });
});

describe('restream family: validation', () => {
  it('rejects source and destination URLs of the wrong scheme, naming the field', async () => {
    const bad = await call<{ error: { field?: string } }>('POST', '/v1/streams/from/start', {
      headers: h(),
      body: { deviceId: NO_SOURCE, streamKey, sourceUrl: 'http://example.test/live' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('sourceUrl');
    const dest = await call<{ error: { field?: string } }>('POST', '/v1/streams/to/start', {
      headers: h(),
      body: { deviceId: NO_SOURCE, streamKey, destUrl: 'rtsp://127.0.0.1/x' },
    });
    expect(dest.status).toBe(400);
    expect(dest.body.error.field).toBe('destUrl');
  });
  it('needs the team’s stream key', async () => {
    const missing = await call<{ error: { field?: string } }>('POST', '/v1/streams/from/start', {
      headers: h(),
      body: { deviceId: NO_SOURCE, sourceUrl: 'rtmp://127.0.0.1:1/a/b' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.field).toBe('streamKey');
    const wrong = await call('POST', '/v1/streams/from/start', {
      headers: h(),
      body: { deviceId: NO_SOURCE, streamKey: 'sk_wrong', sourceUrl: 'rtmp://127.0.0.1:1/a/b' },
    });
    expect(wrong.status).toBe(403);
    const theirs = await call<Device[]>('GET', '/v1/devices', { headers: authHeaders.streams(hiroshi) });
    const theirKey = theirs.body[0]?.streamKey;
    expect(
      (
        await call('POST', '/v1/streams/from/start', {
          headers: h(),
          body: { deviceId: NO_SOURCE, streamKey: theirKey, sourceUrl: 'rtmp://127.0.0.1:1/a/b' },
        })
      ).status,
    ).toBe(403);
  });
  it('relaying a device that is not streaming is refused', async () => {
    expect(
      (
        await call('POST', '/v1/streams/to/start', {
          headers: h(),
          body: { deviceId: NO_SOURCE, streamKey, destUrl: 'rtmp://127.0.0.1:1/a/b' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('viewer tokens', () => {
  it('device scope: the spec fields, default lifetime 3600 s, signed HLS and DASH URLs', async () => {
    const r = await token({ deviceId: SIM });
    expect(r.status).toBe(200);
    const now = Math.floor(Date.now() / 1000);
    expect(r.body).toMatchObject({ scope: 'device', deviceId: SIM, teamId: amara.teamId, expiresIn: 3600 });
    expect(Math.abs(r.body.expiresAt - (now + 3600))).toBeLessThanOrEqual(5);
    expect(r.body.streamUrls?.hls).toContain(`/cdn/live/t/${r.body.token}/${SIM}/`);
    expect(r.body.streamUrls?.dash).toMatch(/\.mpd$/);
    expect(r.body.streamUrlPattern).toBeUndefined();
    expect(r.body.annotatedStreamUrls).toBeUndefined();
  });
  it('team scope: a URL pattern with a note, annotated patterns per AI app', async () => {
    const r = await token({ teamId: amara.teamId, aiAppIds: ['ppe'], duration: 60 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ scope: 'team', teamId: amara.teamId, expiresIn: 60 });
    expect(r.body.deviceId).toBeUndefined();
    expect(r.body.streamUrls).toBeUndefined();
    expect(r.body.streamUrlPattern?.hls).toContain('{deviceId}');
    expect(r.body.streamUrlPattern?.note).toBeTruthy();
    expect(r.body.annotatedStreamUrlPatterns?.[0]).toMatchObject({ aiAppId: 'ppe', hls: expect.stringContaining('{deviceId}') });
  });
  it('duration must be 60..43200', async () => {
    for (const duration of [59, 43201, 0, 100.5, '3600']) {
      const r = await token({ deviceId: SIM, duration });
      expect(r.status, `duration ${duration}`).toBe(400);
      expect((r.body as unknown as { error: { field: string } }).error.field).toBe('duration');
    }
    expect((await token({ deviceId: SIM, duration: 43200 })).body.expiresIn).toBe(43200);
  });
  it('teamId must be the caller’s, deviceId the caller’s team’s; one of them is required', async () => {
    expect((await token({ teamId: hiroshi.teamId })).status).toBe(403);
    expect((await token({ deviceId: OTHER_TEAM })).status).toBe(403);
    expect((await token({ deviceId: 'no-such-device' })).status).toBe(404);
    expect((await token({})).status).toBe(400);
  });
});

describe('a simulated camera streamed on demand (service runs with CAMERAS=off)', () => {
  let urls: ViewerTokenResponse;

  it('starts, refuses a second start, reaches STREAMING and is listed', async () => {
    const r = await call<{ streamId: string }>('POST', `/v1/streams/api/${SIM}/start`, { headers: h() });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ streamId: STREAM });
    expect((await call('POST', `/v1/streams/api/${SIM}/start`, { headers: h() })).status).toBe(400);
    expect((await call('GET', `/v1/streams/api/${SIM}/streamid`, { headers: h() })).body).toEqual({ streamId: STREAM });
    await waitState(amara, STREAM, ['STREAMING']);
    const live = await call<StreamInfo[]>('GET', '/v1/streams/legacy-key', { headers: h() });
    expect(live.body.map((s) => s.streamId)).toContain(STREAM);
    const theirs = await call<StreamInfo[]>('GET', '/v1/streams/legacy-key', { headers: authHeaders.streams(hiroshi) });
    expect(theirs.body.map((s) => s.streamId)).not.toContain(STREAM);
    const states = await call<StreamInfo[]>('GET', '/v1/streams/api/states', { headers: h() });
    expect(states.body.find((s) => s.streamId === STREAM)).toMatchObject({
      deviceId: SIM,
      state: 'STREAMING',
      startedAt: expect.any(Number),
      // Started from the device's own source: not a pull.
      restream: false,
      endedAt: null,
    });
    expect(
      (await call('POST', '/v1/streams/api/status', { headers: authHeaders.streams(hiroshi), body: { streamId: STREAM } })).status,
    ).toBe(404);
    expect((await call('POST', '/v1/streams/api/stop', { headers: authHeaders.streams(hiroshi), body: { streamId: STREAM } })).status).toBe(
      404,
    );
  });

  it('serves HLS (main + sub + multivariant) and DASH through the CDN with a viewer token', async () => {
    urls = (await token({ deviceId: SIM, aiAppIds: ['ppe'] })).body;
    const master = await cdn(urls.streamUrls?.hls ?? '');
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(master.headers.get('cache-control')).toBe('no-cache');
    expect(master.text).toContain('RESOLUTION=320x180');
    const base = (urls.streamUrls?.hls ?? '').replace(/master\.m3u8$/, '');
    const media = await cdn(`${base}index.m3u8`);
    const first = playlistInfo(media.text);
    expect(first.segments.length).toBeGreaterThan(0);
    const seg = await cdn(`${base}${first.segments.at(-1)}`);
    expect(seg.status).toBe(200);
    expect(seg.headers.get('content-type')).toBe('video/iso.segment');
    expect(seg.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect((await cdn(`${base}sub/index.m3u8`)).text).toContain('#EXTINF');
    const mpd = await cdn(urls.streamUrls?.dash ?? '');
    expect(mpd.status).toBe(200);
    expect(mpd.headers.get('content-type')).toBe('application/dash+xml');
    expect(mpd.text).toContain('<MPD');
    // dash.js must sync its clock against this service, not an internet time server.
    const utc = /<UTCTiming [^>]*value="([^"]+)"/.exec(mpd.text)?.[1] ?? '';
    expect(utc).toMatch(/\/cdn\/live\/time$/);
    expect(Number.isNaN(Date.parse(await (await fetch(utc)).text()))).toBe(false);
    // The playlist keeps moving: new segments appear.
    await sleep(2500);
    const later = playlistInfo((await cdn(`${base}index.m3u8`)).text);
    expect(later.sequence + later.segments.length).toBeGreaterThan(first.sequence + first.segments.length);
  });

  it('refuses missing, forged, wrong-kind and wrong-scope tokens with the one error body', async () => {
    const hls = urls.streamUrls?.hls ?? '';
    const path = new URL(hls).pathname;
    const origin = new URL(hls).origin;
    const team = (await token({ teamId: amara.teamId })).body.token;
    const otherTeam = (await token({ teamId: hiroshi.teamId }, hiroshi)).body.token;
    const otherDevice = (await token({ deviceId: 'dev-insp-axis-1' })).body.token;
    const cases: Record<string, string> = {
      'no token': `${origin}/cdn/live/${SIM}/master.m3u8`,
      'forged token': hls.replace(urls.token, `${urls.token.slice(0, -4)}AAAA`),
      'a PAT instead of a viewer token': hls.replace(urls.token, amara.credentials.pat),
      'token of another device': hls.replace(urls.token, otherDevice),
      'token of another team': hls.replace(urls.token, otherTeam),
    };
    for (const [what, url] of Object.entries(cases)) {
      const r = await cdn(url);
      expect(r.status, what).toBe(403);
      expect(JSON.parse(r.text), what).toEqual({ error: { code: 'FORBIDDEN', message: expect.any(String) } });
    }
    // A team-scoped token covers every device of the team.
    expect((await cdn(`${origin}${path.replace(urls.token, team)}`)).status).toBe(200);
  });

  it('starts the annotated rendition when its URL is first requested, only for AI apps in the token', async () => {
    const annotated = urls.annotatedStreamUrls?.[0];
    expect(annotated?.aiAppId).toBe('ppe');
    const r = await cdn(annotated?.hls ?? '');
    expect(r.status).toBe(200);
    expect(r.text).toContain('#EXTINF');
    expect((await cdn((annotated?.hls ?? '').replace('/ai/ppe/', '/ai/other/'))).status).toBe(403);
  });

  it('stop goes through STOPPING to STOPPED and leaves no ffmpeg behind', async () => {
    const r = await call<{ state: string }>('POST', '/v1/streams/api/stop', { headers: h(), body: { streamId: STREAM } });
    expect(r.status).toBe(200);
    expect(['STOPPING', 'STOPPED']).toContain(r.body.state);
    await waitState(amara, STREAM, ['STOPPED']);
    expect(await waitNoProcess(`live/${STREAM}`, 8000, servicePid(serviceUrl()))).toBe(0);
    expect((await call('GET', `/v1/streams/api/${SIM}/streamid`, { headers: h() })).status).toBe(400);
    expect((await cdn(urls.streamUrls?.hls ?? '')).status).toBe(404);
  });
});
