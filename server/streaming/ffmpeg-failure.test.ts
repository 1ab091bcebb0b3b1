import { describe, expect, it } from 'vitest';
import { classifyFailure, failureSentence, silentFailure } from './ffmpeg-failure';

describe('ffmpeg failures as codes and sentences', () => {
  const refused = `[tcp @ 0x562dd2527b80] Connection to tcp://127.0.0.1:1?tcp_nodelay=0 failed: Connection refused
[rtmp @ 0x562dd252aa40] Cannot open connection tcp://127.0.0.1:1?tcp_nodelay=0
rtmp://127.0.0.1:1/app/key: Connection refused`;

  it('names the far end as typed (host and port) and never ffmpeg internals', () => {
    const f = classifyFailure(refused, 'source', { host: 'cam.example.net', port: 1 });
    expect(f).toEqual({
      code: 'CONNECTION_REFUSED',
      sentence: 'The source cam.example.net:1 refused the connection (nothing listens there)',
    });
    expect(f?.sentence).not.toMatch(/0x|tcp_nodelay|127\.0\.0\.1/);
    expect(failureSentence(refused, 'destination', { host: '203.0.113.7', port: 1935 })).toBe(
      'The destination 203.0.113.7:1935 refused the connection (nothing listens there)',
    );
    expect(failureSentence(refused, 'source', { host: '2001:db8::1', port: 554 })).toMatch(/^The source \[2001:db8::1\]:554 /);
  });

  it('tells each kind of failure apart', () => {
    const t = { host: 'cam.example.net', port: 1935 };
    const code = (stderr: string) => classifyFailure(stderr, 'source', t)?.code;
    expect(code('[tcp @ 0x5600] Failed to resolve hostname x.invalid: Name or service not known')).toBe('HOST_NOT_FOUND');
    expect(code('[tcp @ 0x1] Connection to tcp://10.0.0.1:1935 failed: Connection timed out')).toBe('TIMED_OUT');
    expect(code('[rtmp @ 0x55] Cannot read RTMP handshake response')).toBe('TIMED_OUT');
    expect(code('[tcp @ 0x1] Connection to tcp://10.0.0.1:1935 failed: No route to host')).toBe('HOST_UNREACHABLE');
    expect(code('method DESCRIBE failed: 401 Unauthorized')).toBe('AUTH_FAILED');
    expect(code('[rtmp @ 0x1] Server error: Already publishing')).toBe('STREAM_KEY_IN_USE');
    expect(code('rtsp://x/1: Invalid data found when processing input')).toBe('NOT_A_VIDEO_STREAM');
    expect(failureSentence('[rtmp @ 0x55] Cannot read RTMP handshake response', 'source', t)).toBe(
      'The source cam.example.net:1935 did not answer in time',
    );
    expect(failureSentence('x: Invalid data found when processing input', 'source', t)).toBe(
      'The source cam.example.net:1935 answered, but not with a video stream it could read',
    );
    expect(classifyFailure('something new', 'source', t)).toBeUndefined();
  });

  it('says a silent source sent nothing, naming it', () => {
    expect(silentFailure('source', { host: 'cam.example.net', port: 554 }, 12)).toEqual({
      code: 'TIMED_OUT',
      sentence: 'The source cam.example.net:554 sent no media within 12 s',
    });
  });
});
