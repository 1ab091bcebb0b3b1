import { describe, expect, it } from 'vitest';
import { failureSentence } from './ffmpeg-failure';

describe('ffmpeg failures as sentences', () => {
  it('names what went wrong without ffmpeg internals or addresses', () => {
    const refused = `[tcp @ 0x562dd2527b80] Connection to tcp://127.0.0.1:1?tcp_nodelay=0 failed: Connection refused
[rtmp @ 0x562dd252aa40] Cannot open connection tcp://127.0.0.1:1?tcp_nodelay=0
rtmp://127.0.0.1:1/app/key: Connection refused`;
    expect(failureSentence(refused, 'source', 1)).toBe('the source refused the connection');
    expect(failureSentence(refused, 'destination', 1)).toBe('the destination refused the connection');
    expect(failureSentence('[tcp @ 0x5600] Failed to resolve hostname x.invalid: Name or service not known', 'source')).toBe(
      'the source host could not be resolved',
    );
    expect(failureSentence('[tcp @ 0x1] Connection to tcp://10.0.0.1:1935 failed: Connection timed out', 'source', 1935)).toBe(
      'the source did not answer on port 1935',
    );
    expect(failureSentence('[rtmp @ 0x55] Cannot read RTMP handshake response', 'source', 1935)).toBe(
      'the source did not answer on port 1935',
    );
    expect(failureSentence('rtsp://x/1: Invalid data found when processing input', 'source')).toBe(
      'the source sent no video it could read',
    );
    expect(failureSentence('method DESCRIBE failed: 401 Unauthorized', 'source')).toMatch(/refused the stream/);
    expect(failureSentence('something new', 'source')).toBeUndefined();
  });
});
