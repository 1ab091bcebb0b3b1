import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Rows of a bulk write's first transaction (then `chunkSizer` adapts). better-sqlite3 is synchronous: while a transaction
 * runs, the service answers nobody. Deleting 500 flight logs (each row in 10 indexes) took
 * ~20 ms (median; 70 ms worst) on the 2-core bench machine at load 4–6, 1,000 took ~45 ms and
 * 2,000 ~80 ms, for about the same total (docs/benchmarks.md, "Bulk delete"). 500 keeps a waiting
 * request's delay well inside the 100 ms budget on a busy machine; smaller chunks gain little
 * latency and pay a commit each.
 */
export const BULK_CHUNK = 500;

/** Lets every request that arrived meanwhile run before the next chunk (I/O callbacks run before setImmediate). */
export const yieldToOthers = (): Promise<void> => nextTurn();

/** How long one chunk's transaction should hold the service, and the bounds its row count stays in. */
const TARGET_MS = 20;
const MIN_ROWS = 50;
const MAX_ROWS = 2_000;

/**
 * Rows for the next chunk, adapted to how long the last one took: on a machine that other work
 * slows down (a load of 10 on 2 cores made a 500-row chunk ~100 ms), chunks shrink so the stall
 * stays near TARGET_MS; on a quiet one they grow and pay fewer commits. A fixed `rows` (tests) stays fixed.
 */
export function chunkSizer(rows?: number) {
  let size = rows ?? BULK_CHUNK;
  return {
    get size(): number {
      return size;
    },
    /** Call with the chunk's transaction time in ms. */
    took(ms: number): void {
      if (rows !== undefined) return;
      if (ms > TARGET_MS * 1.5) size = Math.max(MIN_ROWS, Math.floor(size / 2));
      else if (ms < TARGET_MS / 2) size = Math.min(MAX_ROWS, Math.ceil(size * 1.25));
    },
  };
}
