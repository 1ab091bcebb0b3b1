import fs from 'node:fs';
import type { FfmpegProcess } from './process';
import { DomainError } from '../domain/errors';

/** Annotated renditions re-encode, so only a few run at once and an unwatched one is stopped. */
const MAX_ANNOTATED = Number(process.env.MAX_ANNOTATED ?? 2);
const IDLE_MS = 45_000;

interface Annotated {
  proc: FfmpegProcess;
  lastAccess: number;
}

/**
 * Per-AI-app annotated renditions of live ingests, started when their URL is first
 * requested from the CDN and stopped after IDLE_MS without requests.
 */
export function createAnnotations(o: {
  isLive: (streamId: string) => boolean;
  spawn: (streamId: string, aiAppId: string, outDir: string) => FfmpegProcess;
  outDir: (streamId: string, aiAppId: string) => string;
}) {
  const running = new Map<string, Annotated>();
  const key = (streamId: string, appId: string) => `${streamId}\n${appId}`;

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const a of running.values()) if (now - a.lastAccess > IDLE_MS) void a.proc.stop();
  }, 5000);
  sweep.unref();

  return {
    touch(streamId: string, appId: string): boolean {
      if (!o.isLive(streamId)) return false;
      const k = key(streamId, appId);
      const existing = running.get(k);
      if (existing) {
        existing.lastAccess = Date.now();
        return true;
      }
      if (running.size >= MAX_ANNOTATED) {
        throw new DomainError('STREAM_CAPACITY', `At most ${MAX_ANNOTATED} annotated renditions run at once; try again later`);
      }
      const outDir = o.outDir(streamId, appId);
      fs.rmSync(outDir, { recursive: true, force: true });
      fs.mkdirSync(outDir, { recursive: true });
      const proc = o.spawn(streamId, appId, outDir);
      const entry = { proc, lastAccess: Date.now() };
      running.set(k, entry);
      void proc.exited.then(() => {
        if (running.get(k) === entry) running.delete(k);
      });
      return true;
    },
    stopStream(streamId: string): void {
      for (const [k, a] of running) if (k.startsWith(`${streamId}\n`)) void a.proc.stop();
    },
    async shutdown(): Promise<void> {
      clearInterval(sweep);
      await Promise.all([...running.values()].map((a) => a.proc.stop()));
    },
  };
}
