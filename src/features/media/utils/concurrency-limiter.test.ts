import { describe, expect, it } from 'vitest';
import { AbortedError, createLimiter } from './concurrency-limiter';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('concurrency limiter', () => {
  it('never runs more than max at once and runs the rest in order', async () => {
    const limiter = createLimiter(12);
    const gates = Array.from({ length: 40 }, deferred);
    const started: number[] = [];
    const all = gates.map((g, i) =>
      limiter.run(async () => {
        started.push(i);
        await g.promise;
        return i;
      }),
    );
    expect(limiter.inFlight).toBe(12);
    expect(limiter.waiting).toBe(28);
    for (const g of gates) {
      g.resolve();
      await Promise.resolve();
    }
    expect(await Promise.all(all)).toEqual(gates.map((_g, i) => i));
    expect(limiter.peak).toBe(12);
    expect(started).toEqual(gates.map((_g, i) => i));
    expect(limiter.inFlight).toBe(0);
  });

  it('drops a waiting task whose signal aborts, without starting it', async () => {
    const limiter = createLimiter(1);
    const gate = deferred();
    const first = limiter.run(() => gate.promise);
    const ctl = new AbortController();
    let ran = false;
    const second = limiter.run(async () => {
      ran = true;
    }, ctl.signal);
    ctl.abort();
    await expect(second).rejects.toBeInstanceOf(AbortedError);
    gate.resolve();
    await first;
    expect(ran).toBe(false);
    expect(limiter.waiting).toBe(0);
  });

  it('frees the slot when a task fails', async () => {
    const limiter = createLimiter(1);
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run(() => Promise.resolve(7))).toBe(7);
  });
});
