import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** CPU ticks (user + system) of a process from /proc, or null when it is gone. */
function ticks(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/**
 * CPU of the service's ffmpeg processes over a window, in % of one core (as `ps -o %cpu` reports,
 * but over the window rather than the process lifetime). Ingests write HLS (`-f hls`); the
 * simulated cameras encode (`-f flv -listen`). Only processes whose arguments mention `dataDir`
 * (when given) are counted, so another service on the machine is left out.
 */
export async function sampleCpu(windowMs: number, dataDir?: string) {
  const list = execFileSync('ps', ['-C', 'ffmpeg', '-o', 'pid=,args='], { encoding: 'utf8' }).trim().split('\n').filter(Boolean);
  const procs = list.map((line) => {
    const [pid, ...rest] = line.trim().split(/\s+/);
    const args = rest.join(' ');
    return { pid: Number(pid), kind: args.includes('-f hls') ? 'ingest' : args.includes('-listen') ? 'camera' : 'other', args };
  });
  const mine = procs.filter((p) => !dataDir || p.args.includes(dataDir));
  const before = new Map(mine.map((p) => [p.pid, ticks(p.pid)]));
  await new Promise((r) => setTimeout(r, windowMs));
  const hz = 100; // USER_HZ on Linux
  const pct = (kind: string) =>
    mine
      .filter((p) => p.kind === kind)
      .map((p) => {
        const a = before.get(p.pid);
        const b = ticks(p.pid);
        return a === null || a === undefined || b === null ? 0 : ((b - a) / hz / (windowMs / 1000)) * 100;
      });
  const ingest = pct('ingest');
  const camera = pct('camera');
  const sum = (xs: number[]) => Number(xs.reduce((a, b) => a + b, 0).toFixed(1));
  return {
    ingestProcesses: ingest.length,
    ingestCpuPct: sum(ingest),
    perIngestPct: ingest.map((x) => Number(x.toFixed(1))),
    cameraProcesses: camera.length,
    cameraCpuPct: sum(camera),
  };
}
