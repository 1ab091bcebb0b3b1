import { useEffect, useState } from 'react';
import type { MediaItem } from '@/lib/contract/media';
import { extractFff, frameRange, parseFff, rawToCelsius, type FlirFrame } from '../utils/flir-radiometric';
import { cdnUrl } from './use-thumbnail';

export type ThermalFrameState =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  /** Radiometric, but not in a layout read here (DJI's R-JPEG). */
  | { kind: 'closed' }
  | { kind: 'flir'; frame: FlirFrame; min: number; max: number; toCelsius: (raw: number) => number };

/**
 * The radiometric frame of a thermal image, read from the original file on the CDN (1–2 MB,
 * the FLIR segments are at its start) only for files the service marked as radiometric.
 */
export function useThermalFrame(item: MediaItem): ThermalFrameState {
  const path = item.storagePath;
  const radiometric = item.metadata?.thermalData?.hasRadiometricData === true;
  const [state, setState] = useState<ThermalFrameState>({ kind: radiometric && path ? 'loading' : 'none' });
  useEffect(() => {
    if (!radiometric || !path) return setState({ kind: 'none' });
    const ctl = new AbortController();
    setState({ kind: 'loading' });
    fetch(cdnUrl(path), { signal: ctl.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(`the file server answered HTTP ${res.status}`);
        const fff = extractFff(new Uint8Array(await res.arrayBuffer()));
        const frame = fff ? parseFff(fff) : undefined;
        if (!frame) return setState({ kind: 'closed' });
        setState({ kind: 'flir', frame, ...frameRange(frame), toCelsius: rawToCelsius(frame.params) });
      })
      .catch((err: unknown) => {
        if (ctl.signal.aborted) return;
        setState({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
      });
    return () => ctl.abort();
  }, [path, radiometric]);
  return state;
}
