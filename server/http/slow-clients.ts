import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { ConnectionLimits } from '../config-limits';

/**
 * Cuts request bodies that arrive slower than `bodyMinBytesPerS`, measured over each
 * `bodyRateWindowMs`. A whole-request deadline cannot tell a trickled body from a healthy 2 GiB
 * upload on a slow link, and a socket idle timeout is kept alive by one byte every few seconds;
 * a minimum rate is what separates the two. Windows in which the service itself is the reason
 * nothing arrived (the body is buffered unread, or paused by backpressure) do not count.
 */
export function installBodyRateGuard(app: FastifyInstance, limits: Pick<ConnectionLimits, 'bodyMinBytesPerS' | 'bodyRateWindowMs'>): void {
  const { bodyMinBytesPerS, bodyRateWindowMs } = limits;
  if (bodyMinBytesPerS <= 0 || bodyRateWindowMs <= 0) return;
  const minBytes = (bodyMinBytesPerS * bodyRateWindowMs) / 1000;
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    if (hasBody(raw) && !raw.complete) watch(raw, minBytes, bodyRateWindowMs);
    done();
  });
}

function hasBody(raw: IncomingMessage): boolean {
  const length = raw.headers['content-length'];
  return raw.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function watch(raw: IncomingMessage, minBytes: number, windowMs: number): void {
  const socket = raw.socket;
  let seen = socket.bytesRead;
  const timer = setInterval(() => {
    if (raw.complete || socket.destroyed) return stop();
    const now = socket.bytesRead;
    const ours = raw.readableLength > 0 || raw.isPaused() || socket.isPaused();
    if (!ours && now - seen < minBytes) {
      stop();
      // No answer is owed to a client that will not send its request; closing frees the slot.
      socket.destroy();
      return;
    }
    seen = now;
  }, windowMs);
  timer.unref();
  const stop = () => clearInterval(timer);
  raw.once('end', stop);
  raw.once('close', stop);
}

/** Node's own limits on the HTTP server: head deadline, idle sockets, connection cap. */
export function serverOptions(limits: ConnectionLimits) {
  return {
    // Node checks its header and request deadlines on this interval (30 s by default), so a
    // short HEADERS_TIMEOUT_S is only kept to within a second with a shorter one.
    http: {
      // Node refuses a head deadline longer than the whole request's.
      headersTimeout: limits.requestTimeoutMs ? Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) : limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs || 1000),
    },
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
  };
}
