import fs from 'node:fs';
import path from 'node:path';

/**
 * Kills ffmpeg processes a previous run of this service left behind (after a crash or
 * SIGKILL of the service, when the children could not be stopped). A process counts as
 * ours when it is an ffmpeg whose command line carries `marker` (the DATA_DIR, which every
 * ingest, relay and camera command line contains). Linux only; elsewhere a no-op.
 */
export function reapOrphans(marker: string): number {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return 0;
  }
  let killed = 0;
  for (const e of entries) {
    const pid = Number(e);
    if (pid === process.pid) continue;
    let argv: string[];
    try {
      argv = fs.readFileSync(`/proc/${e}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    if (!path.basename(argv[0] ?? '').includes('ffmpeg')) continue;
    // `${marker}/` and the exact camera tag, so DATA_DIR /tmp/x never matches /tmp/x2's processes.
    if (!argv.some((a) => a.includes(`${marker}/`) || a === `comment=lops-camera:${marker}`)) continue;
    try {
      process.kill(pid, 'SIGKILL');
      killed++;
    } catch {
      // Gone already.
    }
  }
  return killed;
}

/** Hides credentials a source URL may carry (user:password@) before a reason is stored or shown. */
export function redactCredentials(text: string): string {
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/@\s]+@/gi, '$1***@');
}
