import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, describeError } from '@/lib/api/api-error';
import type { FlightSelection } from '@/lib/contract/flights';
import { downloadFlightsZip } from '@/lib/resources/flights';
import { saveFile } from '@/lib/save-file';

/** Without a file handle the archive is held in memory; past this it is stopped, not crashed. */
export const MEMORY_LIMIT_BYTES = 2 * 1024 ** 3;

export type ZipMode = 'disk' | 'memory';
export type ZipState =
  | { status: 'idle' }
  | { status: 'running'; mode: ZipMode; bytes: number; count: number }
  | { status: 'done'; mode: ZipMode; bytes: number; count: number }
  | { status: 'cancelled' }
  | { status: 'error'; message: string };

interface SaveFileHandle {
  createWritable(): Promise<{ write(chunk: Uint8Array): Promise<void>; close(): Promise<void>; abort(): Promise<void> }>;
}
type SavePicker = (opts: {
  suggestedName: string;
  types: Array<{ description: string; accept: Record<string, string[]> }>;
}) => Promise<SaveFileHandle>;

/** The File System Access API's save picker, where the browser has one (Chromium). */
function savePicker(): SavePicker | undefined {
  const w = window as unknown as { showSaveFilePicker?: SavePicker };
  return typeof w.showSaveFilePicker === 'function' ? w.showSaveFilePicker.bind(window) : undefined;
}

export const canStreamToDisk = () => typeof window !== 'undefined' && savePicker() !== undefined;

/**
 * ZIP download of flight logs with progress and cancel. Where the browser allows, the archive
 * is written to the chosen file as it arrives (a multi-gigabyte archive never sits in memory);
 * otherwise it is collected in memory up to MEMORY_LIMIT_BYTES and saved as a Blob.
 */
export function useZipDownload() {
  const [state, setState] = useState<ZipState>({ status: 'idle' });
  const abort = useRef<(() => void) | null>(null);
  useEffect(() => () => abort.current?.(), []);

  const start = useCallback(async (selection: FlightSelection, count: number) => {
    const name = `flight-logs-${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}.zip`;
    let sink: Awaited<ReturnType<SaveFileHandle['createWritable']>> | null = null;
    const picker = savePicker();
    if (picker) {
      try {
        // Asked first, while the click's user activation is still valid.
        const handle = await picker({
          suggestedName: name,
          types: [{ description: 'ZIP archive', accept: { 'application/zip': ['.zip'] } }],
        });
        sink = await handle.createWritable();
      } catch (err) {
        if (err instanceof DOMException && err.name === 'AbortError') return; // the user closed the picker
        sink = null;
      }
    }
    const mode: ZipMode = sink ? 'disk' : 'memory';
    const ac = new AbortController();
    abort.current = () => {
      ac.abort();
      void sink?.abort().catch(() => undefined);
    };
    setState({ status: 'running', mode, bytes: 0, count });
    try {
      const res = await downloadFlightsZip(selection, ac.signal);
      const reader = res.body?.getReader();
      if (!reader) throw new Error('The service sent no archive.');
      const parts: Uint8Array[] = [];
      let bytes = 0;
      let shownAt = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
        if (sink) await sink.write(value);
        else {
          if (bytes > MEMORY_LIMIT_BYTES)
            throw new Error('The archive is over 2 GB, more than this browser can hold in memory. Select fewer logs.');
          parts.push(value);
        }
        const now = performance.now();
        if (now - shownAt > 100) {
          shownAt = now;
          setState({ status: 'running', mode, bytes, count });
        }
      }
      if (sink) await sink.close();
      else saveFile(parts as BlobPart[], name, 'application/zip');
      setState({ status: 'done', mode, bytes, count });
    } catch (err) {
      void sink?.abort().catch(() => undefined);
      if (ac.signal.aborted) setState({ status: 'cancelled' });
      else setState({ status: 'error', message: err instanceof Error && !(err instanceof ApiError) ? err.message : describeError(err) });
    } finally {
      abort.current = null;
    }
  }, []);

  const cancel = useCallback(() => abort.current?.(), []);
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, start, cancel, reset };
}
