import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { describeError } from '@/lib/api/api-error';
import { invalidateFlightLists, uploadFlightLog, type FlightUploadReply } from '@/lib/resources/flight-log-upload';

export type LogUpload =
  | { key: string; name: string; state: 'waiting' | 'sending'; sent: number; total: number }
  | { key: string; name: string; state: 'read'; reply: FlightUploadReply }
  | { key: string; name: string; state: 'refused'; message: string };

/** Uploads at once: a few keep the line busy; fifty would only queue in the browser. */
const PARALLEL = 3;

/**
 * Several logs into the logbook, three at a time, with progress per file. Each record appears in
 * the logbook as soon as the service has read it (the lists are refetched after each one).
 */
export function useLogUploads() {
  const qc = useQueryClient();
  const [uploads, setUploads] = useState<LogUpload[]>([]);
  const queue = useRef<Array<{ key: string; file: File }>>([]);
  const running = useRef(0);
  const aborts = useRef(new Set<AbortController>());
  useEffect(() => () => aborts.current.forEach((a) => a.abort()), []);

  const patch = useCallback((key: string, next: LogUpload) => setUploads((list) => list.map((u) => (u.key === key ? next : u))), []);

  const pump = useCallback(() => {
    while (running.current < PARALLEL && queue.current.length > 0) {
      const { key, file } = queue.current.shift() as { key: string; file: File };
      running.current++;
      const abort = new AbortController();
      aborts.current.add(abort);
      patch(key, { key, name: file.name, state: 'sending', sent: 0, total: file.size });
      uploadFlightLog(file, {
        signal: abort.signal,
        onProgress: (sent, total) => patch(key, { key, name: file.name, state: 'sending', sent, total }),
      })
        .then((reply) => {
          patch(key, { key, name: file.name, state: 'read', reply });
          void invalidateFlightLists(qc);
        })
        .catch((err: unknown) => patch(key, { key, name: file.name, state: 'refused', message: describeError(err) }))
        .finally(() => {
          aborts.current.delete(abort);
          running.current--;
          pump();
        });
    }
  }, [patch, qc]);

  const add = useCallback(
    (files: Iterable<File>) => {
      const added: LogUpload[] = [];
      for (const file of files) {
        const key = crypto.randomUUID();
        queue.current.push({ key, file });
        added.push({ key, name: file.name, state: 'waiting', sent: 0, total: file.size });
      }
      setUploads((list) => [...list, ...added]);
      pump();
    },
    [pump],
  );

  const clear = useCallback(() => setUploads((list) => list.filter((u) => u.state === 'waiting' || u.state === 'sending')), []);
  return { uploads, add, clear };
}
