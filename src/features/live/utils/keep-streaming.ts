import type { ErrorCode } from '@/lib/contract/errors';
import { DEVICE_START_STATUS, type StreamState } from '@/lib/contract/streams';

/**
 * "Keep streaming" supervisor logic, pure so it can be tested without timers. The service never
 * restarts an ingest by itself (FINISHED = the source ended it, STOPPED after a restart, ERROR
 * when the source cannot be reached), so a wall that must heal on its own starts it again.
 */

export const KEEP_BASE_MS = 2000;
/**
 * The longest wait between attempts, which bounds how long a tile stays dark after its camera
 * comes back. With 60 s (and its 16 s step) the soak's worst recovery was 31 s. 10 s costs a dead
 * camera one failed start (one short-lived ffmpeg on the service) per 10 s per tile.
 */
export const KEEP_CAP_MS = 10_000;

export type KeepStatus =
  /** Streaming, starting or stopping: nothing to do. */
  | 'ok'
  /** Start requested or waiting for the next attempt. */
  | 'restarting'
  /** The device has no sourceUrl (known, or answered 412): never retried. */
  | 'no-source';

export interface KeepEntry {
  status: KeepStatus;
  /** Start attempts since the stream was last seen STREAMING. */
  attempts: number;
  /** Earliest time of the next attempt (epoch ms). */
  nextAt: number;
  inFlight: boolean;
  /** Why the last attempt or the stream failed (shown on the tile). */
  reason?: string;
}

export const initialEntry = (): KeepEntry => ({ status: 'ok', attempts: 0, nextAt: 0, inFlight: false });

/** 2 s, 4 s, 8 s, then 10 s, for the wait after the n-th attempt (n ≥ 1). */
export function keepBackoffMs(attempts: number): number {
  return Math.min(KEEP_CAP_MS, KEEP_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/** The device's own ingest (`<deviceId>-FROM`), as opposed to a relay of it. */
export const isIngest = (s: { streamId: string; deviceId: string; kind?: string }): boolean =>
  s.streamId === `${s.deviceId}-FROM` || s.kind === 'FROM';

/** Absent (never started, or forgotten), ended or failed: the ingest has to be started again. */
export function needsStart(state: StreamState | undefined): boolean {
  return state === undefined || state === 'FINISHED' || state === 'STOPPED' || state === 'ERROR';
}

/**
 * `keep` (a wall): every shown device streams, whatever ended it. `heal` (Live, multi-view: an
 * operator at a desk): only what ended by itself (FINISHED, ERROR) is started again; a user's
 * stop (STOPPED) and a device nobody started are left alone.
 */
export type KeepMode = 'keep' | 'heal';

export const healNeedsStart = (state: StreamState | undefined): boolean => state === 'FINISHED' || state === 'ERROR';

export interface KeepInput {
  hasSource: boolean;
  mode?: KeepMode;
  state: StreamState | undefined;
  /** The stream's error reason from the states list, if any. */
  error?: string | null;
  now: number;
}

/** One tick for one device: the next entry, and whether to send a start request now. */
export function decideKeep(prev: KeepEntry, input: KeepInput): { next: KeepEntry; start: boolean } {
  if (!input.hasSource || prev.status === 'no-source') return { next: { ...prev, status: 'no-source', inFlight: false }, start: false };
  if (prev.inFlight) return { next: prev, start: false };
  if (input.state === 'STREAMING') return { next: initialEntry(), start: false };
  const wanted = input.mode === 'heal' ? healNeedsStart(input.state) : needsStart(input.state);
  if (input.mode === 'heal' && !wanted && input.state !== 'STARTING' && input.state !== 'STOPPING')
    return { next: initialEntry(), start: false };
  if (!wanted) return { next: { ...prev, status: prev.attempts ? 'restarting' : 'ok' }, start: false };
  const reason = input.state === 'ERROR' && input.error ? input.error : prev.reason;
  if (input.now < prev.nextAt) return { next: { ...prev, status: 'restarting', reason }, start: false };
  const attempts = prev.attempts + 1;
  return { next: { status: 'restarting', attempts, nextAt: input.now + keepBackoffMs(attempts), inFlight: true, reason }, start: true };
}

export type StartOutcome = { kind: 'ok' } | { kind: 'no-source' } | { kind: 'failed'; reason: string };

/**
 * Maps a start answer: 200 and "already streaming" are both fine, "no source" is final.
 * The spec gives statuses only (400 already running, 412 no source); our service adds a code,
 * and a 400 from another service counts as "already" only when its message says so.
 */
export function classifyStart(status: number, message = '', code?: string): StartOutcome {
  if (status >= 200 && status < 300) return { kind: 'ok' };
  const already: ErrorCode = 'ALREADY_STREAMING';
  if (status === DEVICE_START_STATUS.alreadyStreaming && (code === already || /already/i.test(message))) return { kind: 'ok' };
  if (status === DEVICE_START_STATUS.noSource) return { kind: 'no-source' };
  // 0 = no answer (offline): retried like any other failure.
  return { kind: 'failed', reason: message || (status ? `HTTP ${status}` : 'no answer') };
}

/** Applies a start answer; the backoff window set by `decideKeep` stays as it is. */
export function afterStart(prev: KeepEntry, outcome: StartOutcome): KeepEntry {
  if (outcome.kind === 'no-source') return { ...prev, status: 'no-source', inFlight: false, reason: undefined };
  if (outcome.kind === 'failed') return { ...prev, inFlight: false, reason: outcome.reason };
  return { ...prev, inFlight: false };
}

/** What the tile says about the supervisor; undefined when there is nothing to say. */
export function keepNote(entry: KeepEntry | undefined, now: number): string | undefined {
  if (!entry || entry.status === 'ok') return undefined;
  if (entry.status === 'no-source') return 'no source';
  if (entry.inFlight || entry.nextAt <= now) return 'restarting stream…';
  const secs = Math.ceil((entry.nextAt - now) / 1000);
  return `restarting stream… next try in ${secs} s${entry.reason ? ` (${entry.reason})` : ''}`;
}
