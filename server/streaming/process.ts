import { spawn, type ChildProcess } from 'node:child_process';
import { ffmpegPath } from './ffmpeg-bin';

const STDERR_TAIL_LINES = 12;

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** True when our own stop() asked the process to end. */
  requested: boolean;
}

/**
 * One ffmpeg child in its own process group. The group matters: killing the group also
 * ends anything ffmpeg forked, so a stop never leaves an orphan behind.
 */
export interface FfmpegProcess {
  readonly pid: number;
  readonly exited: Promise<ExitInfo>;
  /** Last lines of stderr: the reason shown for an ERROR state. */
  stderrTail(): string;
  /** Frames reported by `-progress` so far (0 until the first progress block). */
  frames(): number;
  isRunning(): boolean;
  /** SIGTERM to the group (ffmpeg finishes its outputs), SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<ExitInfo>;
}

/** Process groups alive right now, so an abrupt exit of the service can still take them down. */
const liveGroups = new Set<number>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // 'exit' also runs after an uncaught exception or process.exit(); only a SIGKILL of the
  // service skips it, and the next start reaps those leftovers (see reaper.ts).
  process.on('exit', () => {
    for (const pid of liveGroups) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  });
}

export function spawnFfmpeg(args: string[], opts: { onProgress?: (frames: number) => void } = {}): FfmpegProcess {
  installExitHook();
  const fullArgs = ['-nostdin', '-hide_banner', '-loglevel', 'warning', '-progress', 'pipe:1', '-stats_period', '0.5', ...args];
  const child: ChildProcess = spawn(ffmpegPath(), fullArgs, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  let partial = '';
  let frames = 0;
  let requested = false;
  let running = true;
  if (child.pid !== undefined) liveGroups.add(child.pid);
  const forget = () => {
    running = false;
    if (child.pid !== undefined) liveGroups.delete(child.pid);
  };

  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    const parts = (partial + chunk).split(/\r?\n|\r/);
    partial = parts.pop() ?? '';
    for (const line of parts) {
      if (!line.trim()) continue;
      lines.push(line.trim());
      if (lines.length > STDERR_TAIL_LINES) lines.shift();
    }
  });
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    for (const m of chunk.matchAll(/^frame=(\d+)/gm)) {
      const n = Number(m[1]);
      if (n > frames) {
        frames = n;
        opts.onProgress?.(n);
      }
    }
  });

  const exited = new Promise<ExitInfo>((resolve) => {
    child.once('error', (err) => {
      forget();
      lines.push(`spawn failed: ${err.message}`);
      resolve({ code: -1, signal: null, requested });
    });
    child.once('exit', (code, signal) => {
      forget();
      if (partial.trim()) lines.push(partial.trim());
      resolve({ code, signal, requested });
    });
  });

  const signalGroup = (sig: NodeJS.Signals) => {
    if (!running || child.pid === undefined) return;
    try {
      process.kill(-child.pid, sig);
    } catch {
      // Group already gone.
    }
  };

  return {
    pid: child.pid ?? -1,
    exited,
    stderrTail: () => lines.join('\n'),
    frames: () => frames,
    isRunning: () => running,
    async stop(graceMs = 3000) {
      requested = true;
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
      const info = await exited;
      clearTimeout(timer);
      return { ...info, requested: true };
    },
  };
}
