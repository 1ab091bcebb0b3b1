/**
 * Chrome DevTools CPU profiles for the profile-* scripts: run a scenario under the sampling
 * profiler (over CDP) and print the self time per script and the top functions.
 */
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession } from '@playwright/test';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
export interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Self time (ms) per script and per function, from a sampled CPU profile. */
export function summarise(p: Profile, top = 12): string {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  p.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000));
  const byScript = new Map<string, number>();
  const byFn = new Map<string, number>();
  for (const [id, ms] of self) {
    const f = byId.get(id)?.callFrame;
    if (!f) continue;
    const script = f.url ? path.basename(f.url.split('?')[0] ?? '') : f.functionName || '(native)';
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const fn = `${f.functionName || '(anonymous)'} ${script}:${f.lineNumber + 1}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + ms);
  }
  const total = (p.endTime - p.startTime) / 1000;
  const rows = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => `  ${v.toFixed(0).padStart(6)} ms  ${k}`)
      .join('\n');
  return `profiled ${total.toFixed(0)} ms\n by script:\n${rows(byScript)}\n by function:\n${rows(byFn)}`;
}

/**
 * Runs `run` under the CPU profiler and prints its summary. With PROFILE_DIR set, also writes the
 * raw profile (`<label>.cpuprofile`, opens in Chrome DevTools' Performance panel).
 */
export async function profiled<T>(cdp: CDPSession, label: string, run: () => Promise<T>, top = 12): Promise<T> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const result = await run();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  console.log(`\n=== ${label}: ${JSON.stringify(result)} (load ${os.loadavg()[0]!.toFixed(1)})\n${summarise(profile, top)}`);
  const dir = process.env.PROFILE_DIR;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${label.replace(/[^\w-]+/g, '-')}.cpuprofile`), JSON.stringify(profile));
  }
  return result;
}
