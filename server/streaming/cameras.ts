import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { cameraArgs, type RenditionName } from './ffmpeg-args';
import { spawnFfmpeg, type FfmpegProcess } from './process';

/**
 * Simulated cameras: one always-pull-able RTMP URL per rendition (main 640x360, sub 320x180).
 *
 * ffmpeg's `-listen 1` RTMP output serves exactly one player and then exits, and an idle
 * listener already holds ~50 MB. So the stable URL is a small TCP front in Node: each client
 * connection spawns its own camera ffmpeg (`-listen 1` on an internal port) and the bytes are
 * piped through. An idle camera costs one socket; a viewed one costs one ffmpeg per rendition,
 * which ends with its client.
 */
export interface CameraUrls {
  main: string;
  sub: string;
}

interface Session {
  close(): void;
}

interface Camera {
  deviceId: string;
  name: string;
  servers: Record<RenditionName, net.Server>;
  ports: Record<RenditionName, number>;
  sessions: Set<Session>;
  /** Killed on purpose (dev endpoint): nothing listens until restored, so a pull is refused. */
  down: boolean;
}

const RENDITIONS: RenditionName[] = ['main', 'sub'];

export function createCameras(o: { tmpDir: string; marker: string }) {
  const cameras = new Map<string, Camera>();
  let closed = false;

  const urls = (c: Camera): CameraUrls => ({
    main: `rtmp://127.0.0.1:${c.ports.main}/live/cam`,
    sub: `rtmp://127.0.0.1:${c.ports.sub}/live/cam`,
  });

  function nameFile(c: Camera): string {
    // The device name goes through a file so no user-supplied text is parsed as filter syntax.
    const file = path.join(o.tmpDir, `camera-${c.ports.main}.txt`);
    fs.writeFileSync(`${file}.tmp`, c.name);
    fs.renameSync(`${file}.tmp`, file);
    return file;
  }

  /** One client: a fresh camera ffmpeg on an internal port, piped to the client. */
  function serve(c: Camera, r: RenditionName, client: net.Socket): void {
    client.pause();
    let proc: FfmpegProcess | undefined;
    let upstream: net.Socket | undefined;
    let ended = false;
    const session: Session = {
      close() {
        if (ended) return;
        ended = true;
        c.sessions.delete(session);
        client.destroy();
        upstream?.destroy();
        void proc?.stop(1000);
      },
    };
    c.sessions.add(session);
    client.on('error', session.close);
    client.on('close', session.close);
    void (async () => {
      // The port is free when picked but is only bound by ffmpeg a moment later; another process
      // (a second service on this machine) can take it in between. Then ffmpeg exits without
      // listening, or the port listens for someone else: pick another port and try again.
      for (let attempt = 0; attempt < 3 && !ended; attempt++) {
        const port = await freePort();
        if (ended) return;
        const p = spawnFfmpeg(cameraArgs({ rendition: r, port, nameFile: nameFile(c), marker: o.marker }));
        proc = p;
        if (!(await waitListening(port, p, 5000))) {
          await p.stop(1000);
          continue;
        }
        if (ended) return session.close();
        void p.exited.then(session.close);
        upstream = net.connect(port, '127.0.0.1');
        upstream.on('error', session.close);
        upstream.on('close', session.close);
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
        return;
      }
      session.close();
    })().catch(session.close);
  }

  async function listen(c: Camera, r: RenditionName, port = 0): Promise<number> {
    const server = net.createServer((socket) => serve(c, r, socket));
    c.servers[r] = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    const addr = server.address();
    return typeof addr === 'object' && addr ? addr.port : port;
  }

  async function create(deviceId: string, name: string, down: boolean): Promise<Camera> {
    const c = { deviceId, name, servers: {}, ports: {}, sessions: new Set(), down } as unknown as Camera;
    cameras.set(deviceId, c);
    for (const r of RENDITIONS) {
      c.ports[r] = await listen(c, r);
      if (down) c.servers[r].close();
    }
    return c;
  }

  async function ensure(deviceId: string, name: string): Promise<CameraUrls> {
    if (closed) throw new Error('service is shutting down');
    const c = cameras.get(deviceId) ?? (await create(deviceId, name, false));
    c.name = name;
    return urls(c);
  }

  return {
    ensure,
    /** Simulates the source dropping: current pulls are cut, new ones are refused. */
    async kill(deviceId: string, name: string): Promise<void> {
      const c = cameras.get(deviceId) ?? (await create(deviceId, name, true));
      c.down = true;
      for (const r of RENDITIONS) c.servers[r].close();
      for (const s of [...c.sessions]) s.close();
    },
    async restore(deviceId: string, name: string): Promise<void> {
      const c = cameras.get(deviceId);
      if (!c) return void (await ensure(deviceId, name));
      if (!c.down) return;
      c.down = false;
      // Same ports as before, so URLs handed out earlier keep working.
      for (const r of RENDITIONS) await listen(c, r, c.ports[r]);
    },
    async shutdown(): Promise<void> {
      closed = true;
      for (const c of cameras.values()) {
        for (const r of RENDITIONS) c.servers[r].close();
        for (const s of [...c.sessions]) s.close();
      }
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
 * Waits until this ffmpeg LISTENs on the port. A test connection would use up the listener's
 * single client, so Linux's socket table is read instead, and the listening socket must be one
 * of the process's own descriptors (not another process that took the port). Elsewhere a short
 * pause stands in. False when ffmpeg exited or the time ran out.
 */
export async function waitListening(port: number, proc: FfmpegProcess, timeoutMs: number): Promise<boolean> {
  const hex = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && proc.isRunning()) {
    let table: string;
    try {
      table = fs.readFileSync('/proc/net/tcp', 'utf8');
    } catch {
      await sleep(800);
      return proc.isRunning();
    }
    const inodes = listeningInodes(table, hex);
    if (inodes.length > 0 && inodes.some((inode) => ownsSocket(proc.pid, inode))) return true;
    await sleep(30);
  }
  return false;
}

/** Inodes of the sockets in LISTEN state (0A) on a local address ending in `hex`. */
function listeningInodes(table: string, hex: string): string[] {
  const out: string[] = [];
  for (const line of table.split('\n').slice(1)) {
    const f = line.trim().split(/\s+/);
    // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
    if (f[1]?.endsWith(hex) && f[3] === '0A' && f[9]) out.push(f[9]);
  }
  return out;
}

function ownsSocket(pid: number, inode: string): boolean {
  try {
    const dir = `/proc/${pid}/fd`;
    return fs.readdirSync(dir).some((fd) => {
      try {
        return fs.readlinkSync(`${dir}/${fd}`) === `socket:[${inode}]`;
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
