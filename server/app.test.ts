import { describe, expect, it } from 'vitest';
import { redactUrl } from './app';

describe('redactUrl', () => {
  it('hides viewer tokens in signed playback paths and token query parameters', () => {
    expect(redactUrl('/cdn/live/t/eyJhbGciOi.abc.def/dev-1/index.m3u8')).toBe('/cdn/live/t/[redacted]/dev-1/index.m3u8');
    expect(redactUrl('/x?token=secret&y=1')).toBe('/x?token=[redacted]&y=1');
  });

  it('leaves ordinary paths alone', () => {
    expect(redactUrl('/v1/channels/abc')).toBe('/v1/channels/abc');
  });
});
