import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { invalid } from '../domain/errors';
import { addressRefusal, type AllowedNetworks } from './network-policy';

/** A stream's far end: where ffmpeg pulls from (source) or pushes to (destination). */
export type StreamRole = 'source' | 'destination';

/** A checked address as ffmpeg gets it. */
export interface StreamTarget {
  /** The URL with its host replaced by the checked IP, so a DNS answer cannot change between check and connect. */
  url: string;
  /** ffmpeg protocol options to put before the URL (the RTMP tcUrl that keeps the original host name). */
  options: string[];
  /** The port ffmpeg connects to, for the failure sentences. */
  port: number;
  /** The host as the caller typed it (never the resolved address), for the failure sentences. */
  host: string;
}

export type Lookup = (host: string) => Promise<{ address: string }[]>;

const DEFAULT_PORTS: Record<string, number> = { 'rtmp:': 1935, 'rtmps:': 443, 'rtsp:': 554 };

const systemLookup: Lookup = (host) => dnsLookup(host, { all: true, verbatim: true });

/**
 * How long a name may take to resolve. getaddrinfo has no timeout of its own and runs on libuv's
 * four-thread pool, so a slow resolver for one camera's name would otherwise hold a start request
 * (and a pool thread) for as long as the resolver takes.
 */
export const LOOKUP_TIMEOUT_MS = 5000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * ffmpeg's RTMP application name: the first path segment, or the first two when the stream name
 * has a slash of its own (libavformat/rtmpproto.c, rtmp_open). Only needed to keep the tcUrl.
 */
function rtmpApp(pathname: string): string {
  const parts = pathname.replace(/^\//, '').split('/');
  if (parts[0] === 'ondemand') return 'ondemand';
  if (parts.length < 2) return '';
  if (parts.length < 3 || (parts[1] ?? '').includes(':')) return parts[0] ?? '';
  return `${parts[0]}/${parts[1]}`;
}

/** Only a canonical IP is "is"; other spellings (2130706433, 0x7f.1) "resolve to" an address. */
const isIpLiteral = (host: string) => isIP(host) !== 0;

/**
 * Resolves a source or destination URL (every address the name has) and checks each against the
 * network policy; refuses with a sentence naming the host before anything connects to it. Every
 * address must pass: a name answering with a public and a loopback address is refused.
 */
export async function resolveStreamTarget(
  rawUrl: string,
  role: StreamRole,
  allowed: AllowedNetworks,
  opts: { field?: string; lookup?: Lookup; timeoutMs?: number } = {},
): Promise<StreamTarget> {
  const url = new URL(rawUrl);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const rule = `${role}s must be public or in STREAM_ALLOWED_NETWORKS`;
  const what = `The ${role} host ${host}`;
  if (!host) throw invalid(`The ${role} URL has no host`, opts.field);
  let addresses: string[];
  const timeoutMs = opts.timeoutMs ?? LOOKUP_TIMEOUT_MS;
  try {
    addresses = (await withTimeout((opts.lookup ?? systemLookup)(host), timeoutMs)).map((a) => a.address);
  } catch (e) {
    const late = e instanceof Error && e.message === 'timeout';
    throw invalid(late ? `${what} could not be resolved within ${timeoutMs / 1000} s` : `${what} could not be resolved`, opts.field);
  }
  if (!addresses[0]) throw invalid(`${what} could not be resolved`, opts.field);
  for (const address of addresses) {
    const refusal = addressRefusal(address, allowed);
    if (!refusal) continue;
    // The resolved address of a name is not echoed: it would map the service's internal DNS.
    throw invalid(isIpLiteral(host) ? `${what} is ${refusal}; ${rule}` : `${what} resolves to ${refusal}; ${rule}`, opts.field);
  }
  const address = addresses[0];
  const port = url.port ? Number(url.port) : (DEFAULT_PORTS[url.protocol] ?? 0);
  const userinfo = url.username ? `${url.username}${url.password ? `:${url.password}` : ''}@` : '';
  const ipHost = address.includes(':') ? `[${address}]` : address;
  const options =
    url.protocol.startsWith('rtmp') && !isIpLiteral(host)
      ? ['-rtmp_tcurl', `${url.protocol}//${host}:${port}/${rtmpApp(url.pathname)}`]
      : [];
  return { url: `${url.protocol}//${userinfo}${ipHost}:${port}${url.pathname}${url.search}`, options, port, host };
}
