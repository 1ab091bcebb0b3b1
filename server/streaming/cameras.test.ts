import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { waitListening } from './cameras';
import { spawnFfmpeg, type FfmpegProcess } from './process';

// A camera pull picks a free port and lets ffmpeg listen on it. Another process can take the
// port in between; the wait must then say "not ours" so the pull retries on another port,
// instead of piping the viewer to someone else's socket.
const started: FfmpegProcess[] = [];
const servers: net.Server[] = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((p) => p.stop(500)));
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function holdPort(): Promise<number> {
  const srv = net.createServer();
  servers.push(srv);
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
  return (srv.address() as net.AddressInfo).port;
}

async function freePort(): Promise<number> {
  const port = await holdPort();
  await new Promise((r) => servers.pop()?.close(r));
  return port;
}

function rtmpListener(port: number): FfmpegProcess {
  const p = spawnFfmpeg([
    '-re',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=64x36:rate=5',
    '-c:v',
    'libx264',
    '-f',
    'flv',
    '-listen',
    '1',
    `rtmp://127.0.0.1:${port}/live/cam`,
  ]);
  started.push(p);
  return p;
}

describe.runIf(process.platform === 'linux')('waiting for a camera ffmpeg to listen', () => {
  it('sees its own ffmpeg listening', { timeout: 15_000 }, async () => {
    const port = await freePort();
    expect(await waitListening(port, rtmpListener(port), 10_000)).toBe(true);
  });

  it('answers false when ffmpeg could not bind because another process took the port', { timeout: 15_000 }, async () => {
    const taken = await holdPort();
    const p = rtmpListener(taken);
    expect(await waitListening(taken, p, 10_000)).toBe(false);
    expect(p.isRunning()).toBe(false);
  });

  it('does not mistake another process listening on the port for its ffmpeg', { timeout: 15_000 }, async () => {
    const ours = await freePort();
    const p = rtmpListener(ours);
    expect(await waitListening(ours, p, 10_000)).toBe(true);
    const taken = await holdPort();
    expect(await waitListening(taken, p, 1_000)).toBe(false);
  });
});
