import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Rows a bulk write handles per transaction. better-sqlite3 is synchronous: while a transaction
 * runs, the service answers nobody. Deleting 1,000 flight logs (9 indexes) takes ~10–20 ms on the
 * 2-core bench machine (docs/benchmarks.md, "Bulk delete"), so between two chunks every waiting
 * request gets its turn well inside the 100 ms budget, while the per-transaction cost (WAL commit)
 * stays a small share of the whole.
 */
export const BULK_CHUNK = 1_000;

/** Lets every request that arrived meanwhile run before the next chunk (I/O callbacks run before setImmediate). */
export const yieldToOthers = (): Promise<void> => nextTurn();
