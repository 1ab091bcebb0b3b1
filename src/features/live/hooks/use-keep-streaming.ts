import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@/lib/api/api-error';
import type { StreamInfo } from '@/lib/contract/streams';
import { streamKeys, streamStatesQueryOptions } from '@/lib/resources/streams';
import { startDeviceStream } from '@/lib/resources/streams-mutations';
import {
  afterStart,
  classifyStart,
  decideKeep,
  initialEntry,
  isIngest,
  keepNote,
  type KeepEntry,
  type KeepMode,
  type StartOutcome,
} from '../utils/keep-streaming';

export interface KeepDevice {
  id: string;
  sourceUrl?: string;
}

const TICK_MS = 1000;

async function requestStart(deviceId: string, signal: AbortSignal): Promise<StartOutcome> {
  try {
    await startDeviceStream(deviceId, signal);
    return classifyStart(200);
  } catch (err) {
    if (err instanceof ApiError) return classifyStart(err.status || 0, err.message, err.code);
    return classifyStart(0, err instanceof Error ? err.message : 'request failed');
  }
}

/**
 * Keeps the ingest of each given device running: when its state is absent, FINISHED, STOPPED or
 * ERROR it starts it again, with a per-device backoff (see utils/keep-streaming). Only the devices
 * passed in are supervised, so a wall passes its current page; everything (timer, pending
 * requests) stops when the list shrinks, `enabled` turns off or the component unmounts.
 * Returns the text each tile should show about it (absent = nothing to say), and which devices'
 * ingests the last poll saw STREAMING (undefined while disabled or before the first answer), so a
 * tile can retry its player at once when its stream is back.
 */
export function useKeepStreaming(
  devices: readonly KeepDevice[],
  enabled: boolean,
  mode: KeepMode = 'keep',
): { notes: Record<string, string>; streaming: ReadonlySet<string> | undefined } {
  const qc = useQueryClient();
  const states = useQuery({ ...streamStatesQueryOptions(), enabled });
  const entries = useRef(new Map<string, KeepEntry>());
  const pending = useRef(new Map<string, AbortController>());
  const [notes, setNotes] = useState<Record<string, string>>({});

  // Latest inputs for the ticker, without restarting it on every poll.
  const latest = useRef({ devices, states: states.data, fresh: states.status === 'success' });
  latest.current = { devices, states: states.data, fresh: states.status === 'success' };
  const key = enabled ? `${mode}|${devices.map((d) => `${d.id}:${d.sourceUrl ? 1 : 0}`).join(',')}` : '';

  useEffect(() => {
    if (!key) {
      setNotes({});
      return;
    }
    let alive = true;
    const map = entries.current;
    const inflight = pending.current;
    const wanted = new Set(latest.current.devices.map((d) => d.id));
    // Devices that left the page are forgotten: their backoff restarts if they come back.
    for (const id of [...map.keys()]) if (!wanted.has(id)) map.delete(id);

    const publish = () => {
      const now = Date.now();
      const next: Record<string, string> = {};
      for (const [id, e] of map) {
        const note = keepNote(e, now);
        if (note) next[id] = note;
      }
      setNotes((prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next));
    };

    const tick = () => {
      const { devices: list, states: all, fresh } = latest.current;
      // A failed poll (offline, service down) says nothing about the streams: wait for a real answer.
      if (!fresh || !all) return publish();
      const byDevice = new Map<string, StreamInfo>();
      for (const s of all) if (isIngest(s)) byDevice.set(s.deviceId, s);
      const now = Date.now();
      for (const d of list) {
        const info = byDevice.get(d.id);
        const { next, start } = decideKeep(map.get(d.id) ?? initialEntry(), {
          hasSource: Boolean(d.sourceUrl),
          mode,
          state: info?.state,
          error: info?.error,
          now,
        });
        map.set(d.id, next);
        if (!start) continue;
        const ctrl = new AbortController();
        inflight.set(d.id, ctrl);
        void requestStart(d.id, ctrl.signal).then((outcome) => {
          inflight.delete(d.id);
          if (!alive || ctrl.signal.aborted) return;
          const current = map.get(d.id);
          if (current) map.set(d.id, afterStart(current, outcome));
          // Poll now, so STARTING/STREAMING shows without waiting for the next tick.
          void qc.invalidateQueries({ queryKey: streamKeys.states() });
          publish();
        });
      }
      publish();
    };

    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => {
      alive = false;
      clearInterval(timer);
      for (const ctrl of inflight.values()) ctrl.abort();
      inflight.clear();
      // In-flight flags die with their requests; the backoff of devices still shown is kept.
      for (const [id, e] of map) map.set(id, { ...e, inFlight: false });
    };
    // `mode` is part of `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, qc]);

  // A string key, so tiles see a new set only when the streaming devices change, not every poll.
  const streamingKey =
    enabled && states.data
      ? states.data
          .filter((s) => isIngest(s) && s.state === 'STREAMING')
          .map((s) => s.deviceId)
          .sort()
          .join(',')
      : null;
  const streaming = useMemo(() => (streamingKey === null ? undefined : new Set(streamingKey.split(',').filter(Boolean))), [streamingKey]);

  return { notes, streaming };
}
