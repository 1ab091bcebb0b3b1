import fs from 'node:fs';
import { readFlightLog } from '../src/lib/flight-logs';
import { startService } from '../server/testing/start-service';
import { realFixture } from '../tests/fixtures/real-fixtures';

/**
 * `npm run bench:flights -- --logs`: the real-log readers at size. The big files are made here,
 * at bench time, from the real fixtures (never committed):
 * - a ~100 MB ULog: pyulog's `sample_px4_events.ulg` with its data section repeated, each copy's
 *   timestamps moved on by the log's span (header, formats and subscriptions once, so it stays a valid ULog);
 * - a ~10 MB tlog: the ArduSub tlog's records repeated, their 8-byte times moved on likewise.
 * Then 50 uploads at once to the service, with /healthz asked every 50 ms meanwhile.
 * Measured in Node (the readers are the same code the browser's worker runs); the browser's own
 * budgets (first track drawn, main-thread blocking) are not measured by this part.
 */

function bigULog(targetBytes: number): Uint8Array {
  const src = new Uint8Array(fs.readFileSync(realFixture('flightlog/ulog/sample_px4_events.ulg')));
  const view = new DataView(src.buffer, src.byteOffset, src.byteLength);
  // Messages from byte 16: u16 size, u8 type, payload. The data section starts at the first A/D/L.
  const msgs: Array<{ at: number; len: number; type: number }> = [];
  let dataStart = -1;
  let minTs = Infinity;
  let maxTs = 0;
  for (let at = 16; at + 3 <= src.length;) {
    const len = view.getUint16(at, true);
    const type = src[at + 2] as number;
    if (at + 3 + len > src.length) break;
    if (dataStart < 0 && (type === 0x41 || type === 0x44 || type === 0x4c)) dataStart = at;
    if (dataStart >= 0) msgs.push({ at, len, type });
    // D: u16 msg_id then the topic's uint64 timestamp (PX4 writes it first); L: u8 level then u64.
    const tsAt = type === 0x44 ? at + 5 : type === 0x4c ? at + 4 : -1;
    if (tsAt > 0 && tsAt + 8 <= at + 3 + len) {
      const ts = Number(view.getBigUint64(tsAt, true));
      if (ts < minTs) minTs = ts;
      if (ts > maxTs) maxTs = ts;
    }
    at += 3 + len;
  }
  const span = BigInt(maxTs - minTs + 100_000);
  const copyable = msgs.filter((m) => m.type === 0x44 || m.type === 0x4c);
  const oneCopy = copyable.reduce((n, m) => n + 3 + m.len, 0);
  const copies = Math.max(1, Math.ceil((targetBytes - src.length) / oneCopy));
  const out = new Uint8Array(src.length + copies * oneCopy);
  out.set(src);
  const ov = new DataView(out.buffer);
  let w = src.length;
  for (let k = 1; k <= copies; k++) {
    for (const m of copyable) {
      out.set(src.subarray(m.at, m.at + 3 + m.len), w);
      const tsAt = m.type === 0x44 ? w + 5 : w + 4;
      if (tsAt + 8 <= w + 3 + m.len) ov.setBigUint64(tsAt, ov.getBigUint64(tsAt, true) + span * BigInt(k), true);
      w += 3 + m.len;
    }
  }
  return out;
}

function bigTlog(targetBytes: number): Uint8Array {
  const src = new Uint8Array(fs.readFileSync(realFixture('flightlog/tlog/ardusub_small.tlog')));
  const view = new DataView(src.buffer, src.byteOffset, src.byteLength);
  // Record starts: 8-byte time, then the packet (v2 0xFD: 12 + len (+13 signed); v1 0xFE: 8 + len).
  const starts: number[] = [];
  let at = 0;
  while (at + 10 < src.length) {
    const p = at + 8;
    const stx = src[p];
    const len = src[p + 1] as number;
    const size = stx === 0xfd ? 12 + len + (((src[p + 2] as number) & 1) !== 0 ? 13 : 0) : stx === 0xfe ? 8 + len : -1;
    if (size < 0 || p + size > src.length) break;
    starts.push(at);
    at = p + size;
  }
  const end = at;
  const first = Number(view.getBigUint64(0, false));
  const last = Number(view.getBigUint64(starts[starts.length - 1] as number, false));
  const span = BigInt(last - first + 1_000_000);
  const copies = Math.ceil(targetBytes / end);
  const out = new Uint8Array(end * copies);
  const ov = new DataView(out.buffer);
  for (let k = 0; k < copies; k++) {
    out.set(src.subarray(0, end), k * end);
    if (k > 0) for (const s of starts) ov.setBigUint64(k * end + s, ov.getBigUint64(k * end + s, false) + span * BigInt(k), false);
  }
  return out;
}

async function timeRead(label: string, bytes: Uint8Array) {
  global.gc?.();
  const rss0 = process.memoryUsage().rss;
  let peak = rss0;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const t0 = performance.now();
  const f = await readFlightLog(bytes);
  const ms = performance.now() - t0;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  const mb = bytes.length / 1024 / 1024;
  console.log(
    `${label}: ${mb.toFixed(1)} MB, ${f.length.toLocaleString('en')} rows, ${f.modes.length} modes, ${f.events.length} events — read in ${(ms / 1000).toFixed(2)} s; RSS rose ${((peak - rss0) / 1024 / 1024).toFixed(0)} MB (${((peak - rss0) / bytes.length).toFixed(2)}× the file; the file itself was in memory before)`,
  );
}

export async function benchFlightLogs(): Promise<void> {
  await timeRead('ULog (pyulog sample, data section repeated)', bigULog(100 * 1024 * 1024));
  await timeRead('tlog (ArduSub sample, records repeated)', bigTlog(10 * 1024 * 1024));

  const service = await startService({ env: { CAMERAS: 'off' } });
  try {
    const login = await fetch(`${service.url}/dev/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'ingrid' }),
    });
    const token = ((await login.json()) as { credentials: { authToken: string } }).credentials.authToken;
    const body = new Uint8Array(fs.readFileSync(realFixture('flightlog/ulog/sample_px4_events.ulg')));
    let done = false;
    const health: number[] = [];
    const probe = (async () => {
      while (!done) {
        const t = performance.now();
        await fetch(`${service.url}/healthz`);
        health.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const t0 = performance.now();
    const firstAt: number[] = [];
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(`${service.url}/v1/flights/upload?name=bench-${i}.ulg`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body,
        }).then((r) => {
          firstAt.push(performance.now() - t0);
          return r.status;
        }),
      ),
    );
    done = true;
    await probe;
    health.sort((a, b) => a - b);
    firstAt.sort((a, b) => a - b);
    const ok = statuses.filter((s) => s === 201).length;
    console.log(
      `50 uploads of a 1.5 MB ULog at once: ${ok}/50 stored; first record after ${(firstAt[0] ?? 0).toFixed(0)} ms, last after ${((firstAt[firstAt.length - 1] ?? 0) / 1000).toFixed(2)} s; /healthz meanwhile (${health.length} probes): median ${(health[Math.floor(health.length / 2)] ?? 0).toFixed(0)} ms, max ${(health[health.length - 1] ?? 0).toFixed(0)} ms`,
    );
  } finally {
    await service.stop();
    fs.rmSync(service.dataDir, { recursive: true, force: true });
  }
}
