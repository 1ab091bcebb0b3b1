import fs from 'node:fs';
import type { FfmpegProcess } from './process';
import { DomainError } from '../domain/errors';

/** Annotated renditions re-encode, so only a few run at once and an unwatched one is stopped. */
const IDLE_MS = 45_000;

interface Annotated {
  proc: FfmpegProcess;
  teamId: string;
  lastAccess: number;
}

/**
 * Per-AI-app annotated renditions of live ingests, started when their URL is first
 * requested from the CDN and stopped after IDLE_MS without requests.
 */
export function createAnnotations(o: {
  /** Machine limit, and one team's share of it (so one company cannot take every slot). */
  limits: { total: number; perTeam: number };
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
    touch(streamId: string, appId: string, teamId: string): boolean {
      if (!o.isLive(streamId)) return false;
      const k = key(streamId, appId);
      const existing = running.get(k);
      if (existing) {
        existing.lastAccess = Date.now();
        return true;
      }
      const ofTeam = [...running.values()].filter((a) => a.teamId === teamId).length;
      if (ofTeam >= o.limits.perTeam) {
        throw new DomainError(
          'STREAM_CAPACITY',
          `Your team's annotated rendition limit is reached: ${o.limits.perTeam} of team ${teamId} are running (MAX_ANNOTATED_PER_TEAM); close one and retry`,
        );
      }
      if (running.size >= o.limits.total) {
        throw new DomainError(
          'STREAM_CAPACITY',
          `At most ${o.limits.total} annotated renditions run at once on this service; try again later`,
        );
      }
      const outDir = o.outDir(streamId, appId);
      fs.rmSync(outDir, { recursive: true, force: true });
      fs.mkdirSync(outDir, { recursive: true });
      const proc = o.spawn(streamId, appId, outDir);
      const entry = { proc, teamId, lastAccess: Date.now() };
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
