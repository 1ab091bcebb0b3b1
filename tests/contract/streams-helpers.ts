import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { expect } from 'vitest';
import { authHeaders, call, type Session } from '../api-client';
import { ffmpegPath } from '../../server/streaming/ffmpeg-bin';
import type { StreamState, StreamStatus } from '../../src/lib/contract/streams';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

export interface Ffmpeg {
  child: ChildProcess;
  output: () => string;
  /** Highest frame number ffmpeg has reported. */
  frames: () => number;
  kill: () => Promise<void>;
}

function run(args: string[]): Ffmpeg {
  const child = spawn(ffmpegPath(), ['-nostdin', '-hide_banner', '-loglevel', 'info', '-progress', 'pipe:1', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let frames = 0;
  child.stderr?.on('data', (c: Buffer) => (out = (out + c.toString()).slice(-20_000)));
  child.stdout?.on('data', (c: Buffer) => {
    for (const m of c.toString().matchAll(/^frame=(\d+)/gm)) frames = Math.max(frames, Number(m[1]));
  });
  return {
    child,
    output: () => out,
    frames: () => frames,
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

/** A real RTMP source: ffmpeg serving a test pattern to ONE player (`-listen 1`). */
export async function rtmpSource(): Promise<Ffmpeg & { url: string }> {
  const port = await freePort();
  const url = `rtmp://127.0.0.1:${port}/app/key`;
  const f = run([
    '-re',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=320x180:rate=15',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-tune',
    'zerolatency',
    '-g',
    '15',
    '-pix_fmt',
    'yuv420p',
    '-f',
    'flv',
    '-listen',
    '1',
    url,
  ]);
  await waitListening(port);
  return { ...f, url };
}

/** A real RTMP destination: ffmpeg receiving ONE publisher and discarding the frames. */
export async function rtmpReceiver(): Promise<Ffmpeg & { url: string }> {
  const port = await freePort();
  const url = `rtmp://127.0.0.1:${port}/app/key`;
  const f = run(['-listen', '1', '-i', url, '-f', 'null', '-']);
  await waitListening(port);
  return { ...f, url };
}

/** Waits for a LISTEN socket without connecting to it (a connection would use up `-listen 1`). */
async function waitListening(port: number): Promise<void> {
  const hex = `:${port.toString(16).toUpperCase().padStart(4, '0')} `;
  for (let i = 0; i < 100; i++) {
    const table = fs.readFileSync('/proc/net/tcp', 'utf8');
    if (table.split('\n').some((l) => l.includes(hex) && / 0A /.test(l))) return;
    await sleep(50);
  }
  throw new Error(`nothing listens on ${port}`);
}

export async function status(s: Session, streamId: string, base?: string): Promise<StreamStatus> {
  const r = await call<StreamStatus>('POST', '/v1/streams/api/status', {
    headers: authHeaders.streams(s),
    body: { streamId },
    ...(base ? { base } : {}),
  });
  expect(r.status).toBe(200);
  return r.body;
}

/** Polls the status endpoint until the state is one of `want` (fails with the last status otherwise). */
export async function waitState(
  s: Session,
  streamId: string,
  want: StreamState[],
  timeoutMs = 20_000,
  base?: string,
): Promise<StreamStatus> {
  const deadline = Date.now() + timeoutMs;
  let last: StreamStatus | undefined;
  while (Date.now() < deadline) {
    last = await status(s, streamId, base);
    if (want.includes(last.state)) return last;
    await sleep(200);
  }
  throw new Error(`${streamId} never reached ${want.join('/')}; last: ${JSON.stringify(last)}`);
}

/**
 * Pid of the service listening at `url`, so process counts can be limited to its children
 * (other services on the machine may stream the same seeded device ids).
 */
export function servicePid(url: string): string {
  const port = new URL(url).port;
  const out = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`no process listens on ${port}`);
  return pid;
}

/** Live processes whose command line contains `marker` (only children of `parentPid` when given). */
export function ffmpegCount(marker: string, parentPid?: string): number {
  try {
    const out = execFileSync('pgrep', [...(parentPid ? ['-P', parentPid] : []), '-f', marker], { encoding: 'utf8' });
    return out.split('\n').filter(Boolean).length;
  } catch {
    return 0; // pgrep exits 1 when nothing matches.
  }
}

/** Waits until no process matches (stop is asynchronous: STOPPING, then STOPPED). */
export async function waitNoProcess(marker: string, timeoutMs = 8000, parentPid?: string): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && ffmpegCount(marker, parentPid) > 0) await sleep(100);
  return ffmpegCount(marker, parentPid);
}

/** Media sequence and segment count of an HLS media playlist. */
export function playlistInfo(text: string): { sequence: number; segments: string[] } {
  const seq = /#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text);
  return { sequence: seq ? Number(seq[1]) : 0, segments: text.split('\n').filter((l) => l && !l.startsWith('#')) };
}
