import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, call, login, serviceUrl, type Session } from '../api-client';
import type { Device } from '../../src/lib/contract/devices';
import type { StreamInfo } from '../../src/lib/contract/streams';
import { rtmpReceiver, rtmpSource, servicePid, sleep, waitNoProcess, waitState, freePort, type Ffmpeg } from './streams-helpers';

// Real ffmpeg end to end: a local RTMP source pulled by the service, relayed to a local RTMP receiver.
const PULLED = 'dev-insp-m3td-1';
const UNREACHABLE = 'dev-insp-m30t-1';
const SIM = 'dev-insp-dock2-1';

let amara: Session;
let streamKey: string;
const h = () => authHeaders.streams(amara);
const spawned: Ffmpeg[] = [];

beforeAll(async () => {
  amara = await login('amara');
  streamKey = (await call<Device[]>('GET', '/v1/devices', { headers: h() })).body[0]?.streamKey ?? '';
});

afterAll(async () => {
  for (const id of [`${PULLED}-TO`, `${PULLED}-FROM`, `${UNREACHABLE}-FROM`, `${SIM}-FROM`]) {
    await call('POST', '/v1/streams/api/stop', { headers: h(), body: { streamId: id } });
  }
  await call('POST', `/dev/cameras/${SIM}/restore`, { headers: h() });
  await Promise.all(spawned.map((f) => f.kill()));
});

describe('pull, relay and the end of a source', () => {
  it('pulls a real RTMP source to STREAMING, relays it to a real RTMP receiver, and FINISHES when the source dies', async () => {
    const source = await rtmpSource();
    const receiver = await rtmpReceiver();
    spawned.push(source, receiver);

    const start = await fetch(`${serviceUrl()}/v1/streams/from/start`, {
      method: 'POST',
      headers: { ...h(), 'content-type': 'application/json' },
      body: JSON.stringify({ deviceId: PULLED, streamKey, sourceUrl: source.url }),
    });
    expect(start.status).toBe(200);
    expect(start.headers.get('content-type')).toContain('application/json');
    expect(await start.json()).toBe('STARTING');
    await waitState(amara, `${PULLED}-FROM`, ['STREAMING']);

    const relay = await call<{ streamId: string }>('POST', '/v1/streams/to/start', {
      headers: h(),
      body: { deviceId: PULLED, streamKey, destUrl: receiver.url },
    });
    expect(relay.status).toBe(200);
    expect(relay.body.streamId).toBe(`${PULLED}-TO`);
    expect(
      (await call('POST', '/v1/streams/to/start', { headers: h(), body: { deviceId: PULLED, streamKey, destUrl: receiver.url } })).status,
    ).toBe(400);
    await waitState(amara, `${PULLED}-TO`, ['STREAMING']);
    const deadline = Date.now() + 10_000;
    while (receiver.frames() < 15 && Date.now() < deadline) await sleep(200);
    expect(receiver.frames(), receiver.output().slice(-500)).toBeGreaterThanOrEqual(15);

    await source.kill();
    const ended = await waitState(amara, `${PULLED}-FROM`, ['FINISHED', 'ERROR'], 20_000);
    expect(ended.state).toBe('FINISHED');
    await waitState(amara, `${PULLED}-TO`, ['FINISHED', 'STOPPED', 'ERROR']);
    expect(await waitNoProcess(`live/${PULLED}-FROM`, 8000, servicePid(serviceUrl()))).toBe(0);
  });

  it("an unreachable source gives ERROR with our sentence for the reason, never ffmpeg's own output", async () => {
    const port = await freePort();
    const r = await call('POST', '/v1/streams/from/start', {
      headers: h(),
      body: { deviceId: UNREACHABLE, streamKey, sourceUrl: `rtmp://127.0.0.1:${port}/app/key` },
    });
    expect(r.status).toBe(200);
    const s = await waitState(amara, `${UNREACHABLE}-FROM`, ['ERROR', 'STREAMING', 'FINISHED']);
    expect(s.state).toBe('ERROR');
    // ffmpeg's stderr ("[tcp @ 0x…] Connection to tcp://127.0.0.1:…") would map the network; it stays in the service log.
    expect(s.error).toBe(`The source 127.0.0.1:${port} refused the connection (nothing listens there)`);
    expect(s.errorCode).toBe('CONNECTION_REFUSED');
    expect(await waitNoProcess(`live/${UNREACHABLE}-FROM`, 8000, servicePid(serviceUrl()))).toBe(0);

    // Another team can neither retry nor dismiss it; a retry starts it again from the same address.
    const hiroshi = authHeaders.streams(await login('hiroshi'));
    expect((await call('POST', '/v1/streams/api/dismiss', { headers: hiroshi, body: { streamId: `${UNREACHABLE}-FROM` } })).status).toBe(
      404,
    );
    expect((await call('POST', '/v1/streams/api/retry', { headers: hiroshi, body: { streamId: `${UNREACHABLE}-FROM` } })).status).toBe(404);
    const retry = await call<{ state: string }>('POST', '/v1/streams/api/retry', {
      headers: h(),
      body: { streamId: `${UNREACHABLE}-FROM` },
    });
    expect(retry.status).toBe(200);
    expect(retry.body.state).toBe('STARTING');
    expect((await call('POST', '/v1/streams/api/dismiss', { headers: h(), body: { streamId: `${UNREACHABLE}-FROM` } })).status).toBe(409);
    expect((await waitState(amara, `${UNREACHABLE}-FROM`, ['ERROR', 'STREAMING', 'FINISHED'])).errorCode).toBe('CONNECTION_REFUSED');
    // Dismissed for the whole team: the listing marks it, and a new start clears the mark.
    expect((await call('POST', '/v1/streams/api/dismiss', { headers: h(), body: { streamId: `${UNREACHABLE}-FROM` } })).status).toBe(200);
    const listed = await call<StreamInfo[]>('GET', '/v1/streams/api/states', { headers: authHeaders.streams(await login('lukas')) });
    expect(listed.body.find((x) => x.streamId === `${UNREACHABLE}-FROM`)?.dismissed).toBe(true);
  });

  it('to/stop and from/stop stop a running relay and ingest, leaving no ffmpeg', async () => {
    const source = await rtmpSource();
    const receiver = await rtmpReceiver();
    spawned.push(source, receiver);
    expect(
      (await call('POST', '/v1/streams/from/start', { headers: h(), body: { deviceId: PULLED, streamKey, sourceUrl: source.url } })).status,
    ).toBe(200);
    await waitState(amara, `${PULLED}-FROM`, ['STREAMING']);
    expect(
      (await call('POST', '/v1/streams/to/start', { headers: h(), body: { deviceId: PULLED, streamKey, destUrl: receiver.url } })).status,
    ).toBe(200);
    await waitState(amara, `${PULLED}-TO`, ['STREAMING']);
    // The states listing says where a pull comes from and a relay goes to, and that both are restreams.
    const states = await call<StreamInfo[]>('GET', '/v1/streams/api/states', { headers: h() });
    expect(states.body.find((x) => x.streamId === `${PULLED}-FROM`)).toMatchObject({ url: source.url, restream: true, endedAt: null });
    expect(states.body.find((x) => x.streamId === `${PULLED}-TO`)).toMatchObject({ url: receiver.url, restream: true, kind: 'TO' });
    // Another team sees none of them.
    const other = await call<StreamInfo[]>('GET', '/v1/streams/api/states', { headers: authHeaders.streams(await login('hiroshi')) });
    expect(other.body.filter((x) => x.deviceId === PULLED)).toEqual([]);
    expect((await call('POST', '/v1/streams/to/stop', { headers: h(), body: { deviceId: PULLED, streamKey } })).status).toBe(200);
    await waitState(amara, `${PULLED}-TO`, ['STOPPED']);
    expect((await call('POST', '/v1/streams/from/stop', { headers: h(), body: { deviceId: PULLED, streamKey } })).status).toBe(200);
    await waitState(amara, `${PULLED}-FROM`, ['STOPPED']);
    expect(await waitNoProcess(`live/${PULLED}-FROM`, 8000, servicePid(serviceUrl()))).toBe(0);
  });
});

describe('simulated camera fault injection (extension)', () => {
  it('killing the camera ends the stream (FINISHED), a start while it is down fails (ERROR), restoring it starts the stream again by itself', async () => {
    expect((await call('POST', `/v1/streams/api/${SIM}/start`, { headers: h() })).status).toBe(200);
    await waitState(amara, `${SIM}-FROM`, ['STREAMING']);
    expect((await call('POST', `/dev/cameras/${SIM}/kill`, { headers: h() })).status).toBe(200);
    expect((await waitState(amara, `${SIM}-FROM`, ['FINISHED', 'ERROR'])).state).toBe('FINISHED');
    // While it is down, a start fails for real.
    expect((await call('POST', `/v1/streams/api/${SIM}/start`, { headers: h() })).status).toBe(200);
    expect((await waitState(amara, `${SIM}-FROM`, ['ERROR', 'STREAMING'])).state).toBe('ERROR');
    // Restoring the camera starts the ingest the kill ended again, with no client involved.
    expect((await call('POST', `/dev/cameras/${SIM}/restore`, { headers: h() })).status).toBe(200);
    await waitState(amara, `${SIM}-FROM`, ['STREAMING'], 15_000);
    // A stop while the camera is down is kept: that ingest is not revived by the next restore.
    expect((await call('POST', `/dev/cameras/${SIM}/kill`, { headers: h() })).status).toBe(200);
    await waitState(amara, `${SIM}-FROM`, ['FINISHED', 'ERROR']);
    expect((await call('POST', '/v1/streams/api/stop', { headers: h(), body: { streamId: `${SIM}-FROM` } })).status).toBe(200);
    expect((await call('POST', `/dev/cameras/${SIM}/restore`, { headers: h() })).status).toBe(200);
    await sleep(2000);
    expect((await waitState(amara, `${SIM}-FROM`, ['FINISHED', 'ERROR', 'STOPPED', 'STREAMING'])).state).not.toBe('STREAMING');
    expect((await call('POST', `/v1/streams/api/${SIM}/start`, { headers: h() })).status).toBe(200);
    await waitState(amara, `${SIM}-FROM`, ['STREAMING']);
    expect((await call('POST', '/v1/streams/api/stop', { headers: h(), body: { streamId: `${SIM}-FROM` } })).status).toBe(200);
    await waitState(amara, `${SIM}-FROM`, ['STOPPED']);
  });
});
