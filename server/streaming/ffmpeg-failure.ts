import type { StreamRole } from './stream-target';

/**
 * The reason a client sees when ffmpeg fails, chosen from its stderr: a code the dashboard can act
 * on and a sentence naming the far end as the caller typed it (host and port). Raw stderr never
 * leaves the service (it goes to the service log): it names resolved addresses and ffmpeg's
 * internals (`[tcp @ 0x…]`), and its exact wording would turn the stream state into a network scanner.
 */
export type FailureCode =
  | 'HOST_NOT_FOUND'
  | 'HOST_UNREACHABLE'
  | 'CONNECTION_REFUSED'
  | 'TIMED_OUT'
  | 'AUTH_FAILED'
  | 'STREAM_KEY_IN_USE'
  | 'NO_STREAM_AT_PATH'
  | 'NOT_A_VIDEO_STREAM'
  | 'CONNECTION_CLOSED'
  | 'CONNECTION_FAILED';

export interface FailureTarget {
  host?: string;
  port?: number;
}

export interface Failure {
  code: FailureCode;
  sentence: string;
}

/** "the source 203.0.113.9:554" or "the source" when the far end is not known (a simulated camera). */
function farEnd(role: StreamRole, t: FailureTarget): string {
  if (!t.host) return `the ${role}${t.port ? ` on port ${t.port}` : ''}`;
  const host = t.host.includes(':') ? `[${t.host}]` : t.host;
  return `the ${role} ${host}${t.port ? `:${t.port}` : ''}`;
}

const RULES: { test: RegExp; code: FailureCode; say: (role: StreamRole, t: FailureTarget) => string }[] = [
  {
    test: /Failed to resolve hostname|Name or service not known|No address associated/i,
    code: 'HOST_NOT_FOUND',
    say: (r, t) => (t.host ? `The ${r} host ${t.host} could not be resolved` : `The ${r} host could not be resolved`),
  },
  // Before "refused": an RTMP server answers a second publisher on the same key with a rejection.
  {
    test: /already publishing|Stream.*(is )?busy|BadName|in use/i,
    code: 'STREAM_KEY_IN_USE',
    say: (r, t) => `${cap(farEnd(r, t))} refused the stream because its stream key is already in use`,
  },
  {
    test: /Connection refused/i,
    code: 'CONNECTION_REFUSED',
    say: (r, t) => `${cap(farEnd(r, t))} refused the connection (nothing listens there)`,
  },
  {
    test: /timed out|Cannot read RTMP handshake|Operation not permitted/i,
    code: 'TIMED_OUT',
    say: (r, t) => `${cap(farEnd(r, t))} did not answer in time`,
  },
  {
    test: /Network is unreachable|No route to host|Host is unreachable/i,
    code: 'HOST_UNREACHABLE',
    say: (r, t) => `${cap(farEnd(r, t))} cannot be reached (no route to the host)`,
  },
  {
    test: /Unauthorized|Forbidden|Connect\.Rejected|Server error|authentication/i,
    code: 'AUTH_FAILED',
    say: (r, t) => `${cap(farEnd(r, t))} refused the credentials (check the user name, password or stream key)`,
  },
  { test: /Not Found|StreamNotFound/i, code: 'NO_STREAM_AT_PATH', say: (r, t) => `${cap(farEnd(r, t))} has no stream at that path` },
  {
    test: /Invalid data found|Could not find codec parameters|matches no streams|does not contain any stream|not currently supported/i,
    code: 'NOT_A_VIDEO_STREAM',
    say: (r, t) =>
      r === 'source'
        ? `${cap(farEnd(r, t))} answered, but not with a video stream it could read`
        : `${cap(farEnd(r, t))} did not accept the video`,
  },
  {
    test: /Connection reset|Broken pipe|End of file/i,
    code: 'CONNECTION_CLOSED',
    say: (r, t) => `${cap(farEnd(r, t))} closed the connection`,
  },
  { test: /Input\/output error/i, code: 'CONNECTION_FAILED', say: (r, t) => `the connection to ${farEnd(r, t)} failed` },
];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A client-facing failure for a failed ffmpeg run, or undefined when stderr says nothing we recognise. */
export function classifyFailure(stderr: string, role: StreamRole, target: FailureTarget = {}): Failure | undefined {
  const rule = RULES.find((r) => r.test.test(stderr));
  return rule ? { code: rule.code, sentence: rule.say(role, target) } : undefined;
}

/** The sentence alone (kept for callers that have no use for the code). */
export function failureSentence(stderr: string, role: StreamRole, target: FailureTarget = {}): string | undefined {
  return classifyFailure(stderr, role, target)?.sentence;
}

/** A silent far end: no media within the start timeout. */
export function silentFailure(role: StreamRole, target: FailureTarget, seconds: number): Failure {
  return { code: 'TIMED_OUT', sentence: `${cap(farEnd(role, target))} sent no media within ${seconds} s` };
}
