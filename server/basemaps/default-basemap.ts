import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ADMIN1_MIN_ZOOM, DEFAULT_MAX_ZOOM } from './default-basemap-data';
import type { TileReply, TileRequest } from './default-basemap-worker';

/** Bump when the data or the tiling changes, so old cached tiles are not served. */
const CACHE_VERSION = 'v2';

export interface DefaultBasemap {
  /** The tile's uncompressed MVT bytes (possibly empty: open ocean). */
  tile(z: number, x: number, y: number): Promise<Buffer>;
  /** Whether the tiling worker (and its memory) is alive: for health figures and tests. */
  workerRunning(): boolean;
  /** Starts building the index in the background (a served dashboard will need it). */
  warm(): Promise<void>;
  close(): Promise<void>;
}

/**
 * How long the tiling worker may sit without a tile to make before it is stopped. Its indexes of
 * the whole world hold ~0.8 GB, and once the areas people look at are cached on disk it has
 * nothing to do; a tile of a new area later starts it again (a few seconds, once).
 */
const WORKER_IDLE_MS = 5 * 60_000;

/**
 * The bundled basemap, tiled once: each tile is made by a worker thread on first request and
 * kept under DATA_DIR/cache/basemap/, so the service starts at once and a restart re-tiles nothing.
 * The worker starts only when a map first asks for a tile, and stops when idle (WORKER_IDLE_MS).
 */
export function createDefaultBasemap(dataDir: string, o: { workerIdleMs?: number } = {}): DefaultBasemap {
  const cacheDir = path.join(dataDir, 'cache', 'basemap', CACHE_VERSION);
  const idleMs = o.workerIdleMs ?? WORKER_IDLE_MS;
  let worker: Worker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (b: Buffer) => void; reject: (e: Error) => void }>();
  const inFlight = new Map<string, Promise<Buffer>>();

  const stopWhenIdle = (): void => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (waiting.size > 0 || !worker) return;
      void worker.terminate();
      worker = undefined;
    }, idleMs);
    // An idle timer never keeps the process (or a test run) alive.
    idleTimer.unref();
  };

  const startWorker = (): Worker => {
    // A plain-JS entry: worker threads do not inherit tsx's loader (see the entry file).
    const w = new Worker(new URL('./default-basemap-worker-entry.mjs', import.meta.url), { workerData: { cacheDir } });
    w.on('message', (reply: TileReply) => {
      const entry = waiting.get(reply.id);
      if (!entry) return;
      waiting.delete(reply.id);
      if (waiting.size === 0) stopWhenIdle();
      if ('error' in reply) entry.reject(new Error(reply.error));
      else entry.resolve(Buffer.from(reply.tile.buffer, reply.tile.byteOffset, reply.tile.byteLength));
    });
    w.on('error', (err) => {
      for (const entry of waiting.values()) entry.reject(err);
      waiting.clear();
      worker = undefined;
    });
    return w;
  };

  const make = (z: number, x: number, y: number): Promise<Buffer> =>
    new Promise((resolve, reject) => {
      worker ??= startWorker();
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, z, x, y } satisfies TileRequest);
    });

  return {
    async tile(z, x, y) {
      if (z > DEFAULT_MAX_ZOOM) return Buffer.alloc(0);
      const file = path.join(cacheDir, String(z), String(x), `${y}.pbf`);
      try {
        return await fs.promises.readFile(file);
      } catch {
        // Not cached yet.
      }
      const key = `${z}/${x}/${y}`;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = make(z, x, y).then(async (buf) => {
          await fs.promises.mkdir(path.dirname(file), { recursive: true });
          // Write then rename: a concurrent reader never sees half a tile.
          const tmp = `${file}.${process.pid}.tmp`;
          await fs.promises.writeFile(tmp, buf);
          await fs.promises.rename(tmp, file);
          return buf;
        });
        inFlight.set(key, pending);
        void pending.finally(() => inFlight.delete(key)).catch(() => undefined);
      }
      return pending;
    },
    workerRunning: () => worker !== undefined,
    async warm() {
      await this.tile(0, 0, 0).catch(() => undefined);
      // The admin-1 lines are derived on the first z4+ tile (seconds, once per DATA_DIR): do it now too.
      await this.tile(ADMIN1_MIN_ZOOM, 8, 5).catch(() => undefined);
    },
    async close() {
      clearTimeout(idleTimer);
      await worker?.terminate();
      worker = undefined;
    },
  };
}
