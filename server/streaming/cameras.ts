import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { cameraArgs, type RenditionName } from './ffmpeg-args';
import { spawnFfmpeg, type FfmpegProcess } from './process';

/**
 * Simulated cameras. ffmpeg's `-listen 1` RTMP output serves exactly one player and then
 * exits, so a camera is a pair of listening ffmpeg processes (main and sub rendition) that
 * is spawned on demand before an ingest connects, and respawned after its client leaves
 * when cameras run with the service (CAMERAS on). A listener that waits for its client
 * costs no CPU: ffmpeg only starts encoding once the client is there.
 */
export interface CameraUrls {
  main: string;
  sub: string;
}

interface Camera {
  deviceId: string;
  name: string;
  ports: Record<RenditionName, number>;
  procs: Partial<Record<RenditionName, FfmpegProcess>>;
  /** Killed on purpose (dev endpoint): not respawned, not served, until restored. */
  down: boolean;
}

const RENDITIONS: RenditionName[] = ['main', 'sub'];

export function createCameras(o: { tmpDir: string; marker: string; keepListening: boolean }) {
  const cameras = new Map<string, Camera>();
  let closed = false;

  const urls = (c: Camera): CameraUrls => ({
    main: `rtmp://127.0.0.1:${c.ports.main}/live/cam`,
    sub: `rtmp://127.0.0.1:${c.ports.sub}/live/cam`,
  });

  function spawnRendition(c: Camera, r: RenditionName): void {
    const nameFile = path.join(o.tmpDir, `camera-${c.ports.main}.txt`);
    // The device name goes through a file so no user-supplied text is parsed as filter syntax.
    const tmp = `${nameFile}.tmp`;
    fs.writeFileSync(tmp, c.name);
    fs.renameSync(tmp, nameFile);
    const proc = spawnFfmpeg(cameraArgs({ rendition: r, port: c.ports[r], nameFile, marker: o.marker }));
    c.procs[r] = proc;
    void proc.exited.then(() => {
      if (c.procs[r] === proc) delete c.procs[r];
      if (o.keepListening && !c.down && !closed && cameras.get(c.deviceId) === c) {
        setTimeout(() => {
          if (!c.down && !closed && !c.procs[r]) spawnRendition(c, r);
        }, 200);
      }
    });
  }

  async function ensure(deviceId: string, name: string): Promise<CameraUrls> {
    let c = cameras.get(deviceId);
    if (!c) {
      c = { deviceId, name, ports: { main: await freePort(), sub: await freePort() }, procs: {}, down: false };
      cameras.set(deviceId, c);
    }
    c.name = name;
    if (c.down) return urls(c); // Nothing listens: the ingest fails with a real "connection refused".
    for (const r of RENDITIONS) if (!c.procs[r]) spawnRendition(c, r);
    await Promise.all(RENDITIONS.map((r) => waitListening(c.ports[r], 4000)));
    return urls(c);
  }

  return {
    ensure,
    isDown: (deviceId: string) => cameras.get(deviceId)?.down ?? false,
    /** Simulates the source dropping: the camera processes die and stay down. */
    async kill(deviceId: string, name: string): Promise<void> {
      const c = cameras.get(deviceId) ?? { deviceId, name, ports: { main: await freePort(), sub: await freePort() }, procs: {}, down: true };
      cameras.set(deviceId, c);
      c.down = true;
      await Promise.all(RENDITIONS.map((r) => c.procs[r]?.stop(1000)));
    },
    async restore(deviceId: string, name: string): Promise<void> {
      const c = cameras.get(deviceId);
      if (c) c.down = false;
      if (o.keepListening) await ensure(deviceId, name);
    },
    /** On-demand mode: ends whatever is left of a camera once its ingest is gone. */
    async release(deviceId: string): Promise<void> {
      const c = cameras.get(deviceId);
      if (c) await Promise.all(RENDITIONS.map((r) => c.procs[r]?.stop(1000)));
    },
    async shutdown(): Promise<void> {
      closed = true;
      const all = [...cameras.values()].flatMap((c) => RENDITIONS.map((r) => c.procs[r]));
      await Promise.all(all.map((p) => p?.stop(1500)));
    },
  };
}

export type Cameras = ReturnType<typeof createCameras>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Waits until something LISTENs on the port. A test connection would use up the listener's
 * single client, so Linux's socket table is read instead; elsewhere a short pause stands in.
 */
async function waitListening(port: number, timeoutMs: number): Promise<void> {
  const hex = `:${port.toString(16).toUpperCase().padStart(4, '0')} `;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let table: string;
    try {
      table = fs.readFileSync('/proc/net/tcp', 'utf8');
    } catch {
      await sleep(800);
      return;
    }
    if (table.split('\n').some((line) => line.includes(hex) && / 0A /.test(line))) return;
    await sleep(50);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
