/**
 * `BENCH_SCENARIO=bulk-delete npm run bench:server`: does one request stall every other?
 * Seeds 100,000 flight logs once, then for each build (this checkout, and with BENCH_OLD_ROOT
 * an older build's checkout, e.g. `git archive <commit>` with node_modules linked) copies the
 * seeded DATA_DIR, starts that build's service on it, sends `DELETE /v1/flights
 * {"allSelected": true, "filters": {}}` and, while it runs, asks `/healthz` every 10 ms.
 * Reports the delete's time and /healthz p50/p99/max; writes `## Bulk delete (server)` in
 * docs/benchmarks.md. Budget: /healthz p99 ≤ 100 ms during the delete.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startService } from '../server/testing/start-service';

const FLIGHTS = 100_000;
const EVERY_MS = 10;
const BUDGET_P99_MS = 100;
const IDLE_MS = 4_000;

/** What the figures rest on; kept with the script so the section is rewritten whole on every run. */
const NOTES = [
  '- The old build deletes in one transaction: /healthz gets one or two answers, the longest as long as the delete. The security finding measured 30 s on its machine; the ratio, not the absolute, is the point.',
  "- This build deletes in chunks of ~20 ms (`server/store/chunked.ts`: 500 logs first, then halved or grown by the last chunk's time, 50–2,000) and yields with `setImmediate` between them; the files whose last row went are removed after each commit (`fs.promises.rm`). Per-chunk cost, in-process on the 100,000-log seed at load 4–6: 500 rows ~20 ms median (70 ms worst), 1,000 ~45 ms, 2,000 ~80 ms, about the same total either way.",
  '- The first chunked build took ~107 ms per 1,000-row chunk: `team_id = ? AND id IN (json_each)` walked the team index (100,000 entries) for every chunk. `+team_id` makes each id a primary-key lookup.',
  '- The delete itself takes longer (2.5× in the run above; 1.1–1.8× in earlier runs of the same session): a commit per chunk instead of one, chunks shrunk after a slow one and grown back by a quarter at a time, and the requests served in between. That is the price of answering others meanwhile. Its answer (100,000 ids, ~4 MB) is one JSON serialisation, inside the max above.',
];

interface Result {
  build: string;
  deleted: number;
  deleteMs: number;
  samples: number[];
  /** /healthz with nothing else asked of the service, just before: the machine's own floor. */
  idle: number[];
}

/** One /healthz at a time, started every EVERY_MS, until `stop()` says so. */
async function probe(base: string, stop: () => boolean): Promise<number[]> {
  const samples: number[] = [];
  while (!stop()) {
    const s = performance.now();
    await fetch(`${base}/healthz`).then((r) => r.arrayBuffer());
    if (!stop()) samples.push(performance.now() - s);
    await sleep(Math.max(0, EVERY_MS - (performance.now() - s)));
  }
  return samples;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] as number) : NaN;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function measure(build: string, seeded: string, cwd: string | undefined): Promise<Result> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lops-bulk-'));
  fs.cpSync(seeded, dataDir, { recursive: true });
  const service = await startService({ dataDir, cwd, env: { CAMERAS: 'off' }, timeoutMs: 120_000 });
  try {
    const base = service.url;
    const login = (await (
      await fetch(`${base}/dev/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'amara', ttlSeconds: 3600 }),
      })
    ).json()) as { credentials: { authToken: string } };
    for (let i = 0; i < 20; i++) await fetch(`${base}/healthz`); // warm the connection and the route
    const idleUntil = performance.now() + IDLE_MS;
    const idle = await probe(base, () => performance.now() > idleUntil);
    let done = false;
    const t0 = performance.now();
    const del = fetch(`${base}/v1/flights`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.credentials.authToken}` },
      body: JSON.stringify({ allSelected: true, filters: {} }),
    }).then(async (r) => {
      const body = (await r.json()) as { deleted: number };
      done = true;
      return { ms: performance.now() - t0, deleted: body.deleted };
    });
    const samples = await probe(base, () => done);
    const { ms, deleted } = await del;
    return { build, deleted, deleteMs: ms, samples, idle };
  } finally {
    await service.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchBulkDelete(): Promise<void> {
  const t0 = Date.now();
  const seeding = await startService({ env: { BENCH_SEED_FLIGHTS: String(FLIGHTS), CAMERAS: 'off' }, timeoutMs: 600_000 });
  await seeding.stop();
  const seedS = (Date.now() - t0) / 1000;
  const results: Result[] = [];
  try {
    const old = process.env.BENCH_OLD_ROOT;
    if (old) results.push(await measure(`old build (${process.env.BENCH_OLD_LABEL ?? old})`, seeding.dataDir, old));
    results.push(await measure('this build', seeding.dataDir, undefined));
  } finally {
    fs.rmSync(seeding.dataDir, { recursive: true, force: true });
  }
  const rows = results.map((r) => {
    const p99 = pct(r.samples, 99);
    const pass = p99 <= BUDGET_P99_MS;
    const idle = `${pct(r.idle, 50).toFixed(1)} / ${pct(r.idle, 99).toFixed(1)} / ${Math.max(...r.idle, 0).toFixed(1)}`;
    return `| ${r.build} | ${r.deleted.toLocaleString('en')} | ${(r.deleteMs / 1000).toFixed(1)} s | ${r.samples.length} | ${pct(r.samples, 50).toFixed(1)} | ${p99.toFixed(1)} | ${Math.max(...r.samples, 0).toFixed(1)} | ${idle} | ${pass ? 'pass' : '**FAIL**'} |`;
  });
  const cpu = /model name\s*:\s*(.+)/.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? 'unknown CPU';
  const section = [
    '## Bulk delete (server)',
    '',
    `Command: \`BENCH_SCENARIO=bulk-delete${process.env.BENCH_OLD_ROOT ? ' BENCH_OLD_ROOT=<old build>' : ''} npm run bench:server\` (scripts/bench-bulk-delete.ts). Machine: ${execSync('nproc').toString().trim()} × ${cpu}, Node ${process.version}. Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Load average when the run ended: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (1/5/15 min).`,
    '',
    `One seed of ${FLIGHTS.toLocaleString('en')} flight logs (\`BENCH_SEED_FLIGHTS\`, ${seedS.toFixed(0)} s), copied for each build; each build's service starts on its copy and gets \`DELETE /v1/flights {"allSelected": true, "filters": {}}\` for the team holding them, while the bench asks \`/healthz\` every ${EVERY_MS} ms (one at a time) until the delete answers. "Idle" is the same probe for ${IDLE_MS / 1000} s just before, with nothing else asked of the service: what the machine's other load alone costs. The delete's figure is from sending to its answer.`,
    '',
    `| Build | deleted | delete took | /healthz samples | p50 ms | p99 ms | max ms | idle p50 / p99 / max ms | /healthz p99 ≤ ${BUDGET_P99_MS} ms |`,
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    ...NOTES,
    '',
  ].join('\n');
  console.log(section);
  if (process.env.BENCH_WRITE !== 'off') writeSection(section);
  if (results.some((r) => pct(r.samples, 99) > BUDGET_P99_MS && r.build === 'this build')) process.exitCode = 1;
}

/** Replaces this section of docs/benchmarks.md, or adds it after `## Server`'s. */
function writeSection(section: string): void {
  const file = 'docs/benchmarks.md';
  const text = fs.readFileSync(file, 'utf8');
  const title = '## Bulk delete (server)';
  const start = text.indexOf(title);
  if (start >= 0) {
    const next = text.indexOf('\n## ', start + 1);
    fs.writeFileSync(file, `${text.slice(0, start)}${section}${next < 0 ? '' : text.slice(next)}`);
    return;
  }
  const server = text.indexOf('## Server');
  const after = server < 0 ? -1 : text.indexOf('\n## ', server + 1);
  fs.writeFileSync(file, after < 0 ? `${text.trimEnd()}\n\n${section}` : `${text.slice(0, after + 1)}${section}\n${text.slice(after + 1)}`);
}
