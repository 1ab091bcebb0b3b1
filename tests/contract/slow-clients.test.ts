import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../server/testing/start-service';

// Own service with short limits: bodies under 50 B/s over 2 s windows, heads within 2 s, 20 sockets.
let service: RunningService;
let port = 0;

beforeAll(async () => {
  service = await startService({
    env: { BODY_MIN_BYTES_PER_S: '50', BODY_RATE_WINDOW_S: '2', HEADERS_TIMEOUT_S: '2', IDLE_TIMEOUT_S: '30', MAX_CONNECTIONS: '20' },
  });
  port = Number(new URL(service.url).port);
});

afterAll(async () => {
  await service.stop();
  fs.rmSync(service.dataDir, { recursive: true, force: true });
});

interface Raw {
  socket: net.Socket;
  /** Resolves when the service closes the socket: ms since open and whatever it answered. */
  closed: Promise<{ afterMs: number; answer: string }>;
}

function open(): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (c: Buffer) => (answer += c.toString()));
    const closed = new Promise<{ afterMs: number; answer: string }>((done) =>
      socket.once('close', () => done({ afterMs: Date.now() - started, answer })),
    );
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

/** Writes `chunk` every `everyMs` until the socket closes or `total` bytes went. */
function trickle(raw: Raw, chunk: string, everyMs: number, total: number): () => void {
  let sent = 0;
  const timer = setInterval(() => {
    if (raw.socket.destroyed || sent >= total) return clearInterval(timer);
    raw.socket.write(chunk);
    sent += chunk.length;
  }, everyMs);
  return () => clearInterval(timer);
}

const head = (length: number) =>
  `POST /dev/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('slow clients (finding 7)', () => {
  it('cuts ten bodies trickled a byte every 0.5 s at the body-rate window, not after minutes', async () => {
    const raws = await Promise.all(Array.from({ length: 10 }, open));
    const stops = raws.map((raw) => {
      raw.socket.write(head(1000));
      return trickle(raw, ' ', 500, 1000);
    });
    const results = await Promise.all(raws.map((r) => r.closed));
    stops.forEach((stop) => stop());
    for (const r of results) {
      expect(r.afterMs).toBeGreaterThanOrEqual(1500);
      expect(r.afterMs).toBeLessThan(8000);
      expect(r.answer).toBe('');
    }
  });

  it('lets a slow but steady body (200 B/s) run past the window and answers it', async () => {
    const json = JSON.stringify({ username: 'amara' });
    const body = json + ' '.repeat(1000 - json.length);
    const raw = await open();
    raw.socket.write(head(body.length).replace('HTTP/1.1\r\n', 'HTTP/1.1\r\nConnection: close\r\n'));
    let offset = 0;
    const timer = setInterval(() => {
      raw.socket.write(body.slice(offset, offset + 100));
      offset += 100;
      if (offset >= body.length) clearInterval(timer);
    }, 500);
    const { afterMs, answer } = await raw.closed;
    clearInterval(timer);
    expect(afterMs).toBeGreaterThan(4000);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('cuts a request head trickled a byte every 0.5 s at HEADERS_TIMEOUT_S', async () => {
    const raw = await open();
    raw.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    const stop = trickle(raw, 'a', 500, 10_000);
    const { afterMs, answer } = await raw.closed;
    stop();
    expect(afterMs).toBeLessThan(6000);
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('closes connections beyond MAX_CONNECTIONS at once and serves again when they go', async () => {
    const held = await Promise.all(Array.from({ length: 20 }, open));
    const extra = await open();
    const { afterMs } = await extra.closed;
    expect(afterMs).toBeLessThan(1000);
    for (const raw of held) raw.socket.destroy();
    await Promise.all(held.map((r) => r.closed));
    await new Promise((r) => setTimeout(r, 100));
    expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
  });
});
