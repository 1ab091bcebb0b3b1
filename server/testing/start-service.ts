import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface RunningService {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** What it printed on stderr alone (warnings). */
  stderr(): string;
  /** SIGTERM and wait for exit. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Reuse a DATA_DIR (restart durability); a fresh temporary one otherwise. */
  dataDir?: string;
  env?: Record<string, string>;
  serveApp?: boolean;
  timeoutMs?: number;
  /** Folder to run `server/main.ts` from: another build's checkout (benchmarks compare builds); this one by default. */
  cwd?: string;
}

/** Loopback only: what the local test sources and receivers listen on. */
export const LOCAL_TEST_NETWORKS = '127.0.0.0/8';

/**
 * Contract tests and the e2e run sign in hundreds of times a minute from one address; the other
 * limits stay at their defaults. A test of the default sign-in limit passes
 * `RATE_LIMIT_SIGNIN_PER_MIN: ''` (empty means the default).
 */
export const TEST_LIMITS = { RATE_LIMIT_SIGNIN_PER_MIN: '1000' };

/**
 * Starts the real service as a child process on a random port with its own DATA_DIR,
 * exactly as `npm run server` does, and resolves once it prints SERVICE_READY.
 */
export async function startService(opts: StartOptions = {}): Promise<RunningService> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lops-'));
  const args = ['--import', 'tsx', 'server/main.ts', ...(opts.serveApp ? ['--serve-app'] : [])];
  const child = spawn(process.execPath, args, {
    // Tests, e2e and benchmarks pull from and relay to local ffmpeg RTMP servers on 127.0.0.1, which
    // the default network policy refuses; a test of that policy passes STREAM_ALLOWED_NETWORKS: ''.
    cwd: opts.cwd,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STREAM_ALLOWED_NETWORKS: LOCAL_TEST_NETWORKS,
      ...TEST_LIMITS,
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stderr = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`service did not start in time:\n${output}`)), opts.timeoutMs ?? 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = output.match(/SERVICE_READY (\S+)/);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => {
      output += c.toString();
      stderr += c.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`service exited with ${code}:\n${output}`));
    });
  });
  // Keep draining output so the child never blocks on a full pipe (the listeners above keep it).
  child.stdout?.resume();
  child.stderr?.resume();
  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    stderr: () => stderr,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
