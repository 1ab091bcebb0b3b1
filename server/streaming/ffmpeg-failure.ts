import type { StreamRole } from './stream-target';

/**
 * The sentence a client sees when ffmpeg fails, chosen from its stderr. Raw stderr never leaves the
 * service (it goes to the service log): it names internal addresses and ffmpeg's internals
 * (`[tcp @ 0x…]`), and its exact wording would turn the stream state into a network scanner.
 */
const RULES: { test: RegExp; say: (role: StreamRole, port: number | undefined) => string }[] = [
  {
    test: /Failed to resolve hostname|Name or service not known|No address associated/i,
    say: (r) => `the ${r} host could not be resolved`,
  },
  { test: /Connection refused/i, say: (r) => `the ${r} refused the connection` },
  {
    test: /timed out|Cannot read RTMP handshake|Operation not permitted/i,
    say: (r, port) => `the ${r} did not answer${port ? ` on port ${port}` : ''}`,
  },
  { test: /Network is unreachable|No route to host/i, say: (r) => `the ${r}'s network could not be reached` },
  {
    test: /Unauthorized|Forbidden|Connect\.Rejected|Server error/i,
    say: (r) => `the ${r} refused the stream (check its stream key or credentials)`,
  },
  { test: /Not Found|StreamNotFound/i, say: (r) => `the ${r} has no stream at that path` },
  {
    test: /Invalid data found|Could not find codec parameters|matches no streams|does not contain any stream|not currently supported/i,
    say: (r) => (r === 'source' ? 'the source sent no video it could read' : 'the destination did not accept the video'),
  },
  { test: /Connection reset|Broken pipe|End of file/i, say: (r) => `the ${r} closed the connection` },
  { test: /Input\/output error/i, say: (r) => `the connection to the ${r} failed` },
];

/** A client-facing reason for a failed ffmpeg run, or undefined when stderr says nothing we recognise. */
export function failureSentence(stderr: string, role: StreamRole, port?: number): string | undefined {
  return RULES.find((rule) => rule.test.test(stderr))?.say(role, port);
}
