import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDisposables } from './disposables';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createDisposables', () => {
  it('after dispose no listener fires and no timer runs', () => {
    const d = createDisposables();
    const target = new EventTarget();
    const onPing = vi.fn();
    const onTimeout = vi.fn();
    const onInterval = vi.fn();
    d.listen(target, 'ping', onPing);
    d.timeout(onTimeout, 1000);
    d.interval(onInterval, 100);
    target.dispatchEvent(new Event('ping'));
    vi.advanceTimersByTime(250);
    expect(onPing).toHaveBeenCalledTimes(1);
    expect(onInterval).toHaveBeenCalledTimes(2);
    d.dispose();
    target.dispatchEvent(new Event('ping'));
    vi.advanceTimersByTime(10_000);
    expect(onPing).toHaveBeenCalledTimes(1);
    expect(onInterval).toHaveBeenCalledTimes(2);
    expect(onTimeout).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    expect(d.disposed).toBe(true);
  });

  it('runs adopted undos newest first, once, even if disposed twice', () => {
    const d = createDisposables();
    const order: string[] = [];
    d.add(() => order.push('engine'));
    d.add(() => order.push('watchdog'));
    d.dispose();
    d.dispose();
    expect(order).toEqual(['watchdog', 'engine']);
  });

  it('each registration can be undone early, and only once', () => {
    const d = createDisposables();
    const target = new EventTarget();
    const onPing = vi.fn();
    const undo = vi.fn();
    const stopListening = d.listen(target, 'ping', onPing);
    const cancel = d.timeout(onPing, 100);
    const release = d.add(undo);
    stopListening();
    cancel();
    release();
    release();
    target.dispatchEvent(new Event('ping'));
    vi.advanceTimersByTime(1000);
    expect(onPing).not.toHaveBeenCalled();
    expect(undo).toHaveBeenCalledTimes(1);
    expect(d.size).toBe(0);
    d.dispose();
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it('a fired timeout is forgotten, so days of retries do not pile up', () => {
    const d = createDisposables();
    for (let i = 0; i < 100; i += 1) d.timeout(() => undefined, 10);
    expect(d.size).toBe(100);
    vi.advanceTimersByTime(10);
    expect(d.size).toBe(0);
  });

  it('refuses registrations after dispose: the undo runs at once and nothing starts', () => {
    const d = createDisposables();
    d.dispose();
    const target = new EventTarget();
    const fn = vi.fn();
    const undo = vi.fn();
    d.listen(target, 'ping', fn);
    d.timeout(fn, 10);
    d.interval(fn, 10);
    d.add(undo);
    target.dispatchEvent(new Event('ping'));
    vi.advanceTimersByTime(100);
    expect(fn).not.toHaveBeenCalled();
    expect(undo).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
