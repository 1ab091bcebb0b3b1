/**
 * Server benchmark (`npm run bench:server`): starts the real service with bench-only
 * volume (100,000 flight logs and 100,000 media items for team-inspection), then measures
 * with autocannon the flight list page of 50 (plain, filtered, deep keyset page) and the
 * media drive list page of 50 in a folder of 10,000 items, while sampling the service RSS.
 * Each scenario runs RUNS times; the table reports medians. Writes `## Server` in
 * docs/benchmarks.md. `BENCH_SCENARIO=bulk-delete` runs scripts/bench-bulk-delete.ts instead;
 * `BENCH_SCENARIO=durable-writes` runs scripts/bench-durable-writes.ts (synchronous NORMAL vs FULL).
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import { startService } from '../server/testing/start-service';
import { benchBulkDelete } from './bench-bulk-delete';
import { benchDurableWrites } from './bench-durable-writes';

interface CannonResult {
  latency: { p50: number; p99: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (opts: {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
}) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 10;
const FLIGHTS = 100_000;
const MEDIA = 100_000;

/** What the numbers rest on; kept with the script so the section is rewritten whole on every run. */
const NOTES = [
  'What keeps the flight list cheap, and what was measured while getting there:',
  '- Keyset pagination on `(uploaded_at, id)` with one index per equality filter (`team_id, <filter>, uploaded_at DESC, id DESC`): a page is an index range scan of `limit + 1` rows wherever it sits, so the page 50,000 rows deep costs the same as the first (see the nextToken row). `EXPLAIN QUERY PLAN` shows `SEARCH ... USING INDEX`, never a temp B-tree sort.',
  '- The wire form of each log is rendered once at insert (`flight_logs.doc`), so a page body is a string join of 50 stored JSON objects: no per-row object building and no JSON serialisation per request.',
  '- Profiling a run (`node --cpu-prof`) showed HS256 JWT verification through WebCrypto at about 15% of a request; verified tokens are now remembered until their `exp` (`server/domain/identity/tokens.ts`). What remains is roughly: SQLite reading the 51 rows (about 0.13 ms), writing the ~42 KB body to the socket, and GC.',
  '- The service is single-threaded Node, so its ceiling is about 1 / (CPU ms per request). autocannon shares the same two cores, and so does anything else running: when the load average is well above 2, req/s and p99 measure the contention, not the service; compare CPU ms/req instead, and re-run on a quiet machine.',
];

interface Scenario {
  name: string;
  url: string;
  method?: string;
  headers: Record<string, string>;
  body?: string;
  budget: { p99: number; rps?: number };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

const PRIORITY_NOTE: Record<string, string> = {
  true: 'The service and the load generator ran at raised scheduling priority (nice -10), so other work on the machine disturbs the figures less.',
  false: 'Scheduling priority could not be raised (not root), so other work on the machine competes on equal terms.',
};

/**
 * Raises the service's and this process's scheduling priority (needs root; a no-op
 * otherwise), so a busy shared machine disturbs the measurement less.
 */
function boostPriority(pid: number): boolean {
  try {
    os.setPriority(pid, -10);
    os.setPriority(-10);
    return true;
  } catch {
    return false;
  }
}

/** user + system CPU of a process so far, ms (clock ticks are 10 ms on Linux). */
function cpuMs(pid: number): number {
  const fields = (fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m?.[1] ? Number(m[1]) / 1024 : 0;
}

async function json<T>(url: string, init: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The bench media seed makes folder "Bench" > "10k items" under the team root; find its location. */
async function benchMediaFolder(base: string, idToken: string, teamId: string): Promise<string | undefined> {
  const list = async (location: string) => {
    const body = JSON.stringify({ query: `query { list(location: "${location}", limit: 500) { items { id name type } } }` });
    const r = await json<{ data?: { list?: { items: Array<{ id: string; name: string }> } } }>(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: idToken },
      body,
    });
    return r.data?.list?.items ?? [];
  };
  const root = (await list(teamId)).find((i) => i.name === 'Bench');
  if (!root) return undefined;
  const big = (await list(`${teamId}/${root.id}`)).find((i) => i.name === '10k items');
  return big ? `${teamId}/${root.id}/${big.id}` : undefined;
}

async function main(): Promise<void> {
  // A scenario of its own: does one bulk delete stall every other request (scripts/bench-bulk-delete.ts)?
  if (process.env.BENCH_SCENARIO === 'bulk-delete') return benchBulkDelete();
  if (process.env.BENCH_SCENARIO === 'durable-writes') return benchDurableWrites();
  // Phase 1 seeds the bench volume; phase 2 restarts on the same DATA_DIR and is measured,
  // so the serving RSS is not the seeder's leftover heap (production never seeds 100k rows).
  // BENCH_DATA_DIR reuses an already seeded folder (for iterating; it is kept afterwards).
  const reuse = process.env.BENCH_DATA_DIR;
  let dataDir = reuse;
  let seedS = 0;
  let seedRss = 0;
  if (!reuse) {
    const t0 = Date.now();
    const seeding = await startService({
      env: { BENCH_SEED_FLIGHTS: String(FLIGHTS), BENCH_SEED_MEDIA: String(MEDIA), CAMERAS: 'off' },
      timeoutMs: 600_000,
    });
    seedS = (Date.now() - t0) / 1000;
    seedRss = rssMb(seeding.process.pid as number);
    await seeding.stop();
    dataDir = seeding.dataDir;
  }
  const t1 = Date.now();
  const service = await startService({ dataDir, env: { CAMERAS: 'off' } });
  const startS = (Date.now() - t1) / 1000;
  const pid = service.process.pid as number;
  const boosted = boostPriority(pid);
  const rss: number[] = [rssMb(pid)];
  const sampler = setInterval(() => rss.push(rssMb(pid)), 200);
  try {
    const base = service.url;
    const login = await json<{ teamId: string; credentials: { authToken: string; idToken: string } }>(`${base}/dev/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'amara', ttlSeconds: 3600 }),
    });
    const flightsAuth = { authorization: `Bearer ${login.credentials.authToken}` };
    // A cursor 50,000 rows deep, to show that keyset pages cost the same anywhere in the list.
    let deepToken = '';
    for (let i = 0; i < 50; i++) {
      const page = await json<{ nextToken: string }>(`${base}/v1/flights/team?limit=1000${deepToken ? `&nextToken=${deepToken}` : ''}`, {
        headers: flightsAuth,
      });
      deepToken = page.nextToken;
    }
    const scenarios: Scenario[] = [
      {
        name: 'flights/team page of 50, no filter',
        url: `${base}/v1/flights/team?limit=50`,
        headers: flightsAuth,
        budget: { p99: 20, rps: 2000 },
      },
      {
        name: 'flights/team page of 50, version=droneV5&hasComments=false',
        url: `${base}/v1/flights/team?limit=50&version=droneV5&hasComments=false`,
        headers: flightsAuth,
        budget: { p99: 20, rps: 2000 },
      },
      {
        name: 'flights/team page of 50 after 50,000 rows (nextToken)',
        url: `${base}/v1/flights/team?limit=50&nextToken=${deepToken}`,
        headers: flightsAuth,
        budget: { p99: 20, rps: 2000 },
      },
    ];
    const folder = await benchMediaFolder(base, login.credentials.idToken, login.teamId);
    if (folder) {
      scenarios.push({
        name: 'media list page of 50 in a 10,000-item folder (GraphQL)',
        url: `${base}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: login.credentials.idToken },
        body: JSON.stringify({ query: `query { list(location: "${folder}", limit: 50) { items { id name } nextToken { pk sk } } }` }),
        budget: { p99: 30 },
      });
    }
    const rows: string[] = [];
    let allPass = true;
    // Runs are interleaved (round-robin over the scenarios) so a burst of other load on the
    // machine spreads over all scenarios instead of landing on one.
    const optsOf = (s: Scenario) => ({ url: s.url, method: s.method ?? 'GET', headers: s.headers, body: s.body, connections: CONNECTIONS });
    for (const s of scenarios) await autocannon({ ...optsOf(s), duration: 2 }); // warm-up (JIT, SQLite page cache)
    const results = new Map<Scenario, { runs: CannonResult[]; cpu: number[] }>(scenarios.map((s) => [s, { runs: [], cpu: [] }]));
    for (let i = 0; i < RUNS; i++) {
      for (const s of scenarios) {
        const c0 = cpuMs(pid);
        const r = await autocannon({ ...optsOf(s), duration: DURATION_S });
        results.get(s)?.runs.push(r);
        results.get(s)?.cpu.push((cpuMs(pid) - c0) / Math.max(1, r.requests.total));
      }
    }
    for (const s of scenarios) {
      const { runs, cpu } = results.get(s) ?? { runs: [], cpu: [] };
      const bad = runs.reduce((n, r) => n + r.non2xx + r.errors, 0);
      const p50 = median(runs.map((r) => r.latency.p50));
      const p99 = median(runs.map((r) => r.latency.p99));
      const rps = median(runs.map((r) => r.requests.average));
      const pass = bad === 0 && p99 <= s.budget.p99 && (s.budget.rps === undefined || rps >= s.budget.rps);
      allPass &&= pass;
      const budget = `p99 ≤ ${s.budget.p99} ms${s.budget.rps ? `, ≥ ${s.budget.rps.toLocaleString('en')} req/s` : ''}`;
      rows.push(
        `| ${s.name} | ${Math.round(rps).toLocaleString('en')} | ${p50} | ${p99} | ${median(cpu).toFixed(2)} | ${budget} | ${pass ? 'pass' : `**FAIL**${bad ? ` (${bad} errors/non-2xx)` : ''}`} |`,
      );
      console.log(rows[rows.length - 1]);
    }
    if (!folder)
      rows.push(
        '| media list page of 50 in a 10,000-item folder | TODO | | | | p99 ≤ 30 ms | not measured: bench media folder not found |',
      );
    const peak = Math.max(...rss);
    const rssPass = peak < 300;
    allPass &&= rssPass;
    rows.push(
      `| service RSS, peak while serving (sampled every 200 ms) | ${peak.toFixed(0)} MB | | | | < 300 MB | ${rssPass ? 'pass' : '**FAIL**'} |`,
    );
    const cpu = /model name\s*:\s*(.+)/.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? 'unknown CPU';
    const nproc = execSync('nproc').toString().trim();
    const section = [
      '## Server',
      '',
      `Command: \`npm run bench:server\` (scripts/bench-server.ts). Machine: ${nproc} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}. Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
      '',
      `The service runs as in production (\`server/main.ts\`, its own process). Phase 1 seeds with \`BENCH_SEED_FLIGHTS=${FLIGHTS}\`, \`BENCH_SEED_MEDIA=${MEDIA}\`, \`CAMERAS=off\` (start-up including the whole seed: ${seedS.toFixed(1)} s; RSS right after: ${seedRss.toFixed(0)} MB); phase 2 restarts on that DATA_DIR (start-up ${startS.toFixed(1)} s) and is measured. autocannon runs in the bench process on the same machine, ${CONNECTIONS} connections, ${RUNS} runs of ${DURATION_S} s per scenario, interleaved round-robin, after a 2 s warm-up each; figures are medians of the runs. "CPU ms/req" is the service process's user+system CPU divided by the requests it served: the figure least disturbed by other load on the machine (at 0.5 ms one core serves about 2,000 req/s). Every request carries its credential.`,
      '',
      `Load average when the run ended: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} (1/5/15 min; 2 would mean both cores busy). ${PRIORITY_NOTE[String(boosted)]}`,
      '',
      '| Scenario | req/s | p50 ms | p99 ms | CPU ms/req | Budget | Result |',
      '|---|---|---|---|---|---|---|',
      ...rows,
      '',
      ...NOTES,
      '',
    ].join('\n');
    if (process.env.BENCH_WRITE !== 'off') writeSection(section);
    console.log(`\n${section}`);
    if (!allPass) process.exitCode = 1;
  } finally {
    clearInterval(sampler);
    await service.stop();
    if (!reuse) fs.rmSync(service.dataDir, { recursive: true, force: true });
  }
}

/** Replaces the `## Server` section of docs/benchmarks.md (up to the next `## `), keeping the others. */
function writeSection(section: string): void {
  const file = 'docs/benchmarks.md';
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n\n';
  const start = text.indexOf('## Server');
  if (start < 0) {
    fs.writeFileSync(file, `${text.trimEnd()}\n\n${section}`);
    return;
  }
  const next = text.indexOf('\n## ', start + 1);
  const rest = next < 0 ? '' : text.slice(next + 1);
  fs.writeFileSync(file, `${text.slice(0, start)}${section}${rest ? `\n${rest}` : ''}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
