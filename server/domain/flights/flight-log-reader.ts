import { Worker } from 'node:worker_threads';
import type { Flight, FlightLogFormat, FlightSummary } from '../../../src/lib/flight-logs';

export interface LogReadRequest {
  id: number;
  bytes: Uint8Array;
}
export type LogReadReply =
  | {
      id: number;
      ok: true;
      format: FlightLogFormat;
      formatLabel: string;
      summary: FlightSummary;
      vehicle: Flight['vehicle'];
      stoppedAt: Flight['stoppedAt'] | null;
      notes: string[];
      modes: number;
      events: number;
    }
  | { id: number; ok: false; message: string; tried: FlightLogFormat[]; format: FlightLogFormat | null };

export type LogReadResult = Omit<Extract<LogReadReply, { ok: true }>, 'id' | 'ok'>;
export type LogReadFailure = Omit<Extract<LogReadReply, { ok: false }>, 'id' | 'ok'>;

/**
 * One worker thread that reads uploaded logs, one at a time, in arrival order: fifty uploads at
 * once queue here while the event loop keeps serving (health, lists, the CDN). Started on first
 * use; a worker that dies fails what it held and the next read starts a new one.
 */
export function createFlightLogReader() {
  let worker: Worker | null = null;
  let next = 1;
  const waiting = new Map<number, (reply: LogReadReply) => void>();

  function start(): Worker {
    const w = new Worker(new URL('./flight-log-reader-entry.mjs', import.meta.url));
    w.on('message', (reply: LogReadReply) => {
      const done = waiting.get(reply.id);
      waiting.delete(reply.id);
      done?.(reply);
    });
    const fail = () => {
      if (worker === w) worker = null;
      for (const [id, done] of waiting)
        done({ id, ok: false, message: 'The log reader stopped while reading this file.', tried: [], format: null });
      waiting.clear();
    };
    w.on('error', fail);
    w.on('exit', fail);
    w.unref();
    return w;
  }

  return {
    read(bytes: Uint8Array): Promise<LogReadResult | (LogReadFailure & { failed: true })> {
      worker ??= start();
      const id = next++;
      const w = worker;
      return new Promise((resolve) => {
        waiting.set(id, (reply) => {
          if (reply.ok) {
            const { id: _i, ok: _o, ...result } = reply;
            resolve(result);
          } else {
            const { id: _i, ok: _o, ...failure } = reply;
            resolve({ ...failure, failed: true });
          }
        });
        w.postMessage({ id, bytes } satisfies LogReadRequest, [bytes.buffer as ArrayBuffer]);
      });
    },
    async close(): Promise<void> {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
