import { describe, expect, it } from 'vitest';
import { afterStart, classifyStart, decideKeep, initialEntry, keepBackoffMs, keepNote, needsStart, type KeepEntry } from './keep-streaming';

const src = { hasSource: true };

describe('keepBackoffMs', () => {
  it('doubles from 2 s and caps at 10 s', () => {
    expect([1, 2, 3, 4, 5, 20].map(keepBackoffMs)).toEqual([2000, 4000, 8000, 10_000, 10_000, 10_000]);
  });
});

describe('needsStart', () => {
  it('starts absent, FINISHED, STOPPED and ERROR streams, leaves running ones alone', () => {
    expect([undefined, 'FINISHED', 'STOPPED', 'ERROR'].every((s) => needsStart(s as never))).toBe(true);
    expect(['STARTING', 'STREAMING', 'STOPPING'].some((s) => needsStart(s as never))).toBe(false);
  });
});

describe('decideKeep', () => {
  it('starts a FINISHED stream at once, then waits out the backoff before the next try', () => {
    const a = decideKeep(initialEntry(), { ...src, state: 'FINISHED', now: 0 });
    expect(a.start).toBe(true);
    expect(a.next).toMatchObject({ status: 'restarting', attempts: 1, nextAt: 2000, inFlight: true });
    // The answer came back; the stream failed (source still down).
    const settled = afterStart(a.next, { kind: 'ok' });
    const b = decideKeep(settled, { ...src, state: 'ERROR', error: 'source unreachable', now: 1500 });
    expect(b.start).toBe(false);
    expect(b.next.reason).toBe('source unreachable');
    const c = decideKeep(b.next, { ...src, state: 'ERROR', now: 2000 });
    expect(c.start).toBe(true);
    expect(c.next).toMatchObject({ attempts: 2, nextAt: 6000 });
  });

  it('never sends a second start while one is in flight', () => {
    const a = decideKeep(initialEntry(), { ...src, state: undefined, now: 0 });
    expect(decideKeep(a.next, { ...src, state: undefined, now: 10_000 }).start).toBe(false);
  });

  it('resets the backoff once the stream is STREAMING again', () => {
    const busy: KeepEntry = { status: 'restarting', attempts: 6, nextAt: 99_000, inFlight: false, reason: 'x' };
    const a = decideKeep(busy, { ...src, state: 'STREAMING', now: 50_000 });
    expect(a.next).toEqual(initialEntry());
    const b = decideKeep(a.next, { ...src, state: 'FINISHED', now: 50_001 });
    expect(b.start).toBe(true);
    expect(b.next.attempts).toBe(1);
  });

  it('does nothing while a stream is STARTING or STOPPING', () => {
    expect(decideKeep(initialEntry(), { ...src, state: 'STARTING', now: 0 })).toEqual({ next: initialEntry(), start: false });
    expect(decideKeep(initialEntry(), { ...src, state: 'STOPPING', now: 0 }).start).toBe(false);
  });

  it('never starts a device without a source, nor one the service answered 412 for', () => {
    expect(decideKeep(initialEntry(), { hasSource: false, state: undefined, now: 0 })).toMatchObject({
      start: false,
      next: { status: 'no-source' },
    });
    const a = decideKeep(initialEntry(), { ...src, state: undefined, now: 0 });
    const no = afterStart(a.next, classifyStart(412, 'The device has no sourceUrl configured'));
    expect(no.status).toBe('no-source');
    expect(decideKeep(no, { ...src, state: undefined, now: 1e9 }).start).toBe(false);
  });
});

describe('classifyStart', () => {
  it('treats 200 and 400 "already streaming" as success, 412 as no source, the rest as failures', () => {
    expect(classifyStart(200)).toEqual({ kind: 'ok' });
    expect(classifyStart(400, 'A stream for this device is already running (x is STREAMING)')).toEqual({ kind: 'ok' });
    expect(classifyStart(400, 'bad device id')).toEqual({ kind: 'failed', reason: 'bad device id' });
    expect(classifyStart(412)).toEqual({ kind: 'no-source' });
    expect(classifyStart(503, 'Stream limit reached')).toEqual({ kind: 'failed', reason: 'Stream limit reached' });
    expect(classifyStart(0)).toEqual({ kind: 'failed', reason: 'no answer' });
  });

  it('a failed start keeps the backoff window', () => {
    const a = decideKeep(initialEntry(), { ...src, state: 'STOPPED', now: 0 });
    const failed = afterStart(a.next, classifyStart(503, 'full'));
    expect(failed).toMatchObject({ inFlight: false, nextAt: 2000, reason: 'full' });
    expect(decideKeep(failed, { ...src, state: 'STOPPED', now: 1999 }).start).toBe(false);
  });
});

describe('keepNote', () => {
  it('says what the supervisor does, honestly', () => {
    expect(keepNote(undefined, 0)).toBeUndefined();
    expect(keepNote(initialEntry(), 0)).toBeUndefined();
    expect(keepNote({ ...initialEntry(), status: 'no-source' }, 0)).toBe('no source');
    expect(keepNote({ status: 'restarting', attempts: 1, nextAt: 2000, inFlight: true }, 0)).toBe('restarting stream…');
    expect(keepNote({ status: 'restarting', attempts: 3, nextAt: 8000, inFlight: false, reason: 'camera down' }, 1000)).toBe(
      'restarting stream… next try in 7 s (camera down)',
    );
  });
});

describe('heal mode (Live, multi-view)', () => {
  const heal = { hasSource: true, mode: 'heal' as const };
  it('starts again what ended by itself, with the same backoff', () => {
    const a = decideKeep(initialEntry(), { ...heal, state: 'FINISHED', now: 0 });
    expect(a).toMatchObject({ start: true, next: { status: 'restarting', attempts: 1, nextAt: 2000 } });
    const b = decideKeep(afterStart(a.next, classifyStart(200)), { ...heal, state: 'ERROR', error: 'The source refused', now: 2500 });
    expect(b).toMatchObject({ start: true, next: { attempts: 2, nextAt: 6500, reason: 'The source refused' } });
  });
  it("leaves a user's stop and a device nobody started alone", () => {
    expect(decideKeep(initialEntry(), { ...heal, state: 'STOPPED', now: 0 })).toEqual({ start: false, next: initialEntry() });
    expect(decideKeep(initialEntry(), { ...heal, state: undefined, now: 0 })).toEqual({ start: false, next: initialEntry() });
    // A restart under way that the user then stops is forgotten, not retried.
    const a = decideKeep(initialEntry(), { ...heal, state: 'FINISHED', now: 0 });
    expect(decideKeep(afterStart(a.next, classifyStart(200)), { ...heal, state: 'STOPPED', now: 5000 })).toEqual({
      start: false,
      next: initialEntry(),
    });
  });
});
