import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Rows a bulk write handles per transaction. better-sqlite3 is synchronous: while a transaction
 * runs, the service answers nobody. Deleting 500 flight logs (each row in 10 indexes) took
 * ~20 ms (median; 70 ms worst) on the 2-core bench machine at load 4–6, 1,000 took ~45 ms and
 * 2,000 ~80 ms, for about the same total (docs/benchmarks.md, "Bulk delete"). 500 keeps a waiting
 * request's delay well inside the 100 ms budget on a busy machine; smaller chunks gain little
 * latency and pay a commit each.
 */
export const BULK_CHUNK = 500;

/** Lets every request that arrived meanwhile run before the next chunk (I/O callbacks run before setImmediate). */
export const yieldToOthers = (): Promise<void> => nextTurn();
