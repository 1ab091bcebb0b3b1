/**
 * Bad-input sweep (`npm run bench:sweep`): the contract test's sweep (tests/sweep/bad-input-sweep.ts)
 * at a larger count, over several seeds, on a fresh seeded service. Writes `## Bad-input sweep` in
 * docs/benchmarks.md: requests tried, answers by class (5xx must be 0), refused requests that
 * changed the database (must be 0). SWEEP_PER_ROUTE and SWEEP_SEEDS set the size.
 */
import fs from 'node:fs';
import os from 'node:os';
import { startService } from '../server/testing/start-service';
import { headersOfEveryArea, type Session } from '../tests/api-client';
import { sweepBadInput, type SweepResult } from '../tests/sweep/bad-input-sweep';
import { writeBenchSection } from './bench-doc';

const PER_ROUTE = Number(process.env.SWEEP_PER_ROUTE ?? 200);

const rssMb = (pid: number | undefined): number => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Math.round(Number(m?.[1] ?? 0) / 1024);
};

/** The finding's 600 aliases of list(limit: 500), five times: the answer's time and the service's memory around it. */
async function aliasAttack(base: string, pid: number | undefined, idToken: string): Promise<string> {
  const query = `{ ${Array.from({ length: 600 }, (_, i) => `a${i}: list(limit: 500) { items { id name tags } }`).join(' ')} }`;
  const before = rssMb(pid);
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { authorization: idToken, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    await res.text();
    status = res.status;
    times.push(Math.round(performance.now() - t));
  }
  return `The finding's GraphQL attack (600 aliases of \`list(limit: 500)\`, ${Math.round(query.length / 1024)} KB), 5 times: HTTP ${status}, refused in ${times.join(', ')} ms (budget ≤ 100); service RSS ${before} MB before, ${rssMb(pid)} MB after.`;
}
const SEEDS = (process.env.SWEEP_SEEDS ?? '1,2,3').split(',').map(Number);

async function main(): Promise<void> {
  const rows: string[] = [];
  let attack = '';
  const total = { tried: 0, x2: 0, x4: 0, x5: 0, none: 0, changed: 0, accepted: 0 };
  for (const seed of SEEDS) {
    // A fresh service per seed: each run starts from the seeded state, as CI's does.
    const service = await startService({ env: { CAMERAS: 'off' } });
    try {
      const res = await fetch(`${service.url}/dev/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'lukas' }),
      });
      const s = (await res.json()) as Session;
      const credentials = headersOfEveryArea(s);
      if (!attack) attack = await aliasAttack(service.url, service.process.pid, s.credentials.idToken);
      const r: SweepResult = await sweepBadInput({
        base: service.url,
        dataDir: service.dataDir,
        credentials,
        perOperation: PER_ROUTE,
        seed,
        timeBudgetMs: 10 * 60_000,
      });
      const c = r.byClass;
      rows.push(
        `| ${seed} | ${r.operations} | ${r.tried} | ${c['2xx']} | ${c['4xx']} | ${c['5xx']} | ${c['no answer']} | ${r.changedByRefusal.length} | ${r.changedByAcceptance} | ${(r.ms / 1000).toFixed(1)} s |`,
      );
      Object.assign(total, {
        tried: total.tried + r.tried,
        x2: total.x2 + c['2xx'],
        x4: total.x4 + c['4xx'],
        x5: total.x5 + c['5xx'],
        none: total.none + c['no answer'],
        changed: total.changed + r.changedByRefusal.length,
        accepted: total.accepted + r.changedByAcceptance,
      });
      for (const f of [...r.serverErrors, ...r.changedByRefusal].slice(0, 10))
        console.error(`  ${f.status} ${f.method} ${f.url} ${f.body}`);
    } finally {
      await service.stop();
    }
  }
  const section = [
    '## Bad-input sweep',
    '',
    `Command: \`npm run bench:sweep\` (scripts/bench-sweep.ts; SWEEP_PER_ROUTE=${PER_ROUTE}, seeds ${SEEDS.join(', ')}). Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}. Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Load average at the end: ${os.loadavg()[0]?.toFixed(1)}.`,
    '',
    'Every route of docs/api/openapi.json, called one request at a time with generated path parameters, queries and JSON bodies (fast-check: shaped by the route\u2019s contract schema, with parts replaced by hostile values: wrong types, huge and empty strings, `..`, control and bidi characters, extreme numbers, nesting up to 2,000 deep, prototype keys) as a signed-in member, and one time in seven with no or a forged credential. "Changed by a refusal" counts 4xx answers after which SQLite\u2019s `data_version` had moved; "changed by an acceptance" shows the check sees changes. The contract test `tests/contract/bad-input-sweep.test.ts` runs the same sweep smaller on every `npm test`.',
    '',
    '| seed | routes | requests | 2xx | 4xx | 5xx | no answer | changed by a refusal | changed by an acceptance | time |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    `| all | | ${total.tried} | ${total.x2} | ${total.x4} | ${total.x5} | ${total.none} | ${total.changed} | ${total.accepted} | |`,
    '',
    attack,
  ].join('\n');
  writeBenchSection('Bad-input sweep', section);
  console.log(section);
  if (total.x5 || total.none || total.changed) process.exit(1);
}

void main();
