import { parentPort, workerData } from 'node:worker_threads';
import { buildDefaultBasemapIndex, type DefaultBasemapIndex } from './default-basemap-data';

/** Worker thread: builds the default basemap's indexes once, then answers tile requests. */
export interface TileRequest {
  id: number;
  z: number;
  x: number;
  y: number;
}
export type TileReply = { id: number; tile: Uint8Array } | { id: number; error: string };

let index: DefaultBasemapIndex | undefined;
parentPort?.on('message', (req: TileRequest) => {
  try {
    index ??= buildDefaultBasemapIndex((workerData as { cacheDir?: string } | undefined)?.cacheDir);
    const tile = index.tile(req.z, req.x, req.y);
    parentPort?.postMessage({ id: req.id, tile } satisfies TileReply);
  } catch (err) {
    parentPort?.postMessage({ id: req.id, error: err instanceof Error ? err.message : String(err) } satisfies TileReply);
  }
});
