/**
 * `BENCH_SCENARIO=durable-writes npm run bench:server`: write throughput with SQLite
 * `synchronous = NORMAL` (the old setting) and `FULL` (the new default), one after the other in
 * one run on one seeded DATA_DIR. Each write is one committed transaction: `POST /v1/job`
 * (a row and its audit-free insert), 10 connections, RUNS × DURATION_S each, modes interleaved.
 * Prints a Markdown table; the figures are copied into docs/benchmarks.md by hand.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import { startService } from '../server/testing/start-service';
import { devLoginAt } from '../e2e/helpers/service';

interface CannonResult {
  latency: { p50: number; p99: number };
  requests: { average: number };
  non2xx: number;
}
type Autocannon = (opts: {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  connections: number;
  duration: number;
}) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

export async function benchDurableWrites(): Promise<void> {
  const seeded = await startService({ env: { CAMERAS: 'off' } });
  const dataDir = seeded.dataDir;
  await seeded.stop();
  const results: Record<string, { rps: number[]; p50: number[]; p99: number[]; non2xx: number }> = {};
  for (let run = 0; run < RUNS; run++) {
    for (const mode of ['normal', 'full']) {
      const service = await startService({ dataDir, env: { CAMERAS: 'off', SQLITE_SYNCHRONOUS: mode } });
      const amara = await devLoginAt(service.url, 'amara');
      const r = await autocannon({
        url: `${service.url}/v1/job`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-service-identity-security-token': amara.credentials.identityToken },
        body: JSON.stringify({ title: 'bench write', description: '' }),
        connections: 10,
        duration: DURATION_S,
      });
      await service.stop();
      const acc = (results[mode] ??= { rps: [], p50: [], p99: [], non2xx: 0 });
      acc.rps.push(r.requests.average);
      acc.p50.push(r.latency.p50);
      acc.p99.push(r.latency.p99);
      acc.non2xx += r.non2xx;
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  console.log(`| synchronous | writes/s (median of ${RUNS}) | p50 ms | p99 ms | non-2xx |`);
  console.log('| ----------- | ---------------- | ------ | ------ | ------- |');
  for (const [mode, r] of Object.entries(results)) {
    console.log(`| ${mode.toUpperCase()} | ${Math.round(median(r.rps))} | ${median(r.p50)} | ${median(r.p99)} | ${r.non2xx} |`);
  }
  console.log(`load average at the end: ${load}; DATA_DIR on ${dataDir}`);
}
