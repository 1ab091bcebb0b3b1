/**
 * At most `max` tasks in flight; the rest wait in order. A waiting task whose signal aborts
 * (a thumbnail scrolled away before its turn) leaves the queue without ever starting, so
 * fast scrolling through 10,000 items never piles requests on the service.
 */
export interface Limiter {
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  readonly inFlight: number;
  readonly waiting: number;
  /** The most tasks ever in flight at once (for benchmarks and tests). */
  readonly peak: number;
}

export class AbortedError extends Error {
  constructor() {
    super('Aborted before it started');
    this.name = 'AbortError';
  }
}

export function createLimiter(max: number): Limiter {
  if (!Number.isInteger(max) || max < 1) throw new RangeError('max must be a positive integer');
  let inFlight = 0;
  let peak = 0;
  const queue: Array<{ start: () => void; signal?: AbortSignal }> = [];

  const next = () => {
    while (inFlight < max && queue.length > 0) {
      const job = queue.shift();
      if (job && !job.signal?.aborted) job.start();
    }
  };

  return {
    run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        if (signal?.aborted) return reject(new AbortedError());
        const job = {
          signal,
          start: () => {
            inFlight++;
            peak = Math.max(peak, inFlight);
            task()
              .then(resolve, reject)
              .finally(() => {
                inFlight--;
                next();
              });
          },
        };
        signal?.addEventListener(
          'abort',
          () => {
            const i = queue.indexOf(job);
            if (i >= 0) {
              queue.splice(i, 1);
              reject(new AbortedError());
            }
          },
          { once: true },
        );
        queue.push(job);
        next();
      });
    },
    get inFlight() {
      return inFlight;
    },
    get waiting() {
      return queue.length;
    },
    get peak() {
      return peak;
    },
  };
}
